import Foundation
import XCTest
import FormScreen
@testable import FormTerminal

/// A cell's background colour is kept by the in-memory terminal and named by its screen dump.
final class BackgroundColorTests: XCTestCase {
    func testTheMemoryTerminalKeepsBackgroundsPerCell() {
        let t = MemoryTerminal(rows: 1, cols: 8)
        let swatch = CellStyle(background: .blue)
        let onYellow = CellStyle(foreground: .black, background: .yellow)
        t.draw(line: 0, spans: [Span("ab", swatch), Span("名", onYellow), Span("c")])
        XCTAssertEqual(t.style(row: 0, col: 0), swatch)
        XCTAssertEqual(t.style(row: 0, col: 1), swatch)
        XCTAssertEqual(t.style(row: 0, col: 2), onYellow)
        XCTAssertEqual(t.style(row: 0, col: 3), onYellow, "both cells of a wide character")
        XCTAssertEqual(t.style(row: 0, col: 4), .plain)
    }

    func testTheDumpNamesBackgroundAndForeground() throws {
        let t = MemoryTerminal(rows: 1, cols: 6)
        t.draw(line: 0, spans: [Span("  ", CellStyle(background: .red)), Span("x", CellStyle(foreground: .cyan, background: .black))])
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(ScreenDump.json(t).utf8)) as? [String: Any])
        let styles = try XCTUnwrap(object["styles"] as? [[String: Any]])
        XCTAssertEqual(styles.count, 2)
        XCTAssertEqual(styles[0]["bg"] as? String, "red")
        XCTAssertNil(styles[0]["fg"], "no foreground, no fg")
        XCTAssertEqual(styles[0]["from"] as? Int, 0)
        XCTAssertEqual(styles[0]["to"] as? Int, 2)
        XCTAssertEqual(styles[1]["fg"] as? String, "cyan")
        XCTAssertEqual(styles[1]["bg"] as? String, "black")
    }
}
