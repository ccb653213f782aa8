import XCTest
@testable import FormCore
@testable import FormJSON
@testable import FormSchema

/// Which properties are one row with a type switch (issue 29): a string or a list, a string or a
/// number, as a `type` list or an `anyOf`/`oneOf`; not when a value of another type is possible
/// and the value is not known, nor when the list's items are not scalars.
final class SchemaTypeSwitchTests: SchemaFormTestCase {
    private func alternatives(_ property: String, values: String? = nil) throws -> [TypeSwitchRule.Alternative]? {
        let text = #"{"type": "object", "properties": {"p": "# + property + "}}"
        let form = try FormLoader.read(text: text, file: "s.json", values: try values.map { try JSONReader.parse($0) }).form
        let row = try self.row(form, "p")
        return row.type == .typeSwitch ? TypeSwitchRule.alternatives(of: row) : nil
    }

    func testAStringOrAListIsATypeSwitch() throws {
        XCTAssertEqual(try alternatives(#"{"anyOf": [{"type": "string"}, {"type": "array", "items": {"type": "string"}}]}"#), [.text, .list])
        XCTAssertEqual(try alternatives(#"{"oneOf": [{"type": "array", "items": {"type": "string"}, "minItems": 1}, {"type": "string", "pattern": "^a"}]}"#), [.list, .text])
        XCTAssertEqual(try alternatives(#"{"type": ["string", "array"], "items": {"type": "string"}}"#), [.text, .list])
        XCTAssertEqual(try alternatives(#"{"type": ["string", "number", "null"]}"#), [.text, .number])
        XCTAssertEqual(try alternatives(#"{"anyOf": [{"type": "string"}, {"type": "array", "items": {"anyOf": [{"type": "string"}, {"type": "number"}]}}]}"#), [.text, .list])
    }

    func testNotWhenAnotherTypeIsPossible() throws {
        XCTAssertNil(try alternatives(#"{"type": ["string", "boolean"]}"#))
        XCTAssertNil(try alternatives(#"{"anyOf": [{"type": "string"}, {"type": "array", "items": {"anyOf": [{"type": "string"}, {"type": "object"}]}}]}"#),
                     "items that may be objects")
        let runsOn = #"{"anyOf": [{"type": "string"}, {"type": "object", "properties": {"group": {"type": "string"}}}, {"type": "array", "items": {"type": "string"}}]}"#
        XCTAssertEqual(try alternatives(runsOn), [.text, .list], "an object form beside them: an item's object is held as JSON")
        XCTAssertEqual(try alternatives(runsOn, values: #"{"p": "ubuntu-latest"}"#), [.text, .list], "the value given fits")
        XCTAssertNil(try alternatives(runsOn, values: #"{"p": {"group": "g"}}"#), "an object given: JSON text")
        XCTAssertNil(try alternatives(#"{"type": "string"}"#))
        XCTAssertNil(try alternatives(#"{"anyOf": [{"enum": ["a", "b"]}, {"type": "string"}]}"#), "an enum with other text is a choice")
    }
}
