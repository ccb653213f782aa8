import XCTest
import FormDiff
import FormUI
@testable import FormTerminal
@testable import FormScreen

/// A body made of blocks (a section, a row of a few lines), laid out as the layout would: the
/// tests change blocks, state the change as body edits, and check what the renderer sends.
private struct Body {
    struct Block {
        var id: String
        var lines: Int
        var version = 0
    }

    var blocks: [Block]

    var total: Int { blocks.reduce(0) { $0 + $1.lines } }

    func range(of id: String) -> Range<Int> {
        var start = 0
        for block in blocks {
            if block.id == id { return start..<(start + block.lines) }
            start += block.lines
        }
        return start..<start
    }

    func line(_ y: Int) -> ScreenLine {
        var start = 0
        for block in blocks {
            if y < start + block.lines {
                let text = "\(block.id).\(y - start) v\(block.version)"
                return ScreenLine(id: block.id, spans: [Span("  " + text), Span(" value", CellStyle(foreground: .cyan))])
            }
            start += block.lines
        }
        return ScreenLine(id: "blank", spans: [])
    }
}

final class RendererTests: XCTestCase {
    /// A 24×40 screen: a title line, a body of 21 lines, a status and a help line.
    private func update(_ body: Body, scroll: Int = 0, edits: BodyEdits?, status: String = "ready",
                        cursor: CursorPosition? = nil, rows: Int = 24, cols: Int = 40, repaint: Bool = false) -> ScreenUpdate {
        ScreenUpdate(rows: rows, cols: cols, body: 1..<(rows - 2), edits: edits, cursor: cursor, repaint: repaint) { i in
            switch i {
            case 0: return ScreenLine(id: "title", spans: [Span("Signup", CellStyle(bold: true))])
            case rows - 2: return ScreenLine(id: "status", spans: [Span(status)])
            case rows - 1: return ScreenLine(id: "help", spans: [Span("Tab next  Ctrl-S submit", CellStyle(dim: true))])
            default: return body.line(scroll + i - 1)
            }
        }
    }

    private func blocks(_ ids: String...) -> Body {
        Body(blocks: ids.map { id in Body.Block(id: id, lines: Int(id.filter(\.isNumber)) ?? 1) })
    }

    /// The cells of a fresh terminal after a full repaint of `update`.
    private func assertScreenMatchesFullRepaint(_ terminal: MemoryTerminal, _ update: ScreenUpdate,
                                                file: StaticString = #filePath, line: UInt = #line) {
        let fresh = MemoryTerminal(rows: update.rows, cols: update.cols)
        var full = update
        full.repaint = true
        Renderer(terminal: fresh).render(full)
        for r in 0..<update.rows {
            for c in 0..<update.cols where terminal.cell(row: r, col: c) != fresh.cell(row: r, col: c) {
                XCTFail("cell \(r),\(c): \(terminal.cell(row: r, col: c)) vs \(fresh.cell(row: r, col: c))\n"
                        + terminal.screenText + "\n---\n" + fresh.screenText, file: file, line: line)
                return
            }
        }
    }

    private func noEdits(_ body: Body) -> BodyEdits { BodyEdits(oldTotal: body.total, newTotal: body.total) }

    private func draws(_ t: MemoryTerminal) -> [Int] {
        t.operations.compactMap { if case .draw(let line, _) = $0 { return line } else { return nil } }
    }

    private func shifts(_ t: MemoryTerminal) -> [MemoryTerminal.Operation] {
        t.operations.filter {
            switch $0 {
            case .insertLines, .deleteLines: return true
            default: return false
            }
        }
    }

    /// Ten blocks a4, b1, c5, d1 …: 2 lines for "x2", 1 for "y".
    private let ten = ["a4", "b", "c5", "d", "e", "f3", "g", "h6", "i", "j2"]

