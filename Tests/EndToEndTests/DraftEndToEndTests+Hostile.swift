import Foundation
import XCTest

/// Issue #16, rows 9, 10, 11 and 16: a question is answered only by `y`/`n` typed on its own
/// (never a letter of a word, a burst or a paste), drafts are per session, and the drafts folder
/// must be the user's own real folder.
extension DraftEndToEndTests {
    /// Leaves a draft holding `name` (typed, then SIGHUP).
    private func leaveADraft(_ form: String, name: String = "Ada") throws {
        let first = try start([], form: form)
        first.waitForScreen(containing: "Secret")
        first.send(keys: [name])
        waitForDraft(of: first, containing: name)
        first.signal(SIGHUP)
        XCTAssertEqual(first.waitForExit(), 128 + SIGHUP)
    }

    /// Row 9: `Dennis` arriving at the resume question answers nothing, deletes nothing and types
    /// nothing into the form; a lone `y` then resumes.
    func testAWordAtTheResumeQuestionIsRefusedWhole() throws {
        let form = try makeFile("form.json", Self.form)
        try leaveADraft(form)
        let second = try start(["--compact"], form: form)
        second.waitForScreen(containing: "Resume your answers to")
        second.send("Dennis")
        XCTAssertTrue(second.waitForScreen(containing: "Answer y, n or Esc"), second.ttyOutput)
        XCTAssertEqual(drafts().count, 1, "the n of Dennis did not delete the draft")
        second.send("y")
        second.waitForScreen(containing: "Resumed the answers")
        XCTAssertTrue(second.screen.text.contains("Ada"))
        XCTAssertFalse(second.screen.text.contains("nis"), second.screen.text)
        second.send(keys: ["C-s"])
        XCTAssertEqual(second.waitForExit(), 0, second.stderr)
        XCTAssertEqual(second.stdout, #"{"name":"Ada","city":null,"pin":null}"# + "\n")
    }

    /// Row 9, typed key by key: the `n` is the rest of a refused word; Esc starts without the
    /// draft and keeps it.
    func testAWordTypedKeyByKeyAtTheResumeQuestionAndEscKeepTheDraft() throws {
        let form = try makeFile("form.json", Self.form)
        try leaveADraft(form)
        let second = try start(["--compact"], form: form)
        second.waitForScreen(containing: "Resume your answers to")
        second.send(keys: ["D", "e", "n", "n", "i", "s"])
        second.waitForScreen(containing: "Answer y, n or Esc")
        XCTAssertTrue(second.isRunning)
        second.send(keys: ["Esc"])
        second.waitForScreen(containing: "Secret")
        XCTAssertFalse(second.screen.text.contains("Ada"), "Esc starts from the form's own values")
        XCTAssertFalse(second.screen.text.contains("nis"), second.screen.text)
        XCTAssertEqual(drafts().count, 1, "Esc keeps the draft")
        second.send(keys: ["C-s"])
        XCTAssertEqual(second.waitForExit(), 0, second.stderr)
        XCTAssertEqual(drafts().count, 1, "the submit removes only this session's draft (it had none)")
        XCTAssertTrue(drafts().first?.contains("Ada") == true)
    }

    /// Esc typed right after a word reaches the resume question in the same read as the word's
    /// last letters: it still answers (it only ever goes back), and the word answers nothing.
    func testEscReadTogetherWithAWordAtTheResumeQuestionStillAnswers() throws {
        let form = try makeFile("form.json", Self.form)
        try leaveADraft(form)
        let second = try start(["--compact"], form: form)
        second.waitForScreen(containing: "Resume your answers to")
        second.send("Dennis\u{1B}")
        second.waitForScreen(containing: "Secret")
        XCTAssertFalse(second.screen.text.contains("Ada"), "Esc starts from the form's own values")
        XCTAssertEqual(drafts().count, 1, "Esc keeps the draft")
        second.send(keys: ["C-s"])
        XCTAssertEqual(second.waitForExit(), 0, second.stderr)
        XCTAssertTrue(drafts().first?.contains("Ada") == true)
    }

    /// Row 11: after Esc, `Mary` (arriving together, or partly key by key) never discards.
    /// The key-by-key case ends in a burst (`ry`): a `y` typed alone within 500 ms of the word's
    /// other letters is the rest of the word only if the program reads it within 500 ms, which a
    /// starved CI machine does not promise; `QuestionKeysTests` and `QuestionArrivalTests` hold
    /// that timing rule without a clock.
    func testAWordAtTheDiscardQuestionNeverDiscards() throws {
        let form = try makeFile("form.json", Self.form)
        let session = try start([], form: form)
        session.waitForScreen(containing: "Secret")
        session.send(keys: ["Ada"])
        waitForDraft(of: session, containing: "Ada")
        for typing in [["Mary"], ["M", "a", "ry"]] {
            session.send(keys: ["Esc"])
            session.waitForScreen(containing: "Discard changes? (y/n)")
            session.send(keys: typing)
            session.waitForScreen(containing: "Answer y or n")
            XCTAssertTrue(session.isRunning, "\(typing) discarded the form")
            XCTAssertEqual(drafts().count, 1)
            session.send(keys: ["Esc"])
            session.waitForScreen("the question gone") { !$0.text.contains("Discard changes?") }
            XCTAssertTrue(session.screen.text.contains("Ada"), "\(typing): \(session.screen.text)")
            XCTAssertFalse(session.screen.text.contains("Mary") || session.screen.text.contains("ary"), session.screen.text)
        }
        session.send(keys: ["Esc"])
        session.waitForScreen(containing: "Discard changes? (y/n)")
        session.send("y")
        XCTAssertEqual(session.waitForExit(), 1)
        XCTAssertEqual(drafts(), [])
    }

    /// Row 10: two sessions on one form keep a draft each; the second is told about the first;
    /// one's submit never removes the other's draft, and the next run resumes what is left.
    func testTwoSessionsOnOneFormKeepADraftEach() throws {
        let form = try makeFile("form.json", Self.form)
        let first = try start([], form: form)
        first.waitForScreen(containing: "Secret")
        first.send(keys: ["Ada"])
        waitForDrafts("Ada", of: first) { $0.contains { $0.contains("Ada") } }

        let second = try start([], form: form)
        XCTAssertTrue(second.waitForScreen(containing: "Another formrun (pid \(first.pid))"), second.screen.text)
        XCTAssertFalse(second.ttyOutput.contains("Resume"), "the first session's draft is not offered while it runs")
        second.send(keys: ["Bob"])
        waitForDrafts("a draft each", of: second) { $0.count == 2 }

        first.signal(SIGHUP)
        XCTAssertEqual(first.waitForExit(), 128 + SIGHUP)
        second.send(keys: ["C-s"])
        XCTAssertEqual(second.waitForExit(), 0, second.stderr)
        XCTAssertEqual(drafts().count, 1)
        XCTAssertTrue(drafts().first?.contains("Ada") == true, "the first session's answers survive the second's submit")

        let third = try start(["--resume", "--compact"], form: form)
        third.waitForScreen(containing: "Ada")
        third.send(keys: ["C-s"])
        XCTAssertEqual(third.waitForExit(), 0, third.stderr)
        XCTAssertEqual(third.stdout, #"{"name":"Ada","city":null,"pin":null}"# + "\n")
        XCTAssertEqual(drafts(), [])
    }

    /// Row 16: a drafts folder others can write (with a planted draft in it), or a symlink: no
    /// draft is read or kept, the status line says why, the link's target is left alone.
    func testAnUnsafeDraftsFolderKeepsNoDraft() throws {
        let form = try makeFile("form.json", Self.form)
        try leaveADraft(form)
        XCTAssertEqual(chmod(draftFolder, 0o777), 0)
        let open = try start([], form: form)
        XCTAssertTrue(open.waitForScreen(containing: "No draft is kept: others can write to the drafts folder"), open.screen.text)
        XCTAssertFalse(open.ttyOutput.contains("Resume"), "a draft in a folder others can write is never offered")
        open.send(keys: ["Eve"])
        open.waitForScreen(containing: "Eve")
        open.signal(SIGHUP)
        _ = open.waitForExit()
        XCTAssertFalse(drafts().contains { $0.contains("Eve") })

        XCTAssertEqual(chmod(draftFolder, 0o700), 0)
        let target = scratchPath("target")
        try FileManager.default.moveItem(atPath: draftFolder, toPath: target)
        XCTAssertEqual(chmod(target, 0o755), 0)
        XCTAssertEqual(symlink(target, draftFolder), 0)
        let before = try FileManager.default.contentsOfDirectory(atPath: target).sorted()
        let linked = try start([], form: form)
        XCTAssertTrue(linked.waitForScreen(containing: "No draft is kept: the drafts folder is a symbolic link"), linked.screen.text)
        linked.send(keys: ["Eve"])
        linked.waitForScreen(containing: "Eve")
        linked.signal(SIGHUP)
        _ = linked.waitForExit()
        var info = stat()
        XCTAssertEqual(stat(target, &info), 0)
        XCTAssertEqual(info.st_mode & 0o777, 0o755, "the link's target is never chmodded")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: target).sorted(), before, "nothing written through the link")
    }
}
