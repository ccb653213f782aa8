import FormScreen

/// The size of a terminal in cells.
package struct TerminalSize: Hashable, Sendable {
    package var rows: Int
    package var cols: Int

    package init(rows: Int, cols: Int) {
        self.rows = rows
        self.cols = cols
    }
}

/// The few operations formrun needs from a terminal. `CursesTerminal` is the real one,
/// `MemoryTerminal` a cell grid with a log of operations, for tests.
package protocol Terminal: AnyObject {
    var size: TerminalSize { get }
    /// Writes `image` from column 0 of screen line `line` and clears the rest of that line.
    func draw(line: Int, image: LineImage)
    /// Shifts lines `at...bottom` down by `count`: the lines pushed past `bottom` are lost and
    /// blank lines appear at `at` (insert-line inside a scroll region).
    func insertLines(at: Int, count: Int, bottom: Int)
    /// Shifts lines `at+count...bottom` up to `at`: blank lines appear at the bottom of the region.
    func deleteLines(at: Int, count: Int, bottom: Int)
    /// Blanks the whole screen and forgets what was on it (the next update repaints everything).
    func clear()
    /// Shows the cursor at `position`, or hides it when nil.
    func setCursor(_ position: CursorPosition?)
    /// Sends everything drawn since the last flush to the screen.
    func flush()
    /// Waits up to `timeoutMs` milliseconds for a key or a new size; nil on timeout.
    func readMessage(timeoutMs: Int) -> TerminalInput?
    /// Signals a refused key (a visible flash or bell).
    func bell()
    /// Stops the program as Ctrl-Z does in a shell, giving the terminal back until it is resumed.
    func suspend()
    /// Drops the keys typed but not yet read (a question just opened: only a key typed after it
    /// appeared answers it).
    func discardTypeahead()
    /// Whether more input is waiting, or comes within `timeoutMs` milliseconds (kept for the next
    /// `readMessage`, not consumed): keys that arrive together are typing or a paste, never the
    /// answer to a question (`QuestionKeys`).
    func inputPending(withinMs timeoutMs: Int) -> Bool
}

extension Terminal {
    package func discardTypeahead() {}
    package func inputPending(withinMs timeoutMs: Int) -> Bool { false }

    /// Writes `spans` (cut at the width) from column 0 of screen line `line` and clears the rest.
    package func draw(line: Int, spans: [Span]) {
        draw(line: line, image: LineImage(spans: spans, cols: size.cols))
    }
}
