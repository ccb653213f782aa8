import Foundation
import XCTest

/// Issue #16 row 12: plain mode keeps a draft like the full-screen form — each answer saved, a
/// SIGHUP keeps it, the next run asks (a line prompt) whether to resume; a submit removes it.
extension DraftEndToEndTests {
    func testPlainModeJournalsADraftAndResumesIt() throws {
        let form = try makeFile("form.json", Self.form)
        let first = try start(["--plain"], form: form)
        for (prompt, line) in [("Name. Text: ", "Ada"), ("City. Text: ", "Paris")] {
            first.waitForOutput(containing: prompt)
            first.send(line + "\r")
        }
        first.waitForOutput(containing: "Secret. Password, not shown: ")
        waitForDraft(of: first, containing: "Paris")
        first.signal(SIGHUP)
        XCTAssertEqual(first.waitForExit(), 128 + SIGHUP)
        XCTAssertEqual(drafts().count, 1)
        XCTAssertTrue(drafts().first?.contains("Ada") == true, drafts().description)

        let second = try start(["--plain", "--compact"], form: form)
        second.waitForOutput(containing: #"Resume your answers to "form.json" from "#)
        second.send("Dennis\r")
        second.waitForOutput(containing: "Answer y or n")
        XCTAssertEqual(drafts().count, 1, "a word is no answer")
        second.send("y\r")
        for (prompt, line) in [("Name. Text. Default Ada: ", ""), ("City. Text. Default Paris: ", ""), ("Secret. Password, not shown: ", "s3cret")] {
            second.waitForOutput(containing: prompt)
            second.send(line + "\r")
        }
        second.waitForOutput(containing: "Submit? y to submit, n to cancel, e to edit a row: ")
        XCTAssertFalse(drafts().contains { $0.contains("s3cret") }, "a password is never saved")
        second.send("y\r")
        XCTAssertEqual(second.waitForExit(), 0, second.stderr)
        XCTAssertEqual(second.stdout, #"{"name":"Ada","city":"Paris","pin":"s3cret"}"# + "\n")
        XCTAssertEqual(drafts(), [], "a delivered submit removes the draft")
    }

    /// Issue 28: the plain resume question lists its answers, and Enter alone is the full
    /// screen's Esc: start over, the draft kept for later.
    func testPlainModeEnterAloneStartsOverAndKeepsTheDraft() throws {
        let form = try makeFile("form.json", Self.form)
        let first = try start(["--plain"], form: form)
        first.waitForOutput(containing: "Name. Text: ")
        first.send("Ada\r")
        first.waitForOutput(containing: "City. Text: ")
        waitForDraft(of: first, containing: "Ada")
        first.signal(SIGHUP)
        XCTAssertEqual(first.waitForExit(), 128 + SIGHUP)

        let second = try start(["--plain", "--compact"], form: form)
        second.waitForOutput(containing: "(y: resume, n: start over, Enter: start over, keep the draft)")
        second.send("\r")
        second.waitForOutput(containing: "Name. Text: ")
        second.signal(SIGHUP)
        _ = second.waitForExit()
        XCTAssertTrue(drafts().contains { $0.contains("Ada") }, "the draft is kept for later: \(drafts())")
    }
}
