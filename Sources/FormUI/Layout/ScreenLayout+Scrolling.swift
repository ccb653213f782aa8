/// Scrolling: the scroll picked after a change, and where rows and sections fall in the body.
extension ScreenLayout {
    /// Picks the scroll: `anchor` (a row to keep on its screen line) first, then the smallest move
    /// that keeps the focused row, with its section's border when it is first or last, on screen.
    package func settle(_ state: FormState, anchor: ScrollAnchor?) {
        guard state.mode != .help else { return }
        var current = scroll
        if let anchor, let position = outline.position(of: anchor.tag), index.isShown(position) {
            current = index.range(of: position).lowerBound - anchor.line
        }
        scroll = Viewport.scroll(current: current, total: index.total, height: bodyHeight, keeping: focusRange(state))
        forget()
    }

    /// Sets the scroll as it is (tests, and a session that restores one).
    package func scroll(to line: Int, state: FormState) {
        scroll = line
        settle(state, anchor: nil)
    }

    /// The lines to keep on screen for the focused row: the row, its section's border when it is
    /// the first or last row, and one row of context on each side (the row before and the row
    /// after, across a section's border) when the screen is tall enough for them. A row taller
    /// than the screen keeps the line of its cursor, so that what is typed is seen.
    private func focusRange(_ state: FormState) -> Range<Int>? {
        guard let tag = state.focus, let position = outline.position(of: tag), index.isShown(position) else { return nil }
        var range = index.range(of: position)
        if range.count > bodyHeight, state.mode == .form, state.popup == nil,
           let cursor = drawnRow(position, line: nil, state: state).cursor {
            let line = range.lowerBound + cursor.line
            return line..<(line + 1)
        }
        if index.isFirstShown(position) { range = (range.lowerBound - 1)..<range.upperBound }
        if index.isLastShown(position) { range = range.lowerBound..<(range.upperBound + 1) }
        let before = neighbourRow(from: range.lowerBound - 1, step: -1)?.lowerBound ?? range.lowerBound
        let after = neighbourRow(from: range.upperBound, step: 1)?.upperBound ?? range.upperBound
        if after - before <= bodyHeight { return before..<after }
        if after - range.lowerBound <= bodyHeight { return range.lowerBound..<after }
        return range
    }

    /// The lines of the first row met from body line `line` going `step` (past borders, footers
    /// and gaps, at most a few lines), or nil.
    private func neighbourRow(from line: Int, step: Int) -> Range<Int>? {
        var current = line
        for _ in 0..<12 {
            guard current >= 0, current < index.total, let part = index.part(at: current) else { return nil }
            if case .row(let position, _) = part { return index.range(of: position) }
            current += step
        }
        return nil
    }

    /// The focused row's screen line counted from the top of the body, to keep it there.
    package func anchor(for tag: String?) -> ScrollAnchor? {
        guard let tag, let position = outline.position(of: tag), index.isShown(position) else { return nil }
        return ScrollAnchor(tag: tag, line: index.range(of: position).lowerBound - scroll)
    }

    /// The first body line of the row tagged `tag`, when it is shown.
    package func line(of tag: String) -> Int? {
        guard let position = outline.position(of: tag), index.isShown(position) else { return nil }
        return index.range(of: position).lowerBound
    }
}
