import CCurses

/// Lines moved with insert/delete-line inside a scroll region.
extension CursesTerminal {
    package func insertLines(at: Int, count: Int, bottom: Int) {
        shift(at: at, count: count, bottom: bottom, up: false)
    }

    package func deleteLines(at: Int, count: Int, bottom: Int) {
        shift(at: at, count: count, bottom: bottom, up: true)
    }

    /// Shifts lines `at...bottom` of curses' window up (delete-line) or down (insert-line) by
    /// `count`, inside a scroll region set for the occasion: `wscrl` moves the lines and brings
    /// in blanks of the window's background (plain spaces, see `init`). The lines outside the
    /// region, the cursor and the current attributes stay as they were; afterwards the region is
    /// the whole window again and `scrollok` is off, so that writing the last cell of the screen
    /// never scrolls. ncurses works out at `doupdate` how to show the shift (DECISIONS.md "Line shifts
    /// are curses scrolls in a region").
    /// `CursesShift` says what happens at the edges (counts past the region, one-line regions).
    func shift(at: Int, count: Int, bottom: Int, up: Bool) {
        guard !restored else { return }
        shiftedSinceFlush = true
        let rows = size.rows
        switch CursesShift(at: at, count: count, bottom: bottom, rows: rows, up: up) {
        case .none:
            return
        case .blank(let lines):
            for line in lines { blank(line: line) }
        case .scroll(let top, let bottom, let lines):
            fr_wsetscrreg(window, Int32(top), Int32(bottom))
            fr_scrollok(window, true)
            fr_wscrl(window, Int32(lines))
            fr_scrollok(window, false)
            fr_wsetscrreg(window, 0, Int32(rows - 1))
        }
    }

    /// Empties screen line `line` in curses' window (background blanks), leaving the cursor where it was.
    func blank(line: Int) {
        var row: Int32 = 0
        var column: Int32 = 0
        fr_getyx(window, &row, &column)
        fr_wmove(window, Int32(line), 0)
        fr_wclrtoeol(window)
        fr_wmove(window, row, column)
    }
}