    func testFirstFrameIsAFullRepaint() {
        let t = MemoryTerminal(rows: 24, cols: 40)
        let body = Body(blocks: ten.prefix(3).map { Body.Block(id: $0, lines: Int($0.dropFirst()) ?? 1) })
        let stats = Renderer(terminal: t).render(update(body, edits: nil))
        XCTAssertEqual(stats, RenderStats(linesDrawn: 13, linesShifted: 0, fullRepaint: true),
                       "title, 10 body lines, status, help; blank lines need no drawing after a clear")
        XCTAssertEqual(t.clears, 1)
        XCTAssertEqual(t.line(0), "Signup")
        XCTAssertEqual(t.line(2), "  a4.1 v0 value")
        XCTAssertEqual(t.style(row: 2, col: 11), CellStyle(foreground: .cyan))
    }

    func testAnEmptyChangesetDrawsNothing() {
        let t = MemoryTerminal(rows: 24, cols: 40)
        let renderer = Renderer(terminal: t)
        let body = blocks("a4", "b", "c5")
        renderer.render(update(body, edits: nil))
        t.resetLog()
        let stats = renderer.render(update(body, edits: noEdits(body)))
        XCTAssertEqual(stats, RenderStats(linesDrawn: 0, linesShifted: 0, fullRepaint: false))
        XCTAssertEqual(t.operations, [.setCursor(nil), .flush])
    }

    func testAStatusMessageDrawsOneLine() {
        let t = MemoryTerminal(rows: 24, cols: 40)
        let renderer = Renderer(terminal: t)
        let body = blocks("a4", "b", "c5")
        renderer.render(update(body, edits: nil))
        t.resetLog()
        renderer.render(update(body, edits: noEdits(body), status: "Email is required"))
        XCTAssertEqual(t.operations, [.draw(line: 22, spans: [Span("Email is required")]), .setCursor(nil), .flush])
    }

    func testAnUpdatedRowRewritesItsOwnLinesOnly() {
        let t = MemoryTerminal(rows: 24, cols: 40)
        let renderer = Renderer(terminal: t)
        var body = blocks("a4", "b", "c3", "d")
        renderer.render(update(body, edits: nil))
        t.resetLog()
        let old = body.range(of: "c3")
        body.blocks[2].version = 1
        let edits = BodyEdits(removed: [old], added: [body.range(of: "c3")], oldTotal: 9, newTotal: 9)
        let stats = renderer.render(update(body, edits: edits))
        XCTAssertEqual(draws(t), [6, 7, 8], "the row's three lines (body lines 5…7, under the title)")
        XCTAssertEqual(shifts(t), [])
        XCTAssertEqual(stats.linesDrawn, 3)
    }

    func testADeletedSectionIsADeleteLineAndTheLinesBelowMoveUp() {
        let t = MemoryTerminal(rows: 24, cols: 40)
        let renderer = Renderer(terminal: t)
        var body = blocks("a4", "b", "c5", "d", "e", "f3", "g", "h6", "i", "j2")
        renderer.render(update(body, edits: nil))
        t.resetLog()
        let gone = body.range(of: "c5")
        body.blocks.remove(at: 2)
        let edits = BodyEdits(removed: [gone], oldTotal: 25, newTotal: 20)
        let next = update(body, edits: edits)
        let stats = renderer.render(next)
        XCTAssertEqual(shifts(t), [.deleteLines(at: 6, count: 5, bottom: 21)], "body lines 5…9 go, the 16 below move up")
        XCTAssertEqual(draws(t), [17, 18, 19, 20], "only the lines that scroll into the bottom of the region (the last one stays blank)")
        XCTAssertEqual(stats.linesShifted, 11, "d…h6 and i move up inside the region")
        XCTAssertEqual(stats.linesScrolledIn, 4, "the drawn lines are the ones the delete opened at the bottom")
        XCTAssertEqual(stats.linesDrawn, 4)
        assertScreenMatchesFullRepaint(t, next)
    }

