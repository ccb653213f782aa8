/// A small xterm emulator: feeds on what a program wrote to its terminal and keeps the grid of
/// characters a person would see, so tests can ask "what is on line 3?" without caring how
/// curses chose to get it there (cursor jumps, insert/delete-line, repeats, line-drawing charset).
///
/// It knows the sequences curses sends for xterm-256color, the scroll region (DECSTBM) and what
/// scrolls inside it (SU/SD, IND/RI, IL/DL) included, as xterm does them; attributes and colours
/// are ignored.
struct TerminalScreen {
    private(set) var rows: Int
    private(set) var cols: Int
    /// The cursor, 0-based.
    private(set) var row = 0
    private(set) var col = 0

    private var grid: [[Character]]
    private var savedGrid: [[Character]]?
    private var wrapPending = false
    private var top = 0
    private var bottom: Int
    private var saved = (row: 0, col: 0)
    private var lineDrawing = [false, false]
    private var shifted = false
    private var lastPrinted: Character?

    /// Marks the right half of a wide character.
    private static let continuation: Character = "\u{0}"

    init(rows: Int = 24, cols: Int = 80) {
        self.rows = rows
        self.cols = cols
        bottom = rows - 1
        grid = Self.blank(rows: rows, cols: cols)
    }

    /// The screen's lines, trailing blanks removed.
    var lines: [String] {
        grid.map { line in
            var text = String(line.filter { $0 != Self.continuation })
            while text.last == " " { text.removeLast() }
            return text
        }
    }

    /// The screen as one string, a newline between lines.
    var text: String { lines.joined(separator: "\n") }

    /// Whether the alternate screen is in use.
    var onAlternateScreen: Bool { savedGrid != nil }

    /// Feeds terminal output.
    mutating func feed(_ bytes: [UInt8]) {
        var parser = Parser(scalars: Array(String(decoding: bytes, as: UTF8.self).unicodeScalars))
        while let token = parser.next() {
            switch token {
            case .printable(let scalar): print(scalar)
            case .control(let scalar): control(scalar)
            case .escape(let final, let intermediate): escape(final, intermediate)
            case .csi(let final, let parameters, let privateMarker): csi(final, parameters, privateMarker)
            }
        }
    }

    /// Changes the size, as a terminal window does (content is kept where it fits).
    mutating func resize(rows newRows: Int, cols newCols: Int) {
        grid = (0..<newRows).map { r in
            (0..<newCols).map { c in r < rows && c < cols ? grid[r][c] : " " }
        }
        rows = newRows
        cols = newCols
        top = 0
        bottom = rows - 1
        row = min(row, rows - 1)
        col = min(col, cols - 1)
        savedGrid = savedGrid.map { _ in Self.blank(rows: rows, cols: cols) }
    }

    // MARK: - Printing

    private mutating func print(_ scalar: Unicode.Scalar) {
        let width = Self.width(of: scalar)
        if width == 0 {
            attachToPrevious(scalar)
            return
        }
        var character = Character(scalar)
        if lineDrawing[shifted ? 1 : 0], let mapped = Self.decGraphics[scalar] { character = mapped }
        if wrapPending {
            wrapPending = false
            col = 0
            lineFeed()
        }
        if width == 2 && col == cols - 1 {
            grid[row][col] = " "
            col = 0
            lineFeed()
        }
        grid[row][col] = character
        if width == 2 { grid[row][col + 1] = Self.continuation }
        lastPrinted = character
        if col + width >= cols {
            col = cols - 1
            wrapPending = true
        } else {
            col += width
        }
    }

    private mutating func attachToPrevious(_ scalar: Unicode.Scalar) {
        var c = wrapPending ? col : col - 1
        if c >= 0 && grid[row][c] == Self.continuation { c -= 1 }
        guard c >= 0 else { return }
        var scalars = String(grid[row][c]).unicodeScalars
        scalars.append(scalar)
        grid[row][c] = Character(String(scalars))
    }

    // MARK: - Controls and escapes

    private mutating func control(_ scalar: Unicode.Scalar) {
        switch scalar.value {
        case 0x08: moveTo(row, col - 1)
        case 0x09: moveTo(row, min(cols - 1, (col / 8 + 1) * 8))
        case 0x0A, 0x0B, 0x0C: wrapPending = false; lineFeed()
        case 0x0D: moveTo(row, 0)
        case 0x0E: shifted = true
        case 0x0F: shifted = false
        default: break
        }
    }

    private mutating func escape(_ final: Unicode.Scalar, _ intermediate: Unicode.Scalar?) {
        if let intermediate {
            if intermediate == "(" || intermediate == ")" {
                lineDrawing[intermediate == "(" ? 0 : 1] = final == "0"
            }
            return
        }
        switch final {
        case "7": saved = (row, col)
        case "8": moveTo(saved.row, saved.col)
        case "D": wrapPending = false; lineFeed()
        case "E": moveTo(row, 0); lineFeed()
        case "M": reverseIndex()
        case "c": self = TerminalScreen(rows: rows, cols: cols)
        default: break
        }
    }

