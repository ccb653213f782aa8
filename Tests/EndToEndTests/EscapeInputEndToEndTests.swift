import Foundation
import XCTest

/// What a terminal sends besides keys (issue #8, rows 4, 5 and 12): Alt-keys, mouse reports,
/// focus events, replies and strings are read whole and dropped; a bracketed paste is text.
final class EscapeInputEndToEndTests: FormrunTestCase {
    static let form = """
    { "sections": [ { "rows": [
        { "tag": "name", "type": "text", "title": "Name" },
        { "tag": "notes", "type": "textView", "title": "Notes", "height": 3 }
    ] } ] }
    """

    private func start() throws -> PtySession {
        let session = try PtySession.formrun([try makeFile("form.json", Self.form)])
        XCTAssertTrue(session.waitForScreen(containing: "Notes"), session.stderr)
        return session
    }

    func testSequencesFormrunDoesNotKnowAreNeitherTypedNorActedUpon() throws {
        let session = try start()
        session.send(keys: ["A", "d"])
        session.waitForScreen(containing: "Ad")
        for sequence in ["\u{1B}y", "\u{1B}[<0;10;5M", "\u{1B}[<0;10;5m", "\u{1B}[M !!", "\u{1B}[I", "\u{1B}[O",
                         "\u{1B}[?1;2c", "\u{1B}]0;title\u{07}", "\u{1B}[25~",
                         "\u{1B}[" + String(repeating: "9", count: 5_000) + "A"] {
            session.send(sequence)
        }
        session.send(keys: ["a", "\u{1B}[1;5D", "!"])
        session.waitForScreen(containing: "Ad!a")
        XCTAssertFalse(session.screen.text.contains("Discard"), session.screen.text)
        session.send(keys: ["C-s"])
        XCTAssertEqual(session.waitForExit(), 0, session.stderr)
        XCTAssertEqual(jsonObject(session.stdout), ["name": "Ad!a", "notes": NSNull()] as NSDictionary, session.stdout)
    }

    /// Issue #16 row 21: Esc and a resize right after it (within the wait for a sequence) are both
    /// taken: the question, and a layout at the new size.
    func testEscThenAResizeAtOnceAreBothTaken() throws {
        let session = try start()
        session.send(keys: ["A"])
        session.waitForScreen(containing: "Name     A")
        session.send("\u{1B}")
        session.resize(rows: 20, cols: 60)
        session.waitForScreen(containing: "Discard changes? (y/n)")
        session.waitForScreen("the box redrawn 60 wide") { screen in
            screen.lines.contains { $0.hasPrefix(" └") && $0.hasSuffix("┘") && $0.count == 59 }
        }
        session.send(keys: ["n", "C-c"])
        XCTAssertEqual(session.waitForExit(), 130)
    }

    func testABracketedPasteIsTextAndNothingElse() throws {
        let session = try start()
        XCTAssertTrue(session.ttyOutput.contains("\u{1B}[?2004h"), "bracketed paste is turned on")
        session.send("\u{1B}[200~one\u{13}\u{1B}y\ntwo\u{1B}[201~")
        session.waitForScreen(containing: "two")
        XCTAssertFalse(session.screen.text.contains("Discard"), session.screen.text)
        session.send(keys: ["Down"])
        session.send("\u{1B}[200~l1\r\nl2\u{1B}[201~")
        session.waitForScreen(containing: "l2")
        let cjk = String(repeating: "漢", count: 20_000)
        session.send(keys: ["Up", "Up"])
        session.send("\u{1B}[200~" + cjk + "\u{1B}[201~")
        session.send(keys: ["C-s"])
        XCTAssertEqual(session.waitForExit(), 0, session.stderr)
        XCTAssertEqual(jsonObject(session.stdout),
                       ["name": "one\u{13}\u{1B}y two" + cjk, "notes": "l1\nl2"] as NSDictionary)
        XCTAssertEqual(session.restorationProblems, [], "bracketed paste is turned off again")
    }

    func testScalarsThatJoinTheLetterBeforeThemAreEditedAsOneCharacter() throws {
        let session = try start()
        session.send(keys: ["e", "\u{301}", "👍", "\u{1F3FD}", "x", "Backspace"])
        session.waitForScreen(containing: "👍\u{1F3FD}")
        session.send(keys: ["Backspace", "C-s"])
        XCTAssertEqual(session.waitForExit(), 0, session.stderr)
        let name = jsonObject(session.stdout)?["name"] as? String
        XCTAssertEqual(name.map { Array($0.unicodeScalars) }, Array("e\u{301}".unicodeScalars),
                       "Backspace took the emoji with its skin tone")
        XCTAssertEqual(session.restorationProblems, [])
    }

    /// Ctrl-Z turns bracketed paste off before the stop and on again after it. (In the test's own
    /// session formrun's process group is orphaned, so the kernel does not stop it: the form goes on.)
    func testCtrlZTurnsBracketedPasteOffAndOnAgain() throws {
        let session = try start()
        let on = "\u{1B}[?2004h", off = "\u{1B}[?2004l"
        let before = session.ttyOutput.components(separatedBy: off).count
        session.send(keys: ["C-z"])
        XCTAssertTrue(session.waitForOutput(containing: off))
        session.send(keys: ["x"])
        // The typed x in its row (a bare "x" is on screen already: the hint line's "next").
        session.waitForScreen(containing: "Name     x")
        let output = session.ttyOutput
        XCTAssertEqual(output.components(separatedBy: off).count, before + 1, "turned off once")
        XCTAssertTrue(output.components(separatedBy: off).last?.contains(on) == true, "and on again after")
        session.send(keys: ["C-s"])
        XCTAssertEqual(session.waitForExit(), 0, session.stderr)
        XCTAssertEqual(session.restorationProblems, [])
    }
}
