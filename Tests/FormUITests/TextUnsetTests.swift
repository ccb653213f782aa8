import XCTest
import FormCore
import FormJSON
@testable import FormUI
@testable import FormScreen
import FormSchema

/// Delete on a text or number row (issue 29, "defaults on purpose"): at the end of the text, where
/// it has nothing to erase, the row goes back to not set (the default placeholder shows again, the
/// member is left out); inside the text it erases the next character; a required row refuses.
final class TextUnsetTests: XCTestCase {
    private static let schema = #"""
    {"type": "object", "required": ["name"], "properties": {
      "name": {"title": "Name", "type": "string"},
      "timeout": {"title": "Timeout", "type": "integer", "default": 360},
      "host": {"title": "Host", "type": "string"}}}
    """#

    private func state(focus: String, values: String = #"{"name": "db", "timeout": 30, "host": "example.org"}"#) throws -> FormState {
        let given = try JSONReader.parse(values)
        let loaded = try FormLoader.read(text: Self.schema, file: "s.json", values: given)
        var prefill: [String: Value] = [:]
        for row in loaded.form.allRows where row.type.carriesValue {
            if let member = given.members?.first(where: { $0.key == row.tag }) { prefill[row.tag] = Value(json: member.value) }
        }
        var state = FormState(form: loaded.form, prefill: prefill)
        state.focus(on: focus)
        return state
    }

    private func output(_ state: FormState) -> String {
        OutputWriter.json(state.outputEntries, compact: true)
    }

    private func line(_ state: FormState, _ title: String) -> String {
        let text = Layout.frame(for: state, rows: 12, cols: 60, options: LayoutOptions(ascii: true)).frame.text
        return text.split(separator: "\n").first { $0.contains(title) }.map(String.init) ?? ""
    }

    func testDeleteAtTheEndOfANumberSetsItBackToNotSet() throws {
        var state = try state(focus: "timeout")
        XCTAssertTrue(line(state, "Timeout").contains("30"), line(state, "Timeout"))
        Update.apply(.delete, to: &state)
        XCTAssertEqual(state.value(of: "timeout"), .null)
        XCTAssertNil(state.status)
        XCTAssertTrue(line(state, "Timeout").contains("default: 360"), line(state, "Timeout"))
        XCTAssertEqual(output(state), #"{"name":"db","host":"example.org"}"# + "\n")
    }

    func testDeleteAtTheEndOfATextSetsItBackToNotSet() throws {
        var state = try state(focus: "host")
        Update.apply(.delete, to: &state)
        XCTAssertEqual(state.value(of: "host"), .null)
        XCTAssertEqual(output(state), #"{"name":"db","timeout":30}"# + "\n")
    }

    func testDeleteInsideTheTextErasesOneCharacter() throws {
        var state = try state(focus: "timeout", values: #"{"name": "db", "timeout": 3600}"#)
        Update.apply(.home, to: &state)
        Update.apply(.delete, to: &state)
        XCTAssertEqual(state.value(of: "timeout"), .number(600))
        Update.apply(.right, to: &state)
        Update.apply(.delete, to: &state)
        XCTAssertEqual(state.value(of: "timeout"), .number(60))
    }

    func testARequiredRowRefusesWithTheReason() throws {
        var state = try state(focus: "name")
        Update.apply(.delete, to: &state)
        XCTAssertEqual(state.value(of: "name"), .string("db"))
        XCTAssertEqual(state.status, StatusMessage("Name is required: it cannot be cleared", isError: true))
    }

    func testDeleteOnAnEmptyRowChangesNothing() throws {
        var state = try state(focus: "host", values: #"{"name": "db"}"#)
        Update.apply(.delete, to: &state)
        XCTAssertEqual(state.value(of: "host"), .null)
        XCTAssertNil(state.status)
    }

    func testF1NamesDeleteAtTheEnd() throws {
        let state = try state(focus: "timeout")
        let row = try XCTUnwrap(state.form.row("timeout"))
        let bindings = RowKinds.kind(for: row.type).bindings(for: row, in: state)
        XCTAssertTrue(bindings.contains { $0.matches(.delete) && $0.help.hasPrefix("at the end of the text: set the row back to not set") })
    }
}
