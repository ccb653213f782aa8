import XCTest
import FormUI
@testable import FormTerminal
@testable import FormScreen

final class MemoryTerminalTests: XCTestCase {
    private func lines(_ t: MemoryTerminal) -> [String] { (0..<t.size.rows).map(t.line) }

    func testDrawWritesAndClearsTheRestOfTheLine() {
        let t = MemoryTerminal(rows: 3, cols: 10)
        t.draw(line: 1, spans: [Span("hello world!")])
        XCTAssertEqual(t.line(1), "hello worl")
        t.draw(line: 1, spans: [Span("hi")])
        XCTAssertEqual(t.screenText, "\nhi\n")
        XCTAssertEqual(t.linesDrawn, 2)
        XCTAssertEqual(t.operations.first, .draw(line: 1, spans: [Span("hello worl")]), "the log holds what was drawn")
    }

    func testWideCharactersTakeTwoCells() {
        let t = MemoryTerminal(rows: 1, cols: 5)
        t.draw(line: 0, spans: [Span("名前です")])
        XCTAssertEqual(t.line(0), "名前", "the third wide character would straddle the edge")
        XCTAssertEqual(t.cell(row: 0, col: 0).character, "名")
        XCTAssertNil(t.cell(row: 0, col: 1).character, "continuation cell")
        XCTAssertEqual(t.cell(row: 0, col: 4).character, " ")
    }

    func testStylesPerCell() {
        let t = MemoryTerminal(rows: 1, cols: 10)
        let bold = CellStyle(bold: true)
        let red = CellStyle(foreground: .red)
        t.draw(line: 0, spans: [Span("ab", bold), Span("名", red), Span("c")])
        XCTAssertEqual(t.style(row: 0, col: 1), bold)
        XCTAssertEqual(t.style(row: 0, col: 2), red)
        XCTAssertEqual(t.style(row: 0, col: 3), red)
        XCTAssertEqual(t.style(row: 0, col: 4), .plain)
        XCTAssertEqual(t.line(0), "ab名c")
    }

    func testInsertAndDeleteLinesStayInsideTheRegion() {
        let t = MemoryTerminal(rows: 6, cols: 4)
        for i in 0..<6 { t.draw(line: i, spans: [Span("L\(i)")]) }
        t.deleteLines(at: 1, count: 2, bottom: 4)
        XCTAssertEqual(lines(t), ["L0", "L3", "L4", "", "", "L5"])
        XCTAssertEqual(t.linesShifted, 2)
        t.insertLines(at: 0, count: 1, bottom: 2)
        XCTAssertEqual(lines(t), ["", "L0", "L3", "", "", "L5"])
        XCTAssertEqual(t.linesShifted, 4)
        XCTAssertEqual(t.operations.suffix(2), [.deleteLines(at: 1, count: 2, bottom: 4),
                                                .insertLines(at: 0, count: 1, bottom: 2)])
    }

    func testClearBlanksEverything() {
        let t = MemoryTerminal(rows: 2, cols: 4)
        t.draw(line: 0, spans: [Span("x", CellStyle(reverse: true))])
        t.clear()
        XCTAssertEqual(t.screenText, "\n")
        XCTAssertEqual(t.style(row: 0, col: 0), .plain)
        XCTAssertEqual(t.clears, 1)
    }

    func testScriptedKeysAndResize() {
        let t = MemoryTerminal(rows: 2, cols: 4, keys: [.down, .char("a")])
        XCTAssertEqual(t.readMessage(timeoutMs: 10), .key(.down))
        t.resize(rows: 3, cols: 6)
        XCTAssertEqual(t.size, TerminalSize(rows: 3, cols: 6))
        XCTAssertEqual(t.readMessage(timeoutMs: 10), .resize(rows: 3, cols: 6), "the new size comes as a message")
        XCTAssertEqual(t.readMessage(timeoutMs: 10), .key(.char("a")))
        XCTAssertNil(t.readMessage(timeoutMs: 10))
    }

    func testBytesEstimateFollowsTheModel() {
        let t = MemoryTerminal(rows: 2, cols: 20)
        t.draw(line: 0, spans: [Span("ab"), Span("cd", CellStyle(bold: true)), Span("   ")])
        let cost = MemoryTerminal.Cost.self
        XCTAssertEqual(t.bytesEstimate, cost.move + cost.clearToEnd + 2 * cost.attribute + 4)
        t.resetLog()
        t.deleteLines(at: 0, count: 1, bottom: 1)
        t.bell()
        XCTAssertEqual(t.bytesEstimate, cost.shift + 1)
        XCTAssertEqual(t.bells, 1)
        XCTAssertEqual(t.linesDrawn, 0)
    }
}
