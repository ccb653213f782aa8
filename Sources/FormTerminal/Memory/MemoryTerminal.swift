import FormScreen

/// A terminal in memory, for tests: a grid of cells, a cursor, a queue of scripted keys and a
/// log of every operation with counters.
///
/// `bytesEstimate` models what a terminal would receive if each requested operation were sent as
/// written: a drawn line costs a cursor move (`Cost.move`), a clear-to-end-of-line
/// (`Cost.clearToEnd`), and per run of one style an attribute change (`Cost.attribute`) plus the
/// UTF-8 bytes of its text (trailing plain spaces are not sent); a line shift
/// costs `Cost.shift` (set region, insert/delete-line, reset region); a clear `Cost.clear`; a
/// flush with a visible cursor one more move; a bell one byte. It is coarse by design: it lets
/// tests compare strategies (shifting vs redrawing), not predict curses byte for byte.
package final class MemoryTerminal: Terminal {
    /// One screen cell.
    package struct Cell: Hashable, Sendable {
        /// The character shown; nil in the right half of a wide character.
        package var character: Character?
        package var style: CellStyle

        package static let blank = Cell(character: " ", style: .plain)
    }

    /// What was asked of the terminal, in order.
    package enum Operation: Hashable, Sendable {
        case draw(line: Int, spans: [Span])
        case insertLines(at: Int, count: Int, bottom: Int)
        case deleteLines(at: Int, count: Int, bottom: Int)
        case clear
        case setCursor(CursorPosition?)
        case flush
        case bell
    }

    /// The byte costs of the `bytesEstimate` model.
    package enum Cost {
        package static let move = 8
        package static let attribute = 6
        package static let clearToEnd = 3
        package static let shift = 16
        package static let clear = 7
    }

    package private(set) var size: TerminalSize
    /// Size changes not yet read (they come before the keys).
    private var resizes: [TerminalInput] = []
    /// Keys `readMessage` hands out, first first (after any size change); nil when none is left.
    package var keys: [Key]
    package private(set) var operations: [Operation] = []
    package private(set) var cursor: CursorPosition?
    package private(set) var linesDrawn = 0
    package private(set) var linesShifted = 0
    package private(set) var clears = 0
    package private(set) var bells = 0
    package private(set) var flushes = 0
    package private(set) var bytesEstimate = 0
    private var grid: [[Cell]]

    package init(rows: Int = 24, cols: Int = 80, keys: [Key] = []) {
        size = TerminalSize(rows: rows, cols: cols)
        self.keys = keys
        grid = Array(repeating: Array(repeating: .blank, count: cols), count: rows)
    }

    // MARK: Reading the screen

    /// The whole screen, one line per row, trailing spaces trimmed.
    package var screenText: String {
        (0..<size.rows).map(line).joined(separator: "\n")
    }

    /// The text of screen row `i`, trailing spaces trimmed.
    package func line(_ i: Int) -> String {
        guard grid.indices.contains(i) else { return "" }
        var text = String(grid[i].compactMap(\.character))
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }

    package func cell(row: Int, col: Int) -> Cell {
        guard grid.indices.contains(row), grid[row].indices.contains(col) else { return .blank }
        return grid[row][col]
    }

    package func style(row: Int, col: Int) -> CellStyle {
        cell(row: row, col: col).style
    }

    // MARK: Test controls

    /// Changes the size (keeping what fits, top-left anchored) and, with `notify`, queues a
    /// `.resize` message in front of the keys, as curses does after SIGWINCH.
    package func resize(rows: Int, cols: Int, notify: Bool = true) {
        size = TerminalSize(rows: rows, cols: cols)
        grid = (0..<rows).map { r in
            (0..<cols).map { c in
                grid.indices.contains(r) && grid[r].indices.contains(c) ? grid[r][c] : .blank
            }
        }
        for r in grid.indices where cols > 0 && grid[r][cols - 1].character.map({ DisplayWidth.of($0) == 2 }) == true {
            grid[r][cols - 1] = .blank
        }
        if notify { resizes.append(.resize(rows: rows, cols: cols)) }
    }

    /// Empties the operation log and zeroes the counters (the screen stays).
    package func resetLog() {
        operations = []
        linesDrawn = 0
        linesShifted = 0
        clears = 0
        bells = 0
        flushes = 0
        bytesEstimate = 0
    }

    // MARK: Terminal

    /// An image made for a wider screen is cut at this one's width, as a terminal would.
    package func draw(line: Int, image: LineImage) {
        let image = image.width > size.cols ? LineImage(spans: image.spans, cols: size.cols) : image
        operations.append(.draw(line: line, spans: image.spans))
        guard grid.indices.contains(line) else { return }
        linesDrawn += 1
        bytesEstimate += Cost.move + Cost.clearToEnd
        var row = Array(repeating: Cell.blank, count: size.cols)
        var column = 0
        for run in image.runs {
            bytesEstimate += Cost.attribute + run.text.utf8.count
            column = run.column
            for c in run.text {
                row[column] = Cell(character: c, style: run.style)
                if DisplayWidth.of(c) == 2 { row[column + 1] = Cell(character: nil, style: run.style) }
                column += DisplayWidth.of(c)
            }
        }
        grid[line] = row
    }

    package func insertLines(at: Int, count: Int, bottom: Int) {
        operations.append(.insertLines(at: at, count: count, bottom: bottom))
        guard let n = shiftCount(at: at, count: count, bottom: bottom) else { return }
        grid.removeSubrange((bottom - n + 1)...bottom)
        grid.insert(contentsOf: blankRows(n), at: at)
        record(shift: bottom - at + 1 - n)
    }

    package func deleteLines(at: Int, count: Int, bottom: Int) {
        operations.append(.deleteLines(at: at, count: count, bottom: bottom))
        guard let n = shiftCount(at: at, count: count, bottom: bottom) else { return }
        grid.removeSubrange(at..<(at + n))
        grid.insert(contentsOf: blankRows(n), at: bottom - n + 1)
        record(shift: bottom - at + 1 - n)
    }

    package func clear() {
        operations.append(.clear)
        clears += 1
        bytesEstimate += Cost.clear
        grid = blankRows(size.rows)
    }

    package func setCursor(_ position: CursorPosition?) {
        operations.append(.setCursor(position))
        cursor = position
    }

    package func flush() {
        operations.append(.flush)
        flushes += 1
        if cursor != nil { bytesEstimate += Cost.move }
    }

    package func readMessage(timeoutMs: Int) -> TerminalInput? {
        if !resizes.isEmpty { return resizes.removeFirst() }
        return keys.isEmpty ? nil : .key(keys.removeFirst())
    }

    /// How many times a question asked to drop the keys typed ahead (scripted keys stay: they
    /// stand for keys typed after it).
    package private(set) var typeaheadDiscards = 0

    package func discardTypeahead() {
        typeaheadDiscards += 1
    }

    /// Whether the scripted keys stand for keys arriving together (a burst, a paste typed as
    /// keys): then a key with more behind it is not alone. Off by default: each scripted key
    /// stands for one typed on its own.
    package var keysArriveTogether = false

    package func inputPending(withinMs timeoutMs: Int) -> Bool {
        keysArriveTogether && !keys.isEmpty
    }

    /// Suspending a scripted terminal only counts it.
    package private(set) var suspensions = 0

    package func suspend() {
        suspensions += 1
    }

    package func bell() {
        operations.append(.bell)
        bells += 1
        bytesEstimate += 1
    }

    // MARK: Private

    /// The number of lines a shift of `count` really moves inside `at...bottom`, or nil when the
    /// request is empty or outside the screen.
    private func shiftCount(at: Int, count: Int, bottom: Int) -> Int? {
        guard count > 0, at >= 0, at <= bottom, bottom < size.rows else { return nil }
        return min(count, bottom - at + 1)
    }

    /// Counts a shift that moved `moved` lines (the survivors inside the region).
    private func record(shift moved: Int) {
        linesShifted += moved
        bytesEstimate += Cost.shift
    }

    private func blankRows(_ n: Int) -> [[Cell]] {
        Array(repeating: Array(repeating: .blank, count: size.cols), count: n)
    }
}
