import XCTest
import FormDiff
import FormUI
@testable import FormTerminal

final class RendererTests: XCTestCase {
    /// A 24×40 frame: a title line, a body of 21 lines (`ids`, then blank filler), two footer lines.
    private func form(_ ids: [String], status: String = "ready", cursor: CursorPosition? = nil) -> Frame {
        var lines = [ScreenLine(id: "title", spans: [Span("Signup", CellStyle(bold: true))])]
        for id in ids.prefix(21) {
            lines.append(ScreenLine(id: id, spans: [Span("  \(id)"), Span(" value", CellStyle(foreground: .cyan))]))
        }
        while lines.count < 22 { lines.append(ScreenLine(id: "blank", spans: [])) }
        lines.append(ScreenLine(id: "status", spans: [Span(status)]))
        lines.append(ScreenLine(id: "help", spans: [Span("Tab next  Ctrl-S submit", CellStyle(dim: true))]))
        return Frame(rows: 24, cols: 40, lines: lines, cursor: cursor, body: 1..<22)
    }

    private func rows(_ range: Range<Int>) -> [String] { range.map { "r\($0)" } }

    /// The cells a fresh terminal shows after a full repaint of `frame`.
    private func assertScreenMatchesFullRepaint(_ terminal: MemoryTerminal, _ frame: Frame,
                                                file: StaticString = #filePath, line: UInt = #line) {
        let fresh = MemoryTerminal(rows: frame.rows, cols: frame.cols)
        Renderer(terminal: fresh).render(frame)
        for r in 0..<frame.rows {
            for c in 0..<frame.cols where terminal.cell(row: r, col: c) != fresh.cell(row: r, col: c) {
                XCTFail("cell \(r),\(c): \(terminal.cell(row: r, col: c)) vs \(fresh.cell(row: r, col: c))\n"
                        + terminal.screenText + "\n---\n" + fresh.screenText, file: file, line: line)
                return
            }
        }
    }

    func testFirstFrameIsAFullRepaint() {
        let t = MemoryTerminal(rows: 24, cols: 40)
        let stats = Renderer(terminal: t).render(form(rows(0..<10)))
        XCTAssertEqual(stats, RenderStats(linesDrawn: 13, linesShifted: 0, fullRepaint: true),
                       "title, 10 rows, status, help; blank lines need no drawing after a clear")
        XCTAssertEqual(t.clears, 1)
        XCTAssertEqual(t.line(0), "Signup")
        XCTAssertEqual(t.line(3), "  r2 value")
        XCTAssertEqual(t.style(row: 3, col: 6), CellStyle(foreground: .cyan))
    }

    func testIdenticalFrameDrawsNothing() {
        let t = MemoryTerminal(rows: 24, cols: 40)
        let renderer = Renderer(terminal: t)
        renderer.render(form(rows(0..<10)))
        t.resetLog()
        let stats = renderer.render(form(rows(0..<10)))
        XCTAssertEqual(stats, RenderStats(linesDrawn: 0, linesShifted: 0, fullRepaint: false))
        XCTAssertEqual(t.operations, [.setCursor(nil), .flush])
    }

    func testOneChangedLineDrawsOneLine() {
        let t = MemoryTerminal(rows: 24, cols: 40)
        let renderer = Renderer(terminal: t)
        renderer.render(form(rows(0..<10)))
        t.resetLog()
        let stats = renderer.render(form(rows(0..<10), status: "Email is required"))
        XCTAssertEqual(stats.linesDrawn, 1)
        XCTAssertEqual(t.operations.first, .draw(line: 22, spans: [Span("Email is required")]))
        XCTAssertEqual(t.flushes, 1)
    }

    func testDeletedBlockShiftsTheLinesBelow() {
        let t = MemoryTerminal(rows: 24, cols: 40)
        let renderer = Renderer(terminal: t)
        renderer.render(form(rows(0..<21)))
        t.resetLog()
        let next = form(rows(0..<8) + rows(13..<21))
        let stats = renderer.render(next)
        XCTAssertTrue(t.operations.contains(.deleteLines(at: 9, count: 5, bottom: 21)), "\(t.operations)")
        XCTAssertEqual(stats.linesShifted, 8, "r13…r20 move up")
        XCTAssertEqual(stats.linesDrawn, 0, "the vacated bottom lines are blank in the new frame too")
        XCTAssertLessThan(stats.linesDrawn + 1, 21 - 8, "cheaper than redrawing every line below")
        XCTAssertEqual(t.linesShifted, stats.linesShifted)
        assertScreenMatchesFullRepaint(t, next)
    }

    func testInsertedBlockShiftsTheLinesBelow() {
        let t = MemoryTerminal(rows: 24, cols: 40)
        let renderer = Renderer(terminal: t)
        renderer.render(form(rows(0..<16)))
        t.resetLog()
        let next = form(rows(0..<8) + ["d1", "d2", "d3", "d4", "d5"] + rows(8..<16))
        let stats = renderer.render(next)
        XCTAssertTrue(t.operations.contains(.insertLines(at: 9, count: 5, bottom: 21)), "\(t.operations)")
        XCTAssertEqual(stats.linesShifted, 8)
        XCTAssertEqual(stats.linesDrawn, 5, "only the inserted lines")
        XCTAssertEqual(t.linesDrawn, 5)
        assertScreenMatchesFullRepaint(t, next)
    }

