import Foundation
import XCTest
import FormCore
import FormDrafts

/// Drafts (issue #8): what a person typed survives `kill -9`, SIGHUP and a failed output, is
/// offered back at the next start, never holds a password, and is gone after a delivered submit.
final class DraftEndToEndTests: FormrunTestCase {
    static let form = """
    { "sections": [ { "tag": "main", "rows": [
        { "tag": "name", "type": "text", "title": "Name" },
        { "tag": "city", "type": "text", "title": "City" },
        { "tag": "pin", "type": "password", "title": "Secret" } ] } ] }
    """

    private var state: String { scratchPath("state") }
    var draftFolder: String { state + "/formrun/drafts" }

    func start(_ arguments: [String], form: String) throws -> PtySession {
        try PtySession.formrun(arguments + [form], environment: ["XDG_STATE_HOME": state])
    }

    /// The drafts in the folder as one object each (the snapshot with its journal applied, as a
    /// start reads it back), not the temporary file of a write under way: it may never be renamed
    /// over the draft (a kill in between).
    func drafts() -> [String] {
        rawDrafts().map { text in
            guard case .replayed(let root) = DraftReplay.replay(Array(text.utf8)) else { return text }
            var out = ""
            OutputWriter.write(root, indent: 0, compact: true, into: &out)
            return out + "\n"
        }
    }

