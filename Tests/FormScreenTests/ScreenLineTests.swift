import XCTest
import FormScreen

/// Frames and lines as text: what golden snapshots compare.
final class ScreenLineTests: XCTestCase {
    func testALineIsItsSpansText() {
        let line = ScreenLine(id: "row:a", spans: [Span("Name "), Span("Ada", CellStyle(bold: true))])
        XCTAssertEqual(line.text, "Name Ada")
    }

    func testAFrameTrimsTrailingSpacesAndKeepsEmptyLines() {
        let frame = Frame(rows: 3, cols: 10, lines: [
            ScreenLine(id: "a", spans: [Span("one   ")]),
            ScreenLine(id: "b", spans: []),
            ScreenLine(id: "c", spans: [Span(" two ", CellStyle(background: .green))]),
        ])
        XCTAssertEqual(frame.text, "one\n\n two")
        XCTAssertEqual(frame.body, 0..<3, "the whole frame is body unless told")
        XCTAssertNil(frame.cursor)
    }
}
