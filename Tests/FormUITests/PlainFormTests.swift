import XCTest
import FormCore
@testable import FormUI
import FormSchema

/// The plain form's steps: titles, footers and read-only rows said, rows asked in order as
/// conditions show them, answers checked as a submit checks them.
final class PlainFormTests: XCTestCase {
    private let form = """
    { "sections": [
      { "tag": "a", "title": "About", "footer": "Thanks", "rows": [
        { "tag": "note", "type": "info", "title": "Note", "value": "read me" },
        { "tag": "more", "type": "switch", "title": "More" },
        { "tag": "why", "type": "text", "title": "Why", "required": true, "hidden": "!$more" } ] },
      { "tag": "b", "rows": [ { "tag": "n", "type": "integer", "title": "N", "max": 3 },
        { "tag": "go", "type": "pushButton", "title": "Go", "action": "submit" } ] } ] }
    """

    func testStepsFollowTheFormAndItsConditions() throws {
        var plain = PlainForm(form: try FormLoader.parse(text: form, file: "f.json"))
        XCTAssertEqual(plain.next(), .say("About"), "the section starts with text to read: its title is a line of its own")
        XCTAssertEqual(plain.next(), .say("Note: read me"))
        XCTAssertEqual(plain.next(), .ask("more"))
        let more = try XCTUnwrap(plain.state.row("more"))
        XCTAssertEqual(plain.question(for: more).prompt, "More. Yes or no. Default no: ")
        XCTAssertEqual(plain.answer("perhaps", for: more), "Answer y or n")
        XCTAssertNil(plain.answer("y", for: more))
        XCTAssertEqual(plain.next(), .ask("why"), "the answer showed it")
        let why = try XCTUnwrap(plain.state.row("why"))
        XCTAssertEqual(plain.question(for: why).prompt, "Why. Text. Required: ")
        XCTAssertEqual(plain.answer("", for: why), "Why is required")
        XCTAssertNil(plain.answer("because", for: why))
        XCTAssertEqual(plain.next(), .say("Thanks"))
        XCTAssertEqual(plain.next(), .ask("n"))
        let n = try XCTUnwrap(plain.state.row("n"))
        XCTAssertEqual(plain.answer("4", for: n), "Must be at most 3")
        XCTAssertNil(plain.answer("3", for: n))
        XCTAssertEqual(plain.next(), .done)
        XCTAssertEqual(plain.state.outputEntries.map(\.key), ["more", "why", "n"])
        XCTAssertEqual(plain.summary.map(\.value), ["yes", "because", "3"])
        plain.reopen("why")
        XCTAssertEqual(plain.next(), .ask("why"))
    }

    /// Issue 28: a placeholder is read as an example, and a required row with a value an empty
    /// answer keeps says that value only.
    func testAPlaceholderIsAnExampleAndADefaultIsNotAlsoRequired() throws {
        let text = """
        { "sections": [ { "rows": [
          { "tag": "email", "type": "email", "title": "Email", "placeholder": "you@example.com", "required": true },
          { "tag": "stars", "type": "rating", "title": "Stars", "value": 3, "required": true } ] } ] }
        """
        let plain = PlainForm(form: try FormLoader.parse(text: text, file: "f.json"))
        let email = try XCTUnwrap(plain.state.row("email")), stars = try XCTUnwrap(plain.state.row("stars"))
        XCTAssertEqual(plain.question(for: email).prompt, "Email. Email address. For example you@example.com. Required: ")
        let prompt = plain.question(for: stars).prompt
        XCTAssertTrue(prompt.contains("Default 3"), prompt)
        XCTAssertFalse(prompt.contains("Required"), prompt)
    }

    func testAMultipleChoiceListsItsOptionsAndTakesSeveral() throws {
        let text = """
        { "sections": [ { "rows": [ { "tag": "m", "type": "multipleSelect", "title": "Langs", "value": ["go"],
          "options": [{"title": "Swift", "value": "swift"}, {"title": "Go", "value": "go"}, {"title": "Zig", "value": "zig"}] } ] } ] }
        """
        var plain = PlainForm(form: try FormLoader.parse(text: text, file: "f.json"))
        XCTAssertEqual(plain.next(), .ask("m"))
        let row = try XCTUnwrap(plain.state.row("m"))
        let question = plain.question(for: row)
        XCTAssertEqual(question.lines, [])
        XCTAssertEqual(question.prompt, "Langs. Choose any of 3, separated by commas: 1) Swift  2) Go  3) Zig. Default Go: ")
        XCTAssertNil(plain.answer("1,3", for: row))
        XCTAssertEqual(plain.state.value(of: "m"), .list([.string("swift"), .string("zig")]))
    }

    /// Issue #19: a JSON Schema's description of a yes-or-no property is said in its prompt,
    /// before the answer, not as a line after it.
    func testASchemaDescriptionIsSaidInThePromptNotAfter() throws {
        let schema = """
        {"type": "object", "properties": {"debug": {"type": "boolean", "title": "Debug", "description": "Log every request."}}}
        """
        var plain = PlainForm(form: try FormLoader.parse(text: schema, file: "s.json"))
        XCTAssertEqual(plain.next(), .ask("debug"))
        let row = try XCTUnwrap(plain.state.row("debug"))
        XCTAssertEqual(plain.question(for: row).prompt, "Debug. Yes or no. Log every request. Default no: ")
        XCTAssertNil(plain.answer("y", for: row))
        XCTAssertEqual(plain.next(), .done, "the description is not said again after the answer")
    }
}
