import XCTest
import FormCore
import FormUI
import FormTestSupport
@testable import FormTerminal
@testable import FormApp
@testable import FormScreen
import FormSchema

/// Issue 28, "Narrow terminals keep what matters": the hint line keeps the submit key and
/// shortens its words before keys give way; the month grid always fits, as a one-week strip on a
/// short screen; every screen after a key equals a repaint.
final class NarrowScreenTests: XCTestCase {
    private static let sizes = [(24, 80), (24, 60), (12, 40), (10, 30), (MinimumSize.rows, MinimumSize.cols)]

    private func session(_ name: String, rows: Int, cols: Int) throws -> (FormSession, MemoryTerminal) {
        let form = try FormLoader.load(path: FormSessionTests.forms.appendingPathComponent(name).path)
        let terminal = MemoryTerminal(rows: rows, cols: cols)
        let session = FormSession(state: FormState(form: form), terminal: terminal)
        session.start()
        return (session, terminal)
    }

    private func lastLine(_ terminal: MemoryTerminal) -> String {
        terminal.screenText.components(separatedBy: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
    }

    func testTheHintLineKeepsTheSubmitKeyAtEverySize() throws {
        for name in ["signup.json", "dates.json", "choices.json", "gallery.json"] {
            for (rows, cols) in Self.sizes {
                let (session, terminal) = try session(name, rows: rows, cols: cols)
                for _ in 0..<4 {
                    let hint = lastLine(terminal)
                    XCTAssertTrue(hint.contains("^S submit") || hint.contains("Ctrl-S"), "\(name) \(rows)×\(cols): \(hint)")
                    XCTAssertFalse(hint.contains("…"), "nothing cut: \(hint)")
                    session.handle(.down)
                }
            }
        }
    }

    func testWordsShortenBeforeKeysGiveWay() throws {
        let (_, wide) = try session("signup.json", rows: 24, cols: 80)
        XCTAssertTrue(lastLine(wide).hasSuffix("↓/Tab next row  Ctrl-S/F10 submit  Esc cancel  F1 help"), lastLine(wide))
        let (_, narrow) = try session("signup.json", rows: 12, cols: 40)
        XCTAssertEqual(lastLine(narrow).trimmingCharacters(in: .whitespaces), "↓ next  ^S submit  Esc cancel  F1 help")
        // A date row's own keys take room: F1 and Esc give way first, the submit key stays.
        let (_, dates) = try session("dates.json", rows: 12, cols: 40)
        XCTAssertEqual(lastLine(dates).trimmingCharacters(in: .whitespaces), "Enter open  0-9 type  ↓ next  ^S submit")
    }

    func testTheMonthGridAlwaysFits() throws {
        for (rows, cols) in Self.sizes {
            // Arrival opens its grid under the row; Date of birth and Meeting in a pop-up.
            for downs in [1, 0, 2, 5] {
                let (session, terminal) = try session("dates.json", rows: rows, cols: cols)
                for _ in 0..<downs { session.handle(.down) }
                session.handle(.enter)
                let text = terminal.screenText
                // At the smallest height a date and time pop-up leaves out the weekday names.
                if rows > MinimumSize.rows || downs != 2 {
                    XCTAssertTrue(text.contains("Mo Tu We Th Fr Sa Su"), "\(rows)×\(cols), row \(downs):\n\(text)")
                }
                XCTAssertFalse(text.contains("Su…") || text.contains("Sa…"), "\(rows)×\(cols):\n\(text)")
                let weeks = text.components(separatedBy: "\n").filter { $0.range(of: #"\d\d? +\d\d? +\d\d?"#, options: .regularExpression) != nil
                    && !$0.contains(":") && !$0.contains("-") }
                XCTAssertGreaterThanOrEqual(weeks.count, 1, "the cursor's week at least: \(rows)×\(cols)\n\(text)")
                if rows >= 24 { XCTAssertGreaterThanOrEqual(weeks.count, 5, "the whole month on a tall screen\n\(text)") }
                if downs != 1 && downs != 5 {
                    // A pop-up's box is drawn whole: its bottom corner is on screen.
                    XCTAssertTrue(text.contains("└──────────────────────┘"), "\(rows)×\(cols):\n\(text)")
                }
                assertScreenEqualsRepaint(session, terminal, "\(rows)×\(cols) grid of row \(downs)")
                session.handle(.down)
                assertScreenEqualsRepaint(session, terminal, "\(rows)×\(cols) grid of row \(downs), a week on")
            }
        }
    }

    func testTheStripFollowsTheCursorAndTheFullMonthComesBackWhenTaller() throws {
        let (session, terminal) = try session("dates.json", rows: 10, cols: 30)
        session.handle(.down)
        session.handle(.enter)
        XCTAssertTrue(terminal.screenText.contains("21 22 23 24 25 26 27"), terminal.screenText)
        XCTAssertFalse(terminal.screenText.contains(" 7  8  9 10"), terminal.screenText)
        session.handle(.up)
        XCTAssertTrue(terminal.screenText.contains("14 15 16 17 18 19 20"), terminal.screenText)
        assertScreenEqualsRepaint(session, terminal, "a week up")
        terminal.resize(rows: 24, cols: 30)
        session.handle(.resize(rows: 24, cols: 30))
        XCTAssertTrue(terminal.screenText.contains(" 7  8  9 10"), terminal.screenText)
        XCTAssertTrue(terminal.screenText.contains("28 29 30 31"), terminal.screenText)
        assertScreenEqualsRepaint(session, terminal, "taller")
    }

    /// A value or a message longer than its cell ends in `…`.
    func testCutValuesAndMessagesSaySo() throws {
        let (_, terminal) = try session("dates.json", rows: 10, cols: 30)
        let meeting = terminal.screenText.components(separatedBy: "\n").first { $0.contains("Meeting") } ?? ""
        XCTAssertTrue(meeting.contains("2026-12-01 0…"), meeting)
        let (signup, screen) = try self.session("signup.json", rows: 12, cols: 40)
        signup.handle(.down)
        for key in "not-an-email-address-at-all" { signup.handle(.char(key)) }
        signup.handle(.down)
        let error = screen.screenText.components(separatedBy: "\n").first { $0.contains("✗") } ?? ""
        XCTAssertTrue(error.contains("…"), error)
        assertScreenEqualsRepaint(signup, screen, "with the cut error")
    }
}