    private mutating func csi(_ final: Unicode.Scalar, _ parameters: [Int?], _ privateMarker: Unicode.Scalar?) {
        func p(_ index: Int, _ fallback: Int) -> Int {
            guard index < parameters.count, let value = parameters[index], value != 0 else { return fallback }
            return value
        }
        if let privateMarker {
            if privateMarker == "?" && (final == "h" || final == "l") {
                for mode in parameters.compactMap({ $0 }) { setPrivateMode(mode, on: final == "h") }
            }
            return
        }
        switch final {
        case "H", "f": moveTo(p(0, 1) - 1, p(1, 1) - 1)
        case "A": moveTo(max(row - p(0, 1), row >= top ? top : 0), col)
        case "B": moveTo(min(row + p(0, 1), row <= bottom ? bottom : rows - 1), col)
        case "C": moveTo(row, col + p(0, 1))
        case "D": moveTo(row, col - p(0, 1))
        case "E": moveTo(row + p(0, 1), 0)
        case "F": moveTo(row - p(0, 1), 0)
        case "G", "`": moveTo(row, p(0, 1) - 1)
        case "d": moveTo(p(0, 1) - 1, col)
        case "J": eraseDisplay(parameters.first.flatMap { $0 } ?? 0)
        case "K": eraseLine(parameters.first.flatMap { $0 } ?? 0)
        case "L": insertLines(p(0, 1))
        case "M": deleteLines(p(0, 1))
        case "@": insertCharacters(p(0, 1))
        case "P": deleteCharacters(p(0, 1))
        case "X": for c in col..<min(cols, col + p(0, 1)) { grid[row][c] = " " }
        case "S": scrollUp(p(0, 1))
        case "T": scrollDown(p(0, 1))
        case "b":
            guard let repeated = lastPrinted else { break }
            for _ in 0..<p(0, 1) { String(repeated).unicodeScalars.forEach { print($0) } }
        case "r": setScrollRegion(top: p(0, 1), bottom: min(rows, p(1, rows)))
        case "s": saved = (row, col)
        case "u": moveTo(saved.row, saved.col)
        default: break
        }
    }

    /// DECSTBM, 1-based and inclusive. As in xterm, a region of fewer than two lines is ignored
    /// (the cursor stays); a valid one homes the cursor.
    private mutating func setScrollRegion(top newTop: Int, bottom newBottom: Int) {
        guard newBottom > newTop else { return }
        top = newTop - 1
        bottom = newBottom - 1
        moveTo(0, 0)
    }

    private mutating func setPrivateMode(_ mode: Int, on: Bool) {
        guard mode == 1049 || mode == 1047 || mode == 47 else { return }
        if on, savedGrid == nil {
            if mode == 1049 { saved = (row, col) }
            savedGrid = grid
            grid = Self.blank(rows: rows, cols: cols)
        } else if !on, let normal = savedGrid {
            grid = normal
            savedGrid = nil
            if mode == 1049 { moveTo(saved.row, saved.col) }
        }
    }

    // MARK: - Editing the grid

    private mutating func moveTo(_ newRow: Int, _ newCol: Int) {
        wrapPending = false
        row = max(0, min(rows - 1, newRow))
        col = max(0, min(cols - 1, newCol))
    }

    private mutating func lineFeed() {
        if row == bottom { scrollUp(1) } else if row < rows - 1 { row += 1 }
    }

    private mutating func reverseIndex() {
        wrapPending = false
        if row == top { scrollDown(1) } else if row > 0 { row -= 1 }
    }

    /// SU (CSI n S), and IND or LF at the bottom margin: the lines of the scroll region move up
    /// whatever the cursor's row, blank lines come in at the bottom margin; the cursor stays.
    private mutating func scrollUp(_ count: Int) {
        for _ in 0..<min(count, bottom - top + 1) {
            grid.remove(at: top)
            grid.insert(Self.blankLine(cols), at: bottom)
        }
    }

    /// SD (CSI n T), and RI at the top margin: the region's lines move down, blanks come in at the top.
    private mutating func scrollDown(_ count: Int) {
        for _ in 0..<min(count, bottom - top + 1) {
            grid.remove(at: bottom)
            grid.insert(Self.blankLine(cols), at: top)
        }
    }

    /// IL (CSI n L): from the cursor's row down to the bottom margin; ignored outside the region.
    private mutating func insertLines(_ count: Int) {
        guard row >= top && row <= bottom else { return }
        for _ in 0..<min(count, bottom - row + 1) {
            grid.remove(at: bottom)
            grid.insert(Self.blankLine(cols), at: row)
        }
        moveTo(row, 0)
    }

