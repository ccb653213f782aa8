import XCTest
import FormCore
import FormUI
import FormTestSupport
@testable import FormTerminal
@testable import FormApp
@testable import FormScreen
import FormSchema
import FormDiff

/// A row's hint line: under the focused row while it has no error, through the same changeset
/// as error lines, so that the screen after every key equals a full repaint.
final class HintLineTests: XCTestCase {
    static let text = """
        {
          "title": "Hints",
          "sections": [{"tag": "s", "title": "Address", "rows": [
            {"tag": "zip", "type": "text", "title": "Postcode", "hint": "Five digits, e.g. 12345",
             "validators": [{"type": "regex", "pattern": "[0-9]{5}"}]},
            {"tag": "city", "type": "text", "title": "City"},
            {"tag": "when", "type": "date", "title": "Moving on", "hint": "The day the keys change hands"},
            {"tag": "pet", "type": "switch", "title": "Pets", "hint": "Cats and dogs only"}
          ]}]
        }
        """

    private func session(rows: Int = 20, cols: Int = 70) throws -> (FormSession, MemoryTerminal) {
        let form = try FormLoader.parse(text: Self.text, file: "hints.json")
        let terminal = MemoryTerminal(rows: rows, cols: cols)
        let session = FormSession(state: FormState(form: form), terminal: terminal)
        session.start()
        return (session, terminal)
    }

    /// The screen line under the one holding `text`.
    private func line(under text: String, in terminal: MemoryTerminal) -> String? {
        let lines = terminal.screenText.components(separatedBy: "\n")
        guard let i = lines.firstIndex(where: { $0.contains(text) }), i + 1 < lines.count else { return nil }
        return lines[i + 1]
    }

    func testTheHintShowsOnFocusHidesOnLeaveAndGivesWayToTheError() throws {
        let (session, terminal) = try session()
        XCTAssertEqual(session.state.focus, "zip")
        XCTAssertTrue(line(under: "Postcode", in: terminal)?.contains("Five digits, e.g. 12345") == true, terminal.screenText)
        let lines = terminal.screenText.components(separatedBy: "\n")
        let hintLine = try XCTUnwrap(lines.firstIndex { $0.contains("Five digits") })
        let hintColumn = try XCTUnwrap(Array(lines[hintLine]).firstIndex(of: "F"))
        XCTAssertTrue(terminal.cell(row: hintLine, col: hintColumn).style.dim, "the hint is drawn dim")

        session.handle(.down)
        XCTAssertFalse(terminal.screenText.contains("Five digits"), "left: the hint goes\n\(terminal.screenText)")
        XCTAssertTrue(line(under: "City", in: terminal)?.contains("Moving on") == true, "a row without a hint has none")
        assertScreenEqualsRepaint(session, terminal, "after Down")

        session.handle(.up)
        for key in "12a" { session.handle(.char(key)) }
        XCTAssertTrue(terminal.screenText.contains("Five digits"), "typing keeps the hint (the placeholder has gone)")
        session.handle(.down)
        XCTAssertEqual(session.state.errors["zip"], "Not in the expected format: Five digits, e.g. 12345")
        session.handle(.up)
        let under = try XCTUnwrap(line(under: "Postcode", in: terminal))
        XCTAssertTrue(under.contains("Not in the expected format: Five digits"), "the error line replaces the hint: \(under)")
        XCTAssertEqual(terminal.screenText.components(separatedBy: "Five digits").count, 2, "said once, in the error")
        assertScreenEqualsRepaint(session, terminal, "with the error")

        for _ in 0..<3 { session.handle(.down) }
        XCTAssertEqual(session.state.focus, "pet")
        XCTAssertTrue(line(under: "Pets", in: terminal)?.contains("Cats and dogs only") == true, terminal.screenText)
        assertScreenEqualsRepaint(session, terminal, "on the switch")
    }

    /// Random keys, including ones that open a date editor under its row and raise errors.
    func testAnySequenceOfKeysLeavesTheScreenARepaintWouldDraw() throws {
        let keys: [Key] = [.down, .up, .tab, .backTab, .char(" "), .char("1"), .char("a"), .backspace, .enter,
                           .escape, .ctrl("u"), .pageDown, .pageUp, .right, .left, .function(1), .ctrl("s")]
        for size in [(20, 70), (8, 40), (6, 30)] {
            var random = SplitMix64(seed: 0x4A17 + UInt64(size.0))
            var (session, terminal) = try session(rows: size.0, cols: size.1)
            for step in 0..<300 {
                let key = keys[Int(random.next() % UInt64(keys.count))]
                if session.handle(key) != nil {
                    (session, terminal) = try self.session(rows: size.0, cols: size.1)
                    continue
                }
                assertScreenEqualsRepaint(session, terminal, "\(size) step \(step) after \(key)")
                if (testRun?.failureCount ?? 0) > 0 { return }
            }
        }
    }

    func testF1HelpShowsTheHintUnderTheRowsHeading() throws {
        let (session, terminal) = try session(rows: 30, cols: 70)
        session.handle(.function(1))
        let lines = terminal.screenText.components(separatedBy: "\n")
        let heading = try XCTUnwrap(lines.firstIndex { $0.contains("This row: Postcode") }, terminal.screenText)
        XCTAssertTrue(lines[heading + 1].contains("Five digits, e.g. 12345"), terminal.screenText)
    }
}