    func testAnInsertedRowIsAnInsertLineAndOnlyItsLinesAreDrawn() {
        let t = MemoryTerminal(rows: 24, cols: 40)
        let renderer = Renderer(terminal: t)
        var body = blocks("a4", "b", "c5", "d")
        renderer.render(update(body, edits: nil))
        t.resetLog()
        body.blocks.insert(Body.Block(id: "new3", lines: 3), at: 2)
        let edits = BodyEdits(added: [body.range(of: "new3")], oldTotal: 11, newTotal: 14)
        let next = update(body, edits: edits)
        let stats = renderer.render(next)
        XCTAssertEqual(shifts(t), [.insertLines(at: 6, count: 3, bottom: 21)])
        XCTAssertEqual(draws(t), [6, 7, 8])
        XCTAssertEqual(stats.linesDrawn, 3, "new content, not scrolled in")
        XCTAssertEqual(stats.linesScrolledIn, 0)
        assertScreenMatchesFullRepaint(t, next)
    }

    func testARowThatGrowsInsertsTheNewLineUnderIt() {
        let t = MemoryTerminal(rows: 24, cols: 40)
        let renderer = Renderer(terminal: t)
        var body = blocks("a4", "b", "c5", "d")
        renderer.render(update(body, edits: nil))
        t.resetLog()
        let old = body.range(of: "b")
        body.blocks[1].lines = 2
        body.blocks[1].version = 1
        let edits = BodyEdits(removed: [old], added: [body.range(of: "b")], oldTotal: 11, newTotal: 12)
        let next = update(body, edits: edits)
        renderer.render(next)
        XCTAssertEqual(shifts(t), [.insertLines(at: 6, count: 1, bottom: 21)], "an error line appears under the row")
        XCTAssertEqual(draws(t), [5, 6])
        assertScreenMatchesFullRepaint(t, next)
    }

    func testScrollingByALineIsOneDeleteLineAndOneDrawnLine() {
        let t = MemoryTerminal(rows: 24, cols: 40)
        let renderer = Renderer(terminal: t)
        let body = blocks("a4", "b", "c5", "d", "e", "f3", "g", "h6", "i", "j2")
        renderer.render(update(body, edits: nil))
        t.resetLog()
        var edits = noEdits(body)
        edits.newScroll = 1
        let next = update(body, scroll: 1, edits: edits)
        renderer.render(next)
        XCTAssertEqual(shifts(t), [.deleteLines(at: 1, count: 1, bottom: 21)])
        XCTAssertEqual(draws(t), [21])
        assertScreenMatchesFullRepaint(t, next)
    }

    func testRowsVanishingAboveAnAnchoredRowShiftOnlyTheLinesAboveIt() {
        let t = MemoryTerminal(rows: 24, cols: 40)
        let renderer = Renderer(terminal: t)
        var body = Body(blocks: (0..<40).map { Body.Block(id: "r\($0)", lines: 1) })
        renderer.render(update(body, scroll: 10, edits: nil))
        t.resetLog()
        // Rows r12…r13 vanish; the scroll moves up by 2 so that r20 keeps its screen line.
        body.blocks.removeSubrange(12..<14)
        let edits = BodyEdits(removed: [12..<14], oldTotal: 40, newTotal: 38, oldScroll: 10, newScroll: 8)
        let next = update(body, scroll: 8, edits: edits)
        renderer.render(next)
        XCTAssertEqual(shifts(t), [.deleteLines(at: 3, count: 2, bottom: 21), .insertLines(at: 1, count: 2, bottom: 21)],
                       "r12…r13 go, r10…r11 move down two lines")
        XCTAssertEqual(draws(t), [1, 2], "r8 and r9 come in at the top; r10, r11 and everything from r14 on stay put")
        XCTAssertEqual(t.line(11), "  r20.0 v0 value", "r20 stays on its line")
        assertScreenMatchesFullRepaint(t, next)
    }

