/// What `CursesTerminal` does to curses' window for one insert- or delete-lines call: the
/// arguments checked and reduced to an operation curses accepts. Kept apart from the curses calls
/// so that the edge cases (counts past the region, one-line regions, lines off the screen) are
/// tested without a terminal.
enum CursesShift: Equatable {
    /// Nothing to do: a count below 1, `at > bottom`, or a line off the screen (as in `MemoryTerminal`).
    case none
    /// Blank these lines: the count empties the region, or the region is one line, which
    /// `wsetscrreg` refuses.
    case blank(ClosedRange<Int>)
    /// Scroll lines `top...bottom` by `lines` (`wscrl`: positive up, as delete-line does; negative
    /// down, as insert-line does) inside a region of at least two lines.
    case scroll(top: Int, bottom: Int, lines: Int)

    /// The operation that shifts lines `at...bottom` of a screen of `rows` lines by `count`, up for
    /// delete-line, down for insert-line.
    init(at: Int, count: Int, bottom: Int, rows: Int, up: Bool) {
        guard count > 0, at >= 0, at <= bottom, bottom < rows else {
            self = .none
            return
        }
        if count > bottom - at {
            self = .blank(at...bottom)
        } else {
            self = .scroll(top: at, bottom: bottom, lines: up ? count : -count)
        }
    }
}
