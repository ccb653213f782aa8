import FormUI

/// Brings a terminal from the previous frame to the next one with as little output as it can.
///
/// It keeps a model of what the screen shows (one `LineImage` per line). A render is a full
/// repaint (clear, then draw every non-blank line) on request, on the first frame and when the
/// size changed. Otherwise it first shifts body lines with insert/delete-line when lines with
/// known identifiers appeared or vanished (see `ShiftPlanner`), then rewrites only the lines whose
/// image differs from the model, places the cursor and flushes once.
public final class Renderer {
    public let terminal: Terminal
    /// The last frame rendered.
    public private(set) var previous: Frame?
    private var screen: [LineImage] = []

    public init(terminal: Terminal) {
        self.terminal = terminal
    }

    /// Forgets the previous frame: the next render repaints everything (after a suspend, say).
    public func invalidate() {
        previous = nil
    }

    @discardableResult
    public func render(_ frame: Frame, repaint: Bool = false) -> RenderStats {
        let images = (0..<frame.rows).map { i in
            i < frame.lines.count ? LineImage(spans: frame.lines[i].spans, cols: frame.cols) : .blank
        }
        var stats = RenderStats()
        if repaint || needsRepaint(for: frame) {
            terminal.clear()
            screen = Array(repeating: .blank, count: frame.rows)
            stats.fullRepaint = true
        } else if let previous, previous.body == frame.body {
            stats.linesShifted = shiftBody(from: previous, to: frame, images: images)
        }
        for i in 0..<frame.rows where screen[i] != images[i] {
            terminal.draw(line: i, spans: i < frame.lines.count ? frame.lines[i].spans : [])
            screen[i] = images[i]
            stats.linesDrawn += 1
        }
        terminal.setCursor(frame.cursor)
        terminal.flush()
        previous = frame
        return stats
    }

    private func needsRepaint(for frame: Frame) -> Bool {
        guard let previous else { return true }
        return previous.rows != frame.rows || previous.cols != frame.cols || screen.count != frame.rows
    }

    /// Applies the planned shifts to the terminal and the model when they pay: the lines left to
    /// redraw plus one per operation (each costs about as much as a short line) must be fewer
    /// than the lines to redraw without shifting. Returns the number of lines moved.
    private func shiftBody(from old: Frame, to new: Frame, images: [LineImage]) -> Int {
        let body = new.body
        guard body.count > 1, body.lowerBound >= 0, body.upperBound <= new.rows else { return 0 }
        func ids(_ frame: Frame) -> [String?] {
            body.map { $0 < frame.lines.count ? frame.lines[$0].id : nil }
        }
        let plan = ShiftPlanner.plan(old: ids(old), new: ids(new))
        guard !plan.isEmpty else { return 0 }

        let current = Array(screen[body])
        let target = Array(images[body])
        var shifted = current
        for shift in plan { shift.apply(to: &shifted, blank: .blank) }
        let redrawWithout = zip(current, target).filter { $0 != $1 }.count
        let redrawWith = zip(shifted, target).filter { $0 != $1 }.count
        guard redrawWith + plan.count < redrawWithout else { return 0 }

        var moved = 0
        var region = current
        let bottom = body.upperBound - 1
        for shift in plan {
            moved += shift.apply(to: &region, blank: .blank)
            switch shift.kind {
            case .insert: terminal.insertLines(at: body.lowerBound + shift.at, count: shift.count, bottom: bottom)
            case .delete: terminal.deleteLines(at: body.lowerBound + shift.at, count: shift.count, bottom: bottom)
            }
        }
        screen.replaceSubrange(body, with: region)
        return moved
    }
}
