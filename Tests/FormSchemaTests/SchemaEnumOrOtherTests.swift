import XCTest
@testable import FormCore
@testable import FormJSON
@testable import FormSchema

/// An enum that also takes other text (issue 29): tsconfig's `target` (an enum beside a
/// `pattern`), dependabot's `package-ecosystem` (an enum beside `minLength`) keep their options,
/// add "Other…", and are a list filtered by typing; a value outside the enum is the other text.
final class SchemaEnumOrOtherTests: SchemaFormTestCase {
    private let target = #""target": {"type": ["string", "null"], "anyOf": [{"enum": ["es5", "es2015", "es2016", "es2020", "esnext"]}, {"pattern": "^[Ee][Ss]"}]}"#

    func testAnEnumBesideAPatternKeepsItsOptionsAndAddsOther() throws {
        let form = try form(target)
        let row = try row(form, "target")
        XCTAssertEqual(row.options.map(\.title), ["es5", "es2015", "es2016", "es2020", "esnext", "Other…"])
        XCTAssertEqual(row.type, .sheet, "a pop-up list that typing filters, not a picker that cycles")
        XCTAssertEqual(try self.row(try self.form(#""t": {"anyOf": [{"enum": ["a", "b"]}, {"type": "string"}]}"#), "t").type, .segmentedControl,
                       "a few short options stay on the row")
        let other = try XCTUnwrap(form.allRows.first { $0.tag != "target" && $0.keyPath == ["target"] })
        XCTAssertEqual(other.type, .text)
    }

    func testAReferencedEnumBesideAnyTextIsAListOfManyOptions() throws {
        let values = (1...20).map { "\"e\($0)\"" }.joined(separator: ", ")
        let text = ##"{"definitions": {"eco": {"enum": ["## + values + ##"]}}, "type": "object", "properties": {"eco": {"type": "string", "anyOf": [{"$ref": "#/definitions/eco"}, {"minLength": 1}]}}}"##
        let row = try self.row(try FormLoader.read(text: text, file: "s.json").form, "eco")
        XCTAssertEqual(row.options.count, 21)
        XCTAssertEqual(row.type, .pushSelect)
    }

    func testAValueOutsideTheEnumIsTheOtherText() throws {
        let text = #"{"type": "object", "properties": {"# + target + "}}"
        let read = try ValuesLoaderFixture.values(#"{"target": "ES2017"}"#, schema: text)
        XCTAssertEqual(read["target"], InstanceRules.otherOption)
        XCTAssertEqual(read.first { $0.key != "target" }?.value, .string("ES2017"))
    }
}

/// The row values a values file gives a schema's form.
enum ValuesLoaderFixture {
    static func values(_ instance: String, schema: String) throws -> [String: Value] {
        let form = try FormLoader.read(text: schema, file: "s.json", values: try JSONReader.parse(instance)).form
        let folder = NSTemporaryDirectory() + "/enum-or-other-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/v.json"
        try instance.write(toFile: file, atomically: true, encoding: .utf8)
        return try ValuesLoader.instance(path: file, form: form).values
    }
}
