/// A cursor position on the screen, 0-based.
package struct CursorPosition: Hashable, Sendable {
    package var row: Int
    package var column: Int

    package init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }
}

/// What the screen should show: exactly `rows` lines, each at most `cols` cells wide.
package struct Frame: Hashable, Sendable {
    package var rows: Int
    package var cols: Int
    package var lines: [ScreenLine]
    /// Where the terminal cursor stands (a text row being edited), or nil to hide it.
    package var cursor: CursorPosition?
    /// The scrolling body of the form (between the title line and the status/help lines): the
    /// only lines the renderer may shift with insert/delete-line.
    package var body: Range<Int>

    package init(rows: Int, cols: Int, lines: [ScreenLine], cursor: CursorPosition? = nil, body: Range<Int>? = nil) {
        self.rows = rows
        self.cols = cols
        self.lines = lines
        self.cursor = cursor
        self.body = body ?? 0..<lines.count
    }

    /// The frame as plain text, one line per screen line, trailing spaces trimmed: golden snapshots.
    package var text: String {
        lines.map { line in
            var s = line.text
            while s.hasSuffix(" ") { s.removeLast() }
            return s
        }.joined(separator: "\n")
    }
}