    /// DL (CSI n M): from the cursor's row down to the bottom margin; ignored outside the region.
    private mutating func deleteLines(_ count: Int) {
        guard row >= top && row <= bottom else { return }
        for _ in 0..<min(count, bottom - row + 1) {
            grid.remove(at: row)
            grid.insert(Self.blankLine(cols), at: bottom)
        }
        moveTo(row, 0)
    }

    private mutating func insertCharacters(_ count: Int) {
        let n = min(count, cols - col)
        grid[row].insert(contentsOf: Array(repeating: " ", count: n), at: col)
        grid[row].removeLast(n)
    }

    private mutating func deleteCharacters(_ count: Int) {
        let n = min(count, cols - col)
        grid[row].removeSubrange(col..<(col + n))
        grid[row].append(contentsOf: Array(repeating: " ", count: n))
    }

    private mutating func eraseDisplay(_ mode: Int) {
        switch mode {
        case 0:
            eraseLine(0)
            for r in (row + 1)..<rows { grid[r] = Self.blankLine(cols) }
        case 1:
            eraseLine(1)
            for r in 0..<row { grid[r] = Self.blankLine(cols) }
        default:
            grid = Self.blank(rows: rows, cols: cols)
        }
    }

    private mutating func eraseLine(_ mode: Int) {
        let range: Range<Int>
        switch mode {
        case 0: range = col..<cols
        case 1: range = 0..<(col + 1)
        default: range = 0..<cols
        }
        for c in range { grid[row][c] = " " }
    }

    // MARK: - Tables

    private static func blankLine(_ cols: Int) -> [Character] { Array(repeating: " ", count: cols) }
    private static func blank(rows: Int, cols: Int) -> [[Character]] {
        Array(repeating: blankLine(cols), count: rows)
    }

    /// The DEC special graphics set (`ESC ( 0`) that curses uses for boxes.
    private static let decGraphics: [Unicode.Scalar: Character] = [
        "j": "┘", "k": "┐", "l": "┌", "m": "└", "n": "┼", "q": "─", "t": "├", "u": "┤",
        "v": "┴", "w": "┬", "x": "│", "a": "▒", "`": "◆", "~": "·", "o": "⎺", "s": "⎽",
        "y": "≤", "z": "≥", "{": "π", "|": "≠", "}": "£", "f": "°", "g": "±", "h": "░", "0": "█",
    ]

    /// Columns a character takes: 0 for combining marks, 2 for East Asian wide and emoji, else 1.
    /// An approximation of wcwidth, good enough to place text on the grid.
    static func width(of scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if (0x0300...0x036F).contains(v) || (0x200B...0x200F).contains(v) || (0xFE00...0xFE0F).contains(v)
            || (0x20D0...0x20FF).contains(v) || v == 0x200D {
            return 0
        }
        let wide: [ClosedRange<UInt32>] = [
            0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD,
        ]
        return wide.contains { $0.contains(v) } ? 2 : 1
    }
}

/// Splits terminal output into printable characters, controls and escape sequences.
private struct Parser {
    enum Token {
        case printable(Unicode.Scalar)
        case control(Unicode.Scalar)
        case escape(final: Unicode.Scalar, intermediate: Unicode.Scalar?)
        case csi(final: Unicode.Scalar, parameters: [Int?], privateMarker: Unicode.Scalar?)
    }

    let scalars: [Unicode.Scalar]
    var index = 0

    init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

    mutating func next() -> Token? {
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            if scalar == "\u{1B}" {
                if let token = escape() { return token }
                continue
            }
            if scalar.value < 0x20 || scalar.value == 0x7F { return .control(scalar) }
            if (0x80...0x9F).contains(scalar.value) { continue }
            return .printable(scalar)
        }
        return nil
    }

    private mutating func escape() -> Token? {
        guard index < scalars.count else { return nil }
        let first = scalars[index]
        index += 1
        switch first {
        case "[": return csi()
        case "]", "P", "_", "^": skipString(); return nil
        case " "..."/":
            guard index < scalars.count else { return nil }
            let final = scalars[index]
            index += 1
            return .escape(final: final, intermediate: first)
        default: return .escape(final: first, intermediate: nil)
        }
    }

    private mutating func csi() -> Token? {
        var privateMarker: Unicode.Scalar?
        if index < scalars.count, "<"..."?" ~= scalars[index] {
            privateMarker = scalars[index]
            index += 1
        }
        var parameters: [Int?] = []
        var current: Int?
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            switch scalar {
            case "0"..."9": current = (current ?? 0) * 10 + Int(scalar.value - 48)
            case ";", ":": parameters.append(current); current = nil
            case " "..."/": continue
            case "@"..."~":
                parameters.append(current)
                return .csi(final: scalar, parameters: parameters, privateMarker: privateMarker)
            default: return nil
            }
        }
        return nil
    }

    /// Skips an OSC/DCS string up to BEL or ESC \.
    private mutating func skipString() {
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            if scalar == "\u{7}" { return }
            if scalar == "\u{1B}", index < scalars.count, scalars[index] == "\\" { index += 1; return }
        }
    }
}
