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
}
