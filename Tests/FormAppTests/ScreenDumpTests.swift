import Foundation
import XCTest
import FormCore
import FormUI
@testable import FormTerminal
@testable import FormApp
@testable import FormScreen
import FormSchema

/// `ScreenDump`: the in-memory screen as the text and JSON `formrun --screen` prints.
final class ScreenDumpTests: XCTestCase {
    private let reverse = CellStyle(reverse: true)
    private let boldCyan = CellStyle(bold: true, foreground: .cyan)

    /// A 12×4 screen: a styled line, an empty one, a wide character, and a line with JSON's
    /// special characters.
    private func sample() -> MemoryTerminal {
        let terminal = MemoryTerminal(rows: 4, cols: 12)
        terminal.draw(line: 0, spans: [Span(" "), Span("Name", boldCyan), Span("  "), Span("Ada   ", reverse)])
        terminal.draw(line: 2, spans: [Span("中", CellStyle(underline: true)), Span("x  ")])
        terminal.draw(line: 3, spans: [Span(#"a "b" \c"#, CellStyle(dim: true))])
        return terminal
    }

    func testTextIsEveryRowTrimmedEachEndedByANewline() {
        XCTAssertEqual(ScreenDump.text(sample()), " Name  Ada\n\n中x\n" + #"a "b" \c"# + "\n")
        XCTAssertEqual(ScreenDump.text(MemoryTerminal(rows: 3, cols: 5)), "\n\n\n", "an empty screen is still its rows")
    }

    func testStyleRunsCoverStyledCellsOnlyAndCountColumns() {
        XCTAssertEqual(ScreenDump.styleRuns(sample()), [
            ScreenDump.StyleRun(line: 0, from: 1, to: 5, style: boldCyan),
            ScreenDump.StyleRun(line: 0, from: 7, to: 12, style: reverse),
            ScreenDump.StyleRun(line: 2, from: 0, to: 2, style: CellStyle(underline: true)),
            ScreenDump.StyleRun(line: 3, from: 0, to: 8, style: CellStyle(dim: true)),
        ], "a reversed run keeps its trailing spaces (cut at the width); a wide character takes two columns")
    }

    func testJSONHoldsSizeCursorLinesAndStyles() throws {
        let terminal = sample()
        terminal.setCursor(CursorPosition(row: 0, column: 10))
        let json = ScreenDump.json(terminal)
        XCTAssertTrue(json.hasSuffix("}\n"))
        XCTAssertEqual(json.filter { $0 == "\n" }.count, 1, "one line")
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        XCTAssertEqual(object["cols"] as? Int, 12)
        XCTAssertEqual(object["rows"] as? Int, 4)
        XCTAssertEqual(object["cursor"] as? [String: Int], ["row": 0, "col": 10])
        XCTAssertEqual(object["lines"] as? [String], [" Name  Ada", "", "中x", #"a "b" \c"#])
        let styles = try XCTUnwrap(object["styles"] as? [[String: Any]])
        XCTAssertEqual(styles.count, 4)
        XCTAssertEqual(styles[0]["line"] as? Int, 0)
        XCTAssertEqual(styles[0]["from"] as? Int, 1)
        XCTAssertEqual(styles[0]["to"] as? Int, 5)
        XCTAssertEqual(styles[0]["attrs"] as? [String], ["bold"])
        XCTAssertEqual(styles[0]["fg"] as? String, "cyan")
        XCTAssertEqual(styles[1]["attrs"] as? [String], ["reverse"])
        XCTAssertNil(styles[1]["fg"], "no colour, no fg")
        XCTAssertEqual(styles[3]["attrs"] as? [String], ["dim"])
    }

    func testAHiddenCursorIsNull() throws {
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(ScreenDump.json(sample()).utf8)) as? [String: Any])
        XCTAssertTrue(object["cursor"] is NSNull)
    }

    func testEveryAttributeIsNamedInAFixedOrder() {
        let run = ScreenDump.StyleRun(line: 0, from: 0, to: 1,
                                      style: CellStyle(bold: true, dim: true, reverse: true, underline: true))
        XCTAssertEqual(run.attributes, ["bold", "dim", "reverse", "underline"])
    }

    func testASessionsFocusedRowIsReverseInTheDump() throws {
        let forms = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("forms")
        let form = try FormLoader.load(path: forms.appendingPathComponent("signup.json").path)
        let terminal = MemoryTerminal(rows: 24, cols: 80)
        let session = FormSession(state: FormState(form: form), terminal: terminal)
        session.start()
        session.handle(.down)
        let focused = ScreenDump.styleRuns(terminal).filter { $0.style.reverse }
        XCTAssertEqual(Set(focused.map(\.line)), [3], "the Email row, focused after Down")
        XCTAssertEqual(focused.map(\.from).min(), 2, "the bar starts in the gutter")
        XCTAssertEqual(focused.map(\.to).max(), 78, "the bar ends at the right border")
        XCTAssertTrue(ScreenDump.text(terminal).split(separator: "\n", omittingEmptySubsequences: false)[3].contains("Email"))
    }
}