    /// The draft files' texts as they are: a snapshot line, then the journal's lines.
    func rawDrafts() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: draftFolder)) ?? []
        return names.filter { $0.hasSuffix(".json") }.compactMap { try? String(contentsOfFile: draftFolder + "/" + $0, encoding: .utf8) }
    }

    /// Types a name, a city and a secret, and waits until the draft holds the city.
    private func typeValues(into session: PtySession) {
        session.waitForScreen(containing: "Secret")
        session.send(keys: ["Ada", "Down", "Paris", "Down", "s3cret"])
        session.waitForScreen(containing: "Paris")
        session.waitForScreen(containing: "••••••")
        waitForDraft(of: session, containing: "Paris")
    }

    /// Starts formrun on a new form file and types the values into it.
    private func startTyping() throws -> (form: String, session: PtySession) {
        let form = try makeFile("form.json", Self.form)
        let session = try start([], form: form)
        typeValues(into: session)
        return (form, session)
    }

    /// Starts formrun with `--resume`, submits, and checks that the typed values came back.
    private func resumeAndSubmit(_ form: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let session = try start(["--resume", "--compact"], form: form)
        session.waitForScreen(containing: "Paris", file: file, line: line)
        XCTAssertFalse(session.ttyOutput.contains("Resume your answers to"), file: file, line: line)
        session.send(keys: ["C-s"])
        XCTAssertEqual(session.waitForExit(), 0, session.stderr, file: file, line: line)
        XCTAssertEqual(session.stdout, #"{"name":"Ada","city":"Paris","pin":null}"# + "\n", file: file, line: line)
    }

    /// Waits until the drafts in the folder (their texts) are as `holds` wants them: the draft
    /// files themselves, which are written after the frame, so that a test never kills `session`
    /// or reads the folder before the write. On timeout the test fails with the drafts there,
    /// the screen and stderr.
    @discardableResult
    func waitForDrafts(_ description: String, of session: PtySession, file: StaticString = #filePath, line: UInt = #line,
                       where holds: ([String]) -> Bool) -> Bool {
        session.waitFor("the drafts to hold \(description) (they hold \(drafts()))", file: file, line: line) { holds(drafts()) }
    }

    /// Waits until the draft holds `text` (see `waitForDrafts`).
    @discardableResult
    func waitForDraft(of session: PtySession, containing text: String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        waitForDrafts(text.debugDescription, of: session, file: file, line: line) { $0.first?.contains(text) == true }
    }

    func testKillNineKeepsTheValuesAndYesBringsThemBack() throws {
        let (form, first) = try startTyping()
        first.signal(SIGKILL)
        _ = first.waitForExit()
        XCTAssertEqual(drafts().count, 1)
        let text = drafts().first ?? ""
        XCTAssertFalse(text.contains("s3cret"), text)
        XCTAssertFalse(text.contains("pin"), text)
        var info = stat()
        XCTAssertEqual(stat(draftFolder, &info), 0)
        XCTAssertEqual(info.st_mode & 0o777, 0o700)

        let second = try start(["--compact"], form: form)
        XCTAssertTrue(second.waitForScreen(containing: "Resume your answers to"), second.ttyOutput)
        XCTAssertTrue(second.waitForScreen(containing: "(y: resume,"), second.ttyOutput)
        second.send("y")
        second.waitForScreen(containing: "Paris")
        XCTAssertTrue(second.screen.text.contains("Ada"))
        second.waitForScreen(containing: "Resumed the answers")
        second.send(keys: ["C-s"])
        XCTAssertEqual(second.waitForExit(), 0, second.stderr)
        XCTAssertEqual(second.stdout, #"{"name":"Ada","city":"Paris","pin":null}"# + "\n")
        XCTAssertEqual(drafts(), [], "a delivered submit removes the draft")

        // No draft, so no question: the form is drawn at once.
        let third = try start([], form: form)
        XCTAssertTrue(third.waitForScreen(containing: "Secret"))
        XCTAssertFalse(third.ttyOutput.contains("Resume"))
        third.send(keys: ["C-s"])
        XCTAssertEqual(third.waitForExit(), 0)
    }

    func testSIGHUPKeepsTheDraftAndResumeRestoresItWithoutAsking() throws {
        let (form, first) = try startTyping()
        first.signal(SIGHUP)
        XCTAssertEqual(first.waitForExit(), 128 + SIGHUP)
        XCTAssertEqual(drafts().count, 1)

        try resumeAndSubmit(form)
    }

    func testNoStartsFreshAndRemovesTheDraft() throws {
        let (form, first) = try startTyping()
        first.signal(SIGTERM)
        _ = first.waitForExit()
        let second = try start([], form: form)
        XCTAssertTrue(second.waitForScreen(containing: "Resume your answers to"))
        second.send("n")
        second.waitForScreen(containing: "Secret")
        XCTAssertFalse(second.screen.text.contains("Paris"))
        XCTAssertEqual(drafts(), [])
        second.send(keys: ["Esc"])
        XCTAssertEqual(second.waitForExit(), 1)
    }

    func testAConfirmedCancelRemovesTheDraftAndNoDraftWritesNone() throws {
        let (form, first) = try startTyping()
        first.send(keys: ["Esc"])
        first.waitForScreen(containing: "y/n")
        first.send("y")
        XCTAssertEqual(first.waitForExit(), 1)
        XCTAssertEqual(drafts(), [])

        let second = try start(["--no-draft"], form: form)
        second.waitForScreen(containing: "Secret")
        second.send(keys: ["Ada"])
        second.waitForScreen(containing: "Ada")
        second.signal(SIGKILL)
        _ = second.waitForExit()
        XCTAssertEqual(drafts(), [])
    }

    func testAFailedOutputNamesTheDraftAndResumeBringsTheValuesBack() throws {
        let form = try makeFile("form.json", Self.form)
        let folder = scratchPath("out")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let first = try PtySession.formrun(["--output", folder + "/x.json", form],
                                           environment: ["XDG_STATE_HOME": state, "TMPDIR": scratch.path])
        first.waitForScreen(containing: "Secret")
        try FileManager.default.removeItem(atPath: folder)
        typeValues(into: first)
        first.send(keys: ["C-s"])
        XCTAssertEqual(first.waitForExit(), 74, first.stderr)
        XCTAssertEqual(first.restorationProblems, [])
        assertMatches(first.stderr, "the answers are in the draft '" + NSRegularExpression.escapedPattern(for: draftFolder)
                      + "/[0-9a-f]{16}\\.json'; 'formrun --resume' brings them back")

        try resumeAndSubmit(form)
    }

    func testACrashKeepsTheDraft() throws {
        let form = try makeFile("form.json", Self.form)
        let session = try PtySession.formrun([form], environment: ["XDG_STATE_HOME": state, "FORMRUN_TEST_CRASH": "4"])
        session.waitForScreen(containing: "Secret")
        session.send(keys: ["Ada", "x"])
        XCTAssertNotEqual(session.waitForExit(), 0)
        XCTAssertEqual(drafts().count, 1)
        XCTAssertTrue(drafts().first?.contains("Ada") == true, drafts().description)
    }

    func testValuesThatNoLongerFitAreDroppedWithANote() throws {
        let (form, first) = try startTyping()
        first.signal(SIGKILL)
        _ = first.waitForExit()
        _ = try makeFile("form.json", Self.form.replacingOccurrences(of: #""tag": "city", "type": "text""#,
                                                                    with: #""tag": "city", "type": "integer""#))
        let second = try start(["--resume", "--compact"], form: form)
        second.waitForScreen(containing: "dropped 1 that no longer fit the form: 'city'")
        XCTAssertTrue(second.screen.text.contains("Ada"))
        second.send(keys: ["C-s"])
        XCTAssertEqual(second.waitForExit(), 0, second.stderr)
        XCTAssertEqual(second.stdout, #"{"name":"Ada","city":null,"pin":null}"# + "\n")
    }

    func testADeletedRowStaysDeletedWhenResumed() throws {
        let form = try makeFile("form.json", """
        { "sections": [ { "tag": "guests", "title": "Guests", "deletable": true, "rows": [
            { "tag": "g1", "type": "text", "title": "First guest" },
            { "tag": "g2", "type": "text", "title": "Second guest" } ] } ] }
        """)
        let first = try start([], form: form)
        first.waitForScreen(containing: "Second guest")
        first.send(keys: ["Ada", "Down", "C-d"])
        first.waitForScreen(containing: "y/n")
        first.send("y")
        waitForDraft(of: first, containing: #""deleted":["g2"]"#)
        first.signal(SIGKILL)
        _ = first.waitForExit()

        let second = try start(["--resume", "--compact"], form: form)
        second.waitForScreen(containing: "Ada")
        XCTAssertFalse(second.screen.text.contains("Second guest"), second.screen.text)
        second.send(keys: ["C-s"])
        XCTAssertEqual(second.waitForExit(), 0, second.stderr)
        XCTAssertEqual(second.stdout, #"{"g1":"Ada"}"# + "\n")
    }

    func testADraftThatCannotBeWrittenIsANoteAndTheFormGoesOn() throws {
        let form = try makeFile("form.json", Self.form)
        let blocker = try makeFile("not-a-folder", "")
        let session = try PtySession.formrun(["--compact", form], environment: ["XDG_STATE_HOME": blocker])
        session.waitForScreen(containing: "Secret")
        session.send(keys: ["A"])
        session.waitForScreen(containing: "The draft cannot be saved")
        session.send(keys: ["da", "Down", "Paris"])
        session.waitForScreen(containing: "Paris")
        session.send(keys: ["C-s"])
        XCTAssertEqual(session.waitForExit(), 0, session.stderr)
        XCTAssertEqual(session.stdout, #"{"name":"Ada","city":"Paris","pin":null}"# + "\n")
        XCTAssertEqual(session.restorationProblems, [])
    }
}
