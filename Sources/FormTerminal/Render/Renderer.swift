import FormScreen

/// What to bring the screen to: its size, where the body is, how the body changed (as lines, from
/// the changeset), the cursor, and each line on request.
package struct ScreenUpdate {
    package var rows: Int
    package var cols: Int
    /// The screen lines of the scrolling body.
    package var body: Range<Int>
    /// The body's changes; nil when every body line must be looked at (help screen, pop-ups).
    package var edits: BodyEdits?
    package var cursor: CursorPosition?
    /// Clear the screen and draw it all.
    package var repaint: Bool
    /// Draws screen line `i`; asked only for the lines to draw.
    package var line: (Int) -> ScreenLine

    package init(rows: Int, cols: Int, body: Range<Int>, edits: BodyEdits?, cursor: CursorPosition?, repaint: Bool,
                line: @escaping (Int) -> ScreenLine) {
        self.rows = rows
        self.cols = cols
        self.body = body
        self.edits = edits
        self.cursor = cursor
        self.repaint = repaint
        self.line = line
    }
}

/// Brings the terminal from one screen to the next, driven by the changeset.
///
/// It keeps the one picture of what the screen shows (a `LineImage` per line). For a change, the
/// body's edits become insert/delete-line operations inside the body's region (`LineMoves`), which
/// it sends to the terminal and applies to its picture; then it draws the lines the moves did not
/// fill — inserted and updated rows, lines scrolled in — and the title, status and help lines, each
/// only when its image differs from the picture. A repaint (first frame, new size, Ctrl-L) clears
/// the screen and draws every line.
package final class Renderer {
    package let terminal: Terminal
    private var picture: [LineImage] = []
    private var size: (rows: Int, cols: Int)?

    package init(terminal: Terminal) {
        self.terminal = terminal
    }

    /// Forgets the picture: the next render repaints everything (after a suspend, say).
    package func invalidate() {
        size = nil
    }

    @discardableResult
    package func render(_ update: ScreenUpdate) -> RenderStats {
        var stats = RenderStats()
        var lines: [Int]
        var scrolledIn: Set<Int> = []
        if update.repaint || size?.rows != update.rows || size?.cols != update.cols {
            terminal.clear()
            picture = Array(repeating: .blank, count: update.rows)
            size = (update.rows, update.cols)
            stats.fullRepaint = true
            lines = Array(0..<update.rows)
        } else if let edits = update.edits {
            let moves = LineMoves(edits, height: update.body.count)
            stats.linesShifted = apply(moves.shifts, in: update.body)
            scrolledIn = Set(moves.scrolledIn.map { $0 + update.body.lowerBound })
            lines = [0] + moves.fresh(height: update.body.count).map { $0 + update.body.lowerBound }
            lines += update.body.upperBound..<update.rows
        } else {
            lines = Array(0..<update.rows)
        }
        for i in lines where i >= 0 && i < update.rows {
            let line = update.line(i)
            let image = LineImage(spans: line.spans, cols: update.cols)
            guard picture[i] != image else { continue }
            terminal.draw(line: i, image: image)
            picture[i] = image
            stats.linesDrawn += 1
            if scrolledIn.contains(i) { stats.linesScrolledIn += 1 }
        }
        terminal.setCursor(update.cursor)
        terminal.flush()
        return stats
    }

    /// Sends the shifts to the terminal and applies them to the picture; returns the lines moved.
    private func apply(_ shifts: [LineShift], in body: Range<Int>) -> Int {
        guard !shifts.isEmpty, body.count > 1, body.upperBound <= picture.count else { return 0 }
        var region = Array(picture[body])
        var moved = 0
        let bottom = body.upperBound - 1
        for shift in shifts {
            moved += shift.apply(to: &region, blank: .blank)
            switch shift.kind {
            case .insert: terminal.insertLines(at: body.lowerBound + shift.at, count: shift.count, bottom: bottom)
            case .delete: terminal.deleteLines(at: body.lowerBound + shift.at, count: shift.count, bottom: bottom)
            }
        }
        picture.replaceSubrange(body, with: region)
        return moved
    }
}

extension ScreenUpdate {
    /// An update that shows `frame`: with `edits`, the body lines they keep are carried over; without,
    /// every line is compared with the picture.
    package init(frame: Frame, edits: BodyEdits? = nil, repaint: Bool = false) {
        self.init(rows: frame.rows, cols: frame.cols, body: frame.body, edits: edits, cursor: frame.cursor, repaint: repaint,
                  line: { i in i < frame.lines.count ? frame.lines[i] : ScreenLine(id: "none", spans: []) })
    }
}
