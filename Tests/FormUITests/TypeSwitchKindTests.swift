import XCTest
import FormCore
import FormJSON
@testable import FormUI
@testable import FormScreen
import FormSchema

/// `typeSwitch` rows (issue 29): a string-or-list read from a schema is one row; Ctrl-T switches
/// the type it is edited as, typing adds at the end (a list's comma starts an item), Backspace
/// erases, Delete sets it back to not set; the output is of the chosen type.
final class TypeSwitchKindTests: XCTestCase {
    private static let schema = #"""
    {"type": "object", "properties": {
      "runs-on": {"title": "Runs on", "anyOf": [{"type": "string"}, {"type": "array", "items": {"type": "string"}}]},
      "port": {"title": "Port", "type": ["integer", "string"]}}}
    """#

    private func state(values: String? = nil) throws -> FormState {
        let given = try values.map { try JSONReader.parse($0) }
        let loaded = try FormLoader.read(text: Self.schema, file: "s.json", values: given)
        var prefill: [String: Value] = [:]
        if let given {
            for row in loaded.form.allRows where row.type.carriesValue {
                if let member = given.members?.first(where: { $0.key == row.tag }) { prefill[row.tag] = Value(json: member.value) }
            }
        }
        var state = FormState(form: loaded.form, prefill: prefill)
        state.focus(on: "runs-on")
        return state
    }

    private func output(_ state: FormState) -> String {
        OutputWriter.json(state.outputEntries, compact: true)
    }

    private func line(_ state: FormState, _ title: String) -> String {
        let text = Layout.frame(for: state, rows: 12, cols: 60, options: LayoutOptions(ascii: true)).frame.text
        return text.split(separator: "\n").first { $0.contains(title) }.map(String.init) ?? ""
    }

    func testTheRowIsOneTypeSwitchOfTheSchemasAlternatives() throws {
        let state = try state()
        let row = try XCTUnwrap(state.form.row("runs-on"))
        XCTAssertEqual(row.type, .typeSwitch)
        XCTAssertEqual(TypeSwitchRule.alternatives(of: row), [.text, .list])
        XCTAssertEqual(TypeSwitchRule.alternatives(of: try XCTUnwrap(state.form.row("port"))), [.number, .text])
        XCTAssertTrue(line(state, "Runs on").contains("[text]"), line(state, "Runs on"))
    }

    func testCtrlTTurnsTheTextIntoAListAndTypingAddsItems() throws {
        var state = try state(values: #"{"runs-on": "ubuntu-latest"}"#)
        XCTAssertEqual(state.value(of: "runs-on"), .string("ubuntu-latest"))
        Update.apply(.ctrl("t"), to: &state)
        XCTAssertEqual(state.value(of: "runs-on"), .list([.string("ubuntu-latest")]))
        XCTAssertTrue(line(state, "Runs on").contains("[list] ubuntu-latest"), line(state, "Runs on"))
        FormFixtures.type(", self hosted", into: &state)
        XCTAssertEqual(state.value(of: "runs-on"), .list([.string("ubuntu-latest"), .string("self hosted")]))
        XCTAssertEqual(output(state), #"{"runs-on":["ubuntu-latest","self hosted"]}"# + "\n")
        Update.apply(.ctrl("t"), to: &state)
        XCTAssertEqual(state.value(of: "runs-on"), .string("ubuntu-latest, self hosted"), "back to text: the text as shown")
    }

    func testBackspaceErasesAndDropsAnEmptyLastItem() throws {
        var state = try state(values: #"{"runs-on": ["a", "bc"]}"#)
        Update.apply(.backspace, to: &state)
        XCTAssertEqual(state.value(of: "runs-on"), .list([.string("a"), .string("b")]))
        Update.apply(.backspace, to: &state)
        Update.apply(.backspace, to: &state)
        XCTAssertEqual(state.value(of: "runs-on"), .list([.string("a")]))
        FormFixtures.type(",", into: &state)
        XCTAssertEqual(output(state), #"{"runs-on":["a"]}"# + "\n", "an empty last item is not written")
    }

    func testANumberAlternativeTakesOnlyANumber() throws {
        var state = try state()
        state.focus(on: "port")
        FormFixtures.type("80", into: &state)
        XCTAssertEqual(state.value(of: "port"), .number(80))
        let before = state.value(of: "port")
        Update.apply(.char("x"), to: &state)
        XCTAssertEqual(state.value(of: "port"), before, "refused")
        Update.apply(.ctrl("t"), to: &state)
        FormFixtures.type("x", into: &state)
        XCTAssertEqual(state.value(of: "port"), .string("80x"))
        XCTAssertEqual(output(state), #"{"port":"80x"}"# + "\n")
    }

    func testTheTypeChosenForAnUnsetValueIsDrawnAndKept() throws {
        var state = try state()
        state.focus(on: "port")
        XCTAssertTrue(line(state, "Port").contains("[number]"), line(state, "Port"))
        Update.apply(.ctrl("t"), to: &state)
        XCTAssertEqual(state.value(of: "port"), .null, "nothing typed: still not set")
        XCTAssertTrue(line(state, "Port").contains("[text]"), line(state, "Port"))
        FormFixtures.type("x", into: &state)
        XCTAssertEqual(state.value(of: "port"), .string("x"), "typed as the type chosen")
    }

    func testAValueOfNoneOfItsTypesIsKeptAsJSONUntilCleared() throws {
        var state = FormState(form: try FormLoader.read(text: Self.schema, file: "s.json").form,
                              prefill: ["runs-on": .object([Value.Member(key: "group", value: .string("g"))])])
        state.focus(on: "runs-on")
        XCTAssertTrue(line(state, "Runs on").contains(#"[json] {"group":"g"}"#), line(state, "Runs on"))
        Update.apply(.char("x"), to: &state)
        XCTAssertEqual(state.value(of: "runs-on").members?.count, 1, "not typed into")
        Update.apply(.delete, to: &state)
        FormFixtures.type("x", into: &state)
        XCTAssertEqual(state.value(of: "runs-on"), .string("x"))
    }

    func testDeleteSetsTheRowBackToNotSet() throws {
        var state = try state(values: #"{"runs-on": "x"}"#)
        Update.apply(.delete, to: &state)
        XCTAssertEqual(state.value(of: "runs-on"), .null)
        XCTAssertEqual(output(state), "{}\n")
    }

    func testPlainAnswersAreReadAsJSONWhenTheyAreJSON() throws {
        let row = try XCTUnwrap(try state().form.row("runs-on"))
        XCTAssertEqual(try PlainAnswer.value(from: "[self-hosted, linux]", for: row).get(), .list([.string("self-hosted"), .string("linux")]))
        XCTAssertEqual(try PlainAnswer.value(from: #"["a", "b"]"#, for: row).get(), .list([.string("a"), .string("b")]))
        XCTAssertEqual(try PlainAnswer.value(from: "ubuntu-latest", for: row).get(), .string("ubuntu-latest"))
        XCTAssertEqual(try PlainAnswer.value(from: "8080", for: row).get(), .number(8080))
        XCTAssertEqual(try PlainAnswer.value(from: #""8080""#, for: row).get(), .string("8080"))
    }
}
