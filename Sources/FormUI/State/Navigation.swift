import FormCore

/// Moving the focus between rows that can take input. It walks the form from the focus in display
/// order, stepping over hidden sections whole, so a move costs the rows it passes, not the form.
package enum Navigation {
    /// The first enabled row that can take input (a disabled one only when all are disabled).
    package static func firstFocus(in state: FormState) -> String? {
        var first: RowPosition?
        var position = step(from: nil, forward: true, in: state)
        while let current = position {
            let row = state.outline.row(at: current)
            if !state.isDisabled(row) { return row.tag }
            if first == nil { first = current }
            position = step(from: current, forward: true, in: state)
        }
        return first.map { state.outline.row(at: $0).tag }
    }

    /// The row `offset` focusable rows away from the focus, stopping at the ends.
    package static func move(from focus: String?, by offset: Int, in state: FormState) -> String? {
        guard let focus, let start = state.outline.position(of: focus), canFocus(start, in: state) else {
            return firstFocus(in: state)
        }
        var position = start
        for _ in 0..<abs(offset) {
            guard let next = step(from: position, forward: offset > 0, in: state) else { break }
            position = next
        }
        return state.outline.row(at: position).tag
    }

    /// The first (or last) row that can take the focus, disabled or not (Ctrl-Home, Ctrl-End).
    package static func end(last: Bool, in state: FormState) -> String? {
        step(from: nil, forward: !last, in: state).map { state.outline.row(at: $0).tag }
    }

    /// Whether `tag` is the last row that can take the focus (Enter there submits).
    package static func isLast(_ tag: String, in state: FormState) -> Bool {
        guard let position = state.outline.position(of: tag) else { return false }
        return step(from: position, forward: true, in: state) == nil
    }

    /// The focusable rows from the focus on, in one direction, for as long as `keepGoing` says.
    static func walk(from tag: String, forward: Bool, in state: FormState, while keepGoing: (String) -> Bool) -> [String] {
        guard var position = state.outline.position(of: tag) else { return [] }
        var tags: [String] = []
        while let next = step(from: position, forward: forward, in: state) {
            let nextTag = state.outline.row(at: next).tag
            guard keepGoing(nextTag) else { break }
            tags.append(nextTag)
            position = next
        }
        return tags
    }

    /// Keeps the focus on a row that can still take it (after a row was hidden or deleted): the next
    /// focusable row after the old one in form order, else the previous one.
    package static func repair(_ state: inout FormState) {
        guard let focus = state.focus, let position = state.outline.position(of: focus) else {
            state.focus(on: firstFocus(in: state))
            return
        }
        if canFocus(position, in: state) { return }
        let target = step(from: position, forward: true, in: state) ?? step(from: position, forward: false, in: state)
        state.focus(on: target.map { state.outline.row(at: $0).tag })
    }

    /// Whether the row tagged `tag` can take the focus (see `canFocus(_:in:)`).
    package static func canFocus(_ tag: String, in state: FormState) -> Bool {
        guard let position = state.outline.position(of: tag) else { return false }
        return canFocus(position, in: state)
    }

    /// Whether the row at `position` can take the focus: shown, section included, and not read-only.
    static func canFocus(_ position: RowPosition, in state: FormState) -> Bool {
        let row = state.outline.row(at: position)
        return !row.type.isReadOnly && !state.isHidden(row)
    }

    /// The next (or previous) focusable row after `position` (from the start or end when nil).
    static func step(from position: RowPosition?, forward: Bool, in state: FormState) -> RowPosition? {
        let outline = state.outline
        var s: Int
        var r: Int
        if let position {
            (s, r) = (position.section, position.row)
        } else {
            s = forward ? -1 : outline.rows.count
            r = 0
        }
        func sectionOpen(_ s: Int) -> Bool { !outline.rows[s].isEmpty && !state.isSectionHidden(outline.sections[s]) }
        while true {
            if forward {
                r += 1
                if s < 0 || r >= outline.rows[s].count {
                    s += 1
                    while s < outline.rows.count && !sectionOpen(s) { s += 1 }
                    guard s < outline.rows.count else { return nil }
                    r = 0
                }
            } else {
                r -= 1
                if s >= outline.rows.count || r < 0 {
                    s -= 1
                    while s >= 0 && !sectionOpen(s) { s -= 1 }
                    guard s >= 0 else { return nil }
                    r = outline.rows[s].count - 1
                }
            }
            let candidate = RowPosition(section: s, row: r)
            if canFocus(candidate, in: state) { return candidate }
        }
    }
}
