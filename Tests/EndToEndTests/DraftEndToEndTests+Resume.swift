import Foundation
import XCTest

/// Resuming a draft (issue #15): the question names the form, the focus comes back to the row
/// the person was on, and the resumed answers count as changes (Esc asks before throwing them away).
extension DraftEndToEndTests {
    static let titledForm = """
    { "title": "Create your account", "sections": [ { "tag": "main", "rows": [
        { "tag": "name", "type": "text", "title": "Name" },
        { "tag": "email", "type": "text", "title": "Email" },
        { "tag": "city", "type": "text", "title": "City" },
        { "tag": "note", "type": "text", "title": "Note" } ] } ] }
    """

    /// Waits until the focused row (the one with the focus mark in its gutter, the cursor on its
    /// line) is the one titled `title`.
    private func waitForFocus(on title: String, in session: PtySession, file: StaticString = #filePath, line: UInt = #line) {
        session.waitForScreen("the focus on \(title)", file: file, line: line) { screen in
            let marked = screen.lines.indices.filter { screen.lines[$0].contains("▸") }
            return marked == [screen.row] && screen.lines[screen.row].contains("▸" + title)
        }
    }

    /// Fills name and email, moves to the city, types there, then hangs up: a draft with the focus on `city`.
    private func leaveADraftOnTheCity(_ form: String) throws {
        let first = try start([], form: form)
        first.waitForScreen(containing: "Note")
        first.send(keys: ["Ada", "Down", "ada@example.org", "Down", "Par"])
        first.waitForScreen(containing: "Par")
        waitForDraft(of: first, containing: #""focus":"city""#)
        first.signal(SIGHUP)
        XCTAssertEqual(first.waitForExit(), 128 + SIGHUP)
    }

    func testTheQuestionNamesTheFormAndYesPutsTheFocusBackOnTheRow() throws {
        let form = try makeFile("form.json", Self.titledForm)
        try leaveADraftOnTheCity(form)

        let second = try start(["--compact"], form: form)
        XCTAssertTrue(second.waitForScreen(containing: #"Resume your answers to "Create your account" from "#), second.ttyOutput)
        XCTAssertTrue(second.waitForScreen(containing: "(y: resume,"), second.ttyOutput)
        second.send("y")
        second.waitForScreen(containing: "Resumed the answers")
        waitForFocus(on: "City", in: second)
        second.send("is")
        second.waitForScreen(containing: "Paris")
        second.send(keys: ["C-s"])
        XCTAssertEqual(second.waitForExit(), 0, second.stderr)
        XCTAssertEqual(second.stdout, #"{"name":"Ada","email":"ada@example.org","city":"Paris","note":null}"# + "\n")
    }

    func testAFormWithoutATitleIsNamedByItsFile() throws {
        let form = try makeFile("signup.json", Self.form)
        let first = try start([], form: form)
        first.waitForScreen(containing: "Secret")
        first.send(keys: ["Ada"])
        waitForDraft(of: first, containing: "Ada")
        first.signal(SIGHUP)
        _ = first.waitForExit()

        let second = try start([], form: form)
        XCTAssertTrue(second.waitForScreen(containing: #"Resume your answers to "signup.json" from "#), second.ttyOutput)
        second.send("n")
        second.waitForScreen(containing: "Secret")
        second.send(keys: ["Esc"])
        XCTAssertEqual(second.waitForExit(), 1)
    }

    func testAFocusRowThatIsGoneStartsOnTheFirstRow() throws {
        let form = try makeFile("form.json", Self.titledForm)
        try leaveADraftOnTheCity(form)
        _ = try makeFile("form.json", Self.titledForm.replacingOccurrences(of: #""title": "City""#,
                                                                           with: #""title": "City", "hidden": true"#))
        let second = try start(["--resume"], form: form)
        second.waitForScreen(containing: "ada@example.org")
        waitForFocus(on: "Name", in: second)
    }

    func testEscAfterResumingAsksBeforeDiscarding() throws {
        let form = try makeFile("form.json", Self.titledForm)
        try leaveADraftOnTheCity(form)

        let second = try start(["--resume"], form: form)
        second.waitForScreen(containing: "ada@example.org")
        second.send(keys: ["Esc"])
        XCTAssertTrue(second.waitForScreen(containing: "Discard changes? (y/n)"))
        second.send("n")
        // An answer is a key on its own: the next keys come once the question is gone.
        second.waitForScreen("the question gone") { !$0.text.contains("Discard changes?") }
        second.send("is")
        second.waitForScreen(containing: "Paris")
        XCTAssertEqual(drafts().count, 1, "n keeps the form and its draft")
        second.send(keys: ["Esc"])
        second.waitForScreen(containing: "Discard changes? (y/n)")
        second.send("y")
        XCTAssertEqual(second.waitForExit(), 1)
        XCTAssertEqual(drafts(), [], "a confirmed discard removes the draft, as for answers typed in this run")
    }
}
