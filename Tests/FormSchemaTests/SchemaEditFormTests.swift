import XCTest
@testable import FormCore
@testable import FormJSON
@testable import FormSchema

/// The form `--edit` reads a schema as (issue 29, "Rows that fit the data"): rows labelled by
/// key with the title as hint, maps of scalars as keyed lists of one value row, open objects
/// recorded for members to be added by key; plain reading keeps titles and JSON text.
final class SchemaEditFormTests: SchemaFormTestCase {
    private static let schema = #"""
    {"type": "object", "properties": {
      "requires-python": {"type": "string", "title": "Python version compatibility"},
      "timeout-minutes": {"type": "integer"},
      "env": {"type": "object", "additionalProperties": {"type": "string"}},
      "limits": {"type": "object", "patternProperties": {"^[a-z]+$": {"type": "integer", "minimum": 0}}},
      "level": {"type": "object", "additionalProperties": {"enum": ["off", "warn", "error"]}},
      "closed": {"type": "object", "additionalProperties": false, "required": ["a"], "properties": {"a": {"type": "string", "title": "The A"}}},
      "expose": {"type": "array", "items": {"type": ["string", "number"]}}
    }}
    """#

    private func edited(_ text: String = schema) throws -> Form {
        try FormLoader.loaded(JSONReader.document(bytes: Array(text.utf8), file: "s.json", syntax: .jsonc), file: "s.json",
                              editing: true).form
    }

    func testEditRowsAreLabelledByKeyAndTheTitleIsTheHint() throws {
        let form = KeyLabels.applied(to: try edited())
        XCTAssertEqual(try row(form, "requires-python").title, "requires-python")
        XCTAssertEqual(try row(form, "requires-python").hint, "Python version compatibility")
        XCTAssertEqual(try row(form, "timeout-minutes").title, "timeout-minutes")
        XCTAssertNil(try row(form, "timeout-minutes").hint, "a title made from the key says nothing more")
        XCTAssertEqual(try row(form, "closed.a").title, "a")
        XCTAssertEqual(try row(form, "closed.a").hint, "The A")
        XCTAssertEqual(form.sections.first { $0.rows.contains { $0.tag == "closed.a" } }?.title, "closed")
        XCTAssertTrue(form.showsUndeclaredMembers)
        let plain = try load(Self.schema).form
        XCTAssertEqual(try row(plain, "requires-python").title, "Python version compatibility", "outside --edit titles stay")
        XCTAssertFalse(plain.showsUndeclaredMembers)
    }

    func testKeyLabelsReachSubFormsBuiltLater() throws {
        let form = KeyLabels.applied(to: try edited(#"{"type": "object", "properties": {"jobs": {"type": "object", "additionalProperties": {"type": "object", "properties": {"runs-on": {"type": "string", "title": "Runner"}}}}}}"#))
        let item = try XCTUnwrap(try row(form, "jobs").subForm?.resolved())
        XCTAssertEqual(try row(item, "runs-on").title, "runs-on")
        XCTAssertEqual(try row(item, "runs-on").hint, "Runner")
        XCTAssertTrue(item.showsUndeclaredMembers)
    }

    func testMapsOfScalarsAreKeyedListsOfOneValueRowWhenEditing() throws {
        let form = try edited()
        for (tag, type) in [("env", RowType.text), ("limits", .integer), ("level", .segmentedControl)] {
            let list = try row(form, tag)
            XCTAssertEqual(list.type, .list, tag)
            XCTAssertEqual(list.subForm?.keyed, true, tag)
            let item = try XCTUnwrap(list.subForm?.resolved(), tag)
            let value = try row(item, try XCTUnwrap(item.documentRow, tag))
            XCTAssertEqual(value.type, type, tag)
            XCTAssertEqual(value.keyPath, [], "the value row is the item's whole value")
        }
        let plain = try load(Self.schema).form
        XCTAssertEqual(try row(plain, "env").encoding, .jsonText, "outside --edit a map of strings stays JSON text")
    }

    func testAMapOfScalarsReadsAndWritesItsValuesAsTheyAre() throws {
        var form = try edited()
        let values = try GivenValues.apply(text: #"{"env": {"A": "1", "B": ""}, "limits": {"cpu": 2}}"#, file: "v.json", to: &form)
        XCTAssertEqual(values["env"], .object([Value.Member(key: "A", value: .string("1")), Value.Member(key: "B", value: .string(""))]))
        let json = OutputWriter.json(OutputCollector.output(form: form, values: { values[$0.tag] ?? $0.value }, isVisible: { _ in true }), compact: true)
        XCTAssertEqual(json, #"{"env":{"A":"1","B":""},"limits":{"cpu":2}}"# + "\n")
        var refused = try edited()
        XCTAssertThrowsError(try GivenValues.apply(text: #"{"limits": {"cpu": "two"}}"#, file: "v.json", to: &refused))
    }

    func testOpenObjectsAreRecordedForMembersToBeAddedByKey() throws {
        let form = try edited()
        XCTAssertEqual(form.instance?.openObjects, [[]], "the root takes other members; `closed` does not")
        XCTAssertTrue(SchemaFormReader.takesOtherMembers(JSONNode(.object([]), at: .unknown)))
    }

    func testAListOfStringsAndNumbersIsJSONText() throws {
        let form = try edited()
        XCTAssertEqual(try row(form, "expose").encoding, .jsonText)
        XCTAssertEqual(try row(try load(Self.schema).form, "expose").encoding, .jsonText)
    }
}