    func testRepaintAndResizeClearTheScreen() {
        let t = MemoryTerminal(rows: 24, cols: 40)
        let renderer = Renderer(terminal: t)
        let body = blocks("a4", "b")
        renderer.render(update(body, edits: nil))
        XCTAssertTrue(renderer.render(update(body, edits: noEdits(body), repaint: true)).fullRepaint)
        XCTAssertEqual(t.clears, 2)
        t.resize(rows: 30, cols: 40)
        let bigger = update(body, edits: noEdits(body), rows: 30)
        XCTAssertTrue(renderer.render(bigger).fullRepaint)
        XCTAssertEqual(t.clears, 3)
        assertScreenMatchesFullRepaint(t, bigger)
    }

    func testCursorIsPlacedBeforeTheFlush() {
        let t = MemoryTerminal(rows: 24, cols: 40)
        Renderer(terminal: t).render(update(blocks("a4"), edits: nil, cursor: CursorPosition(row: 3, column: 9)))
        XCTAssertEqual(Array(t.operations.suffix(2)), [.setCursor(CursorPosition(row: 3, column: 9)), .flush])
        XCTAssertEqual(t.cursor, CursorPosition(row: 3, column: 9))
    }

    func testWideTextIsCutAtTheWidth() {
        let t = MemoryTerminal(rows: 1, cols: 5)
        let frame = Frame(rows: 1, cols: 5, lines: [ScreenLine(id: "x", spans: [Span("名前です")])])
        Renderer(terminal: t).render(ScreenUpdate(frame: frame))
        XCTAssertEqual(t.line(0), "名前")
    }

    /// Random changes (blocks deleted, inserted, updated, grown, the scroll moved, the screen
    /// resized), each stated as body edits: the screen always equals a full repaint.
    func testIncrementalRenderingMatchesFullRepaint() {
        var rng = SplitMix64(seed: 0xF0E1)
        var nextID = 0
        var shifted = 0
        for _ in 0..<40 {
            var rows = 6 + rng.below(14)
            var cols = 12 + rng.below(20)
            let t = MemoryTerminal(rows: rows, cols: cols)
            let renderer = Renderer(terminal: t)
            var body = Body(blocks: (0..<(rng.below(12))).map { i in Body.Block(id: "s\(i)", lines: 1 + rng.below(4)) })
            var scroll = 0
            renderer.render(update(body, edits: nil, rows: rows, cols: cols))
            for _ in 0..<30 {
                let oldTotal = body.total
                var removed: [Range<Int>] = []
                var added: [Range<Int>] = []
                switch rng.below(6) {
                case 0 where !body.blocks.isEmpty:
                    let at = rng.below(body.blocks.count)
                    removed.append(body.range(of: body.blocks[at].id))
                    body.blocks.remove(at: at)
                case 1, 2:
                    nextID += 1
                    let block = Body.Block(id: "n\(nextID)", lines: 1 + rng.below(5))
                    body.blocks.insert(block, at: rng.below(body.blocks.count + 1))
                    added.append(body.range(of: block.id))
                case 3 where !body.blocks.isEmpty:
                    let at = rng.below(body.blocks.count)
                    removed.append(body.range(of: body.blocks[at].id))
                    body.blocks[at].version += 1
                    body.blocks[at].lines = 1 + rng.below(4)
                    added.append(body.range(of: body.blocks[at].id))
                case 4:
                    rows = 6 + rng.below(14)
                    cols = 12 + rng.below(20)
                    t.resize(rows: rows, cols: cols, notify: false)
                default:
                    break
                }
                let oldScroll = scroll
                scroll = max(0, min(body.total - (rows - 3), scroll + rng.below(7) - 3))
                let edits = BodyEdits(removed: removed, added: added, oldTotal: oldTotal, newTotal: body.total,
                                      oldScroll: oldScroll, newScroll: scroll)
                let next = update(body, scroll: scroll, edits: edits, rows: rows, cols: cols, repaint: rng.below(20) == 0)
                let before = t.linesDrawn
                let stats = renderer.render(next)
                XCTAssertEqual(stats.linesDrawn, t.linesDrawn - before)
                shifted += stats.linesShifted
                assertScreenMatchesFullRepaint(t, next)
            }
        }
        XCTAssertGreaterThan(shifted, 0, "the sequences exercise line shifts")
    }
}
