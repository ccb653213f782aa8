import XCTest
@testable import FormCore
@testable import FormJSON
@testable import FormSchema
import FormTestSupport

/// `$ref`s to other files beside the schema: followed and checked like the document's own; those
/// that cannot be followed are JSON text rows checked to be JSON, with a warning saying why.
final class SchemaFileRefTests: SchemaFormTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = try TemporaryFolder.make()
        try TemporaryFolder.makeFolder(folder + "/defs")
    }

    override func tearDown() {
        TemporaryFolder.remove(folder)
    }

    private func read(_ files: [String: String], main: String = "main.json") throws -> FormLoader.Loaded {
        for (name, text) in files { try TemporaryFolder.write(text, to: folder + "/" + name) }
        return try FormLoader.read(path: folder + "/" + main)
    }

    static let files = [
        "main.json": ##"{"$schema": "x", "type": "object", "properties": {"a": {"$ref": "./defs/common.json#/definitions/port"}, "b": {"$ref": "other.json"}, "u": {"$ref": "https://example.com/x.json"}, "m": {"$ref": "missing.json#/x"}}, "definitions": {"flag": {"type": "boolean"}}}"##,
        "defs/common.json": ##"{"$id": "https://example.com/common.json", "definitions": {"port": {"title": "Port", "type": "integer", "minimum": 1, "maximum": 65535}, "name": {"$ref": "#/definitions/text"}, "text": {"type": "string", "minLength": 2}}}"##,
        "other.json": ##"{"type": "object", "required": ["n"], "properties": {"n": {"$ref": "defs/common.json#/definitions/name"}, "back": {"$ref": "main.json#/definitions/flag"}}}"##,
    ]

    func testAFileRefIsFollowedRelativeToTheFileThatHoldsIt() throws {
        let form = try read(Self.files).form
        XCTAssertEqual(form.allRows.map(\.tag), ["a", "u", "m", "b.n", "b.back"])
        let port = try row(form, "a")
        XCTAssertEqual(port.title, "Port")
        XCTAssertEqual(port.type, .integer)
        XCTAssertEqual(port.min, .number(1))
        XCTAssertEqual(try row(form, "b.n").type, .text, "a reference inside the other file leads within it")
        XCTAssertEqual(try row(form, "b.back").type, .switch, "a reference back into the main file")
        let rule = try XCTUnwrap(form.instance?.schema)
        let bad = try JSONReader.parse(#"{"a": 0, "b": {"n": "x"}}"#, file: "v")
        XCTAssertEqual(rule.validator.failures(of: bad, against: rule.schema).map(\.path), ["/a", "/b/n"], "the other files are checked too")
    }

    func testARefThatCannotBeFollowedIsJSONTextCheckedToBeJSONWithAWarning() throws {
        let loaded = try read(Self.files)
        let messages = loaded.warnings.map(\.description)
        XCTAssertEqual(loaded.warnings.map(\.tag), ["u", "m"])
        XCTAssertTrue(messages[0].contains("'https://example.com/x.json' cannot be followed (a URL, which formrun does not fetch)"), messages[0])
        XCTAssertTrue(messages[1].contains("missing.json: cannot read"), messages[1])
        let url = try row(loaded.form, "u")
        XCTAssertEqual(url.encoding, .jsonText)
        let context = ValidationContext(value: { _ in .null })
        XCTAssertEqual(Validation.check(row: url, value: .string("{"), required: false, context: context)?.hasPrefix("Not valid JSON"), true)
        XCTAssertNil(Validation.check(row: url, value: .string(#"{"any": [1]}"#), required: false, context: context))
    }

    func testACycleThroughFilesIsALocatedErrorAndAMissingPointerAWarning() throws {
        do {
            _ = try read(["c1.json": ##"{"$schema": "x", "type": "object", "properties": {"a": {"$ref": "c2.json#/definitions/x"}}, "definitions": {"y": {"$ref": "c2.json#/definitions/x"}}}"##,
                          "c2.json": ##"{"definitions": {"x": {"$ref": "c1.json#/definitions/y"}}}"##], main: "c1.json")
            XCTFail("a cycle is read")
        } catch let errors as FormFileErrors {
            guard case .schema(.refCycle)? = errors.first?.kind else { return XCTFail("\(errors)") }
        }
        let loaded = try read(["p.json": ##"{"$schema": "x", "type": "object", "properties": {"a": {"$ref": "defs/common.json#/definitions/nothing"}}}"##,
                               "defs/common.json": "{}"], main: "p.json")
        XCTAssertTrue(loaded.warnings.first?.description.contains("has no '#/definitions/nothing'") ?? false, "\(loaded.warnings)")
    }
}
