import XCTest
import FormCore
import FormUI
import FormSchema
@testable import FormTerminal
@testable import FormApp
@testable import FormScreen

/// A text view taller than the screen keeps the line being typed on screen (issue 27, row 12).
final class TallTextViewTests: XCTestCase {
    private static let form = #"{"sections": [{"rows": [{"tag": "a", "type": "text", "title": "A"}, {"tag": "notes", "type": "textView", "title": "Notes"}, {"tag": "b", "type": "text", "title": "B"}]}]}"#

    private func typed(_ text: String, into session: FormSession) {
        for c in text { XCTAssertNil(session.handle(c == "\n" ? .enter : .char(c))) }
    }

    func testTheCursorLineScrollsIntoViewWhileTyping() throws {
        let terminal = MemoryTerminal(rows: 12, cols: 60)
        let session = FormSession(state: FormState(form: try FormLoader.parse(text: Self.form, file: "t.json")), terminal: terminal)
        session.start()
        XCTAssertNil(session.handle(.down))
        for n in 1...30 {
            typed("line\(n)\n", into: session)
            typed("x", into: session)
            XCTAssertTrue(terminal.screenText.contains("x"), "after line \(n) the typed x is on screen:\n\(terminal.screenText)")
            XCTAssertNil(session.handle(.backspace))
        }
        typed("end", into: session)
        XCTAssertTrue(terminal.screenText.contains("line30"), terminal.screenText)
        XCTAssertFalse(terminal.screenText.contains("line1 "), "the top of the row has scrolled away")
        for _ in 0..<29 { XCTAssertNil(session.handle(.up)) }
        typed("Y", into: session)
        XCTAssertTrue(terminal.screenText.contains("linYe2"), "going back up follows the cursor (its column kept):\n\(terminal.screenText)")
        let cursor = try XCTUnwrap(terminal.cursor, "the cursor is shown on screen")
        XCTAssertLessThan(cursor.row, 12)
    }
}