    func testShiftThatSavesNothingIsSkipped() {
        let t = MemoryTerminal(rows: 5, cols: 10)
        let renderer = Renderer(terminal: t)
        func frame(_ ids: [String]) -> Frame {
            Frame(rows: 5, cols: 10, lines: ids.map { ScreenLine(id: $0, spans: [Span($0)]) }, body: 1..<4)
        }
        renderer.render(frame(["top", "a", "b", "c", "end"]))
        t.resetLog()
        let next = frame(["top", "x", "y", "a", "end"])
        let stats = renderer.render(next)
        XCTAssertEqual(stats, RenderStats(linesDrawn: 3, linesShifted: 0, fullRepaint: false))
        XCTAssertFalse(t.operations.contains { if case .insertLines = $0 { return true } else { return false } })
        assertScreenMatchesFullRepaint(t, next)
    }

    func testNoShiftWhenTheBodyMoved() {
        let t = MemoryTerminal(rows: 24, cols: 40)
        let renderer = Renderer(terminal: t)
        renderer.render(form(rows(0..<21)))
        var next = form(rows(0..<8) + rows(13..<21))
        next.body = 1..<21
        let stats = renderer.render(next)
        XCTAssertEqual(stats.linesShifted, 0)
        assertScreenMatchesFullRepaint(t, next)
    }

    func testRepaintAndResizeClearTheScreen() {
        let t = MemoryTerminal(rows: 24, cols: 40)
        let renderer = Renderer(terminal: t)
        renderer.render(form(rows(0..<5)))
        XCTAssertTrue(renderer.render(form(rows(0..<5)), repaint: true).fullRepaint)
        XCTAssertEqual(t.clears, 2)
        t.resize(rows: 30, cols: 40)
        var bigger = form(rows(0..<5))
        bigger.rows = 30
        bigger.lines += (0..<6).map { ScreenLine(id: "more\($0)", spans: []) }
        let stats = renderer.render(bigger)
        XCTAssertTrue(stats.fullRepaint)
        XCTAssertEqual(t.clears, 3)
        assertScreenMatchesFullRepaint(t, bigger)
    }

    func testCursorIsPlacedBeforeTheFlush() {
        let t = MemoryTerminal(rows: 24, cols: 40)
        let renderer = Renderer(terminal: t)
        renderer.render(form(rows(0..<5), cursor: CursorPosition(row: 3, column: 9)))
        XCTAssertEqual(Array(t.operations.suffix(2)), [.setCursor(CursorPosition(row: 3, column: 9)), .flush])
        XCTAssertEqual(t.cursor, CursorPosition(row: 3, column: 9))
    }

    func testWideTextIsCutAtTheWidth() {
        let t = MemoryTerminal(rows: 1, cols: 5)
        let frame = Frame(rows: 1, cols: 5, lines: [ScreenLine(id: "x", spans: [Span("名前です")])])
        Renderer(terminal: t).render(frame)
        XCTAssertEqual(t.line(0), "名前")
    }

    /// Random sequences of frames, rendered incrementally, always leave the screen a full repaint
    /// of the last frame would give.
    func testIncrementalRenderingMatchesFullRepaint() {
        var rng = SplitMix64(seed: 0xF0E1)
        let styles = [CellStyle.plain, CellStyle(bold: true), CellStyle(reverse: true), CellStyle(foreground: .red)]
        let words = ["name", "名前", "🎉 party", "e\u{301}te", "", "  ", "long line of text that overflows"]
        var nextID = 0
        var shifted = 0
        for _ in 0..<40 {
            var rows = 6 + rng.below(10)
            var cols = 8 + rng.below(20)
            let t = MemoryTerminal(rows: rows, cols: cols)
            let renderer = Renderer(terminal: t)
            var body: [(id: String, version: Int)] = []
            for step in 0..<30 {
                switch rng.below(6) {
                case 0 where !body.isEmpty:
                    let at = rng.below(body.count)
                    body.removeSubrange(at..<min(body.count, at + 1 + rng.below(4)))
                case 1, 2:
                    let at = rng.below(body.count + 1)
                    let block = (0..<(1 + rng.below(4))).map { _ -> (String, Int) in nextID += 1; return ("n\(nextID)", 0) }
                    body.insert(contentsOf: block, at: at)
                case 3 where !body.isEmpty:
                    body[rng.below(body.count)].version += 1
                case 4 where step % 7 == 6:
                    rows = 6 + rng.below(10)
                    cols = 8 + rng.below(20)
                    t.resize(rows: rows, cols: cols, notify: false)
                default:
                    if body.count > 1 { body.swapAt(rng.below(body.count), rng.below(body.count)) }
                }
                var lines = [ScreenLine(id: "title", spans: [Span("Title \(step)")])]
                for item in body.prefix(rows - 2) {
                    let seed = (item.id.unicodeScalars.reduce(item.version) { $0 &* 31 &+ Int($1.value) }) & 0xFFFF
                    lines.append(ScreenLine(id: item.id, spans: [
                        Span(words[seed % words.count], styles[seed % styles.count]),
                        Span(" v\(item.version)", styles[(seed / 7) % styles.count]),
                    ]))
                }
                while lines.count < rows - 1 { lines.append(ScreenLine(id: "blank", spans: [])) }
                lines.append(ScreenLine(id: "status", spans: [Span("step \(step)", CellStyle(dim: true))]))
                let frame = Frame(rows: rows, cols: cols, lines: lines, body: 1..<(rows - 1))
                let repaint = rng.below(20) == 0
                let before = t.linesDrawn
                let stats = renderer.render(frame, repaint: repaint)
                XCTAssertEqual(stats.linesDrawn, t.linesDrawn - before)
                shifted += stats.linesShifted
                assertScreenMatchesFullRepaint(t, frame)
            }
        }
        XCTAssertGreaterThan(shifted, 0, "the sequences exercise line shifts")
    }
}
