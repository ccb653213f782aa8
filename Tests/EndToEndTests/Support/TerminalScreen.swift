/// A small xterm emulator: feeds on what a program wrote to its terminal and keeps the grid of
/// characters a person would see, so tests can ask "what is on line 3?" without caring how
/// curses chose to get it there (cursor jumps, insert/delete-line, repeats, line-drawing charset).
///
/// It knows the sequences curses sends for xterm-256color, the scroll region (DECSTBM) and what
/// scrolls inside it (SU/SD, IND/RI, IL/DL) included, as xterm does them. Each cell also keeps the
/// attributes and colours it was written with (SGR), and erased cells take the current background
/// as xterm's back-colour erase does, so `styledLines` shows what a person sees, colours included.
struct TerminalScreen {
    private(set) var rows: Int
    private(set) var cols: Int
    /// The cursor, 0-based.
    private(set) var row = 0
    private(set) var col = 0

    private var grid: [[Character]]
    private var savedGrid: [[Character]]?
    private var styles: [[Pen]]
    private var savedStyles: [[Pen]]?
    /// The attributes and colours the next printed character takes.
    private var pen = Pen()
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
        styles = Self.plain(rows: rows, cols: cols)
    }

    /// The screen's lines, trailing blanks removed.
    var lines: [String] {
        grid.map { line in
            var text = String(line.filter { $0 != Self.continuation })
            while text.last == " " { text.removeLast() }
            return text
        }
    }

    /// The screen's lines with their looks: each run of cells that look alike is written
    /// `[STYLE|text]` (plain runs as bare text), trailing plain blanks removed. Two screens whose
    /// styled lines are equal look the same: a blank's foreground and boldness are not seen and are
    /// left out.
    var styledLines: [String] {
        (0..<rows).map { r in
            var runs: [(Pen, String)] = []
            for c in 0..<cols where grid[r][c] != Self.continuation {
                let character = grid[r][c]
                let look = character == " " ? styles[r][c].asBlank : styles[r][c]
                if let last = runs.last, last.0 == look {
                    runs[runs.count - 1].1.append(character)
                } else {
                    runs.append((look, String(character)))
                }
            }
            if let last = runs.last, last.0 == Pen() {
                var text = last.1
                while text.last == " " { text.removeLast() }
                if text.isEmpty { runs.removeLast() } else { runs[runs.count - 1].1 = text }
            }
            return runs.map { $0.0 == Pen() ? $0.1 : "[\($0.0)|\($0.1)]" }.joined()
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
        styles = (0..<newRows).map { r in
            (0..<newCols).map { c in r < rows && c < cols ? styles[r][c] : Pen() }
        }
        rows = newRows
        cols = newCols
        top = 0
        bottom = rows - 1
        row = min(row, rows - 1)
        col = min(col, cols - 1)
        savedGrid = savedGrid.map { _ in Self.blank(rows: rows, cols: cols) }
        savedStyles = savedStyles.map { _ in Self.plain(rows: rows, cols: cols) }
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
            styles[row][col] = pen.erasing
            col = 0
            lineFeed()
        }
        grid[row][col] = character
        styles[row][col] = pen
        if width == 2 {
            grid[row][col + 1] = Self.continuation
            styles[row][col + 1] = pen
        }
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
        case "X": for c in col..<min(cols, col + p(0, 1)) { erase(row, c) }
        case "m": pen.apply(parameters)
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
            savedStyles = styles
            grid = Self.blank(rows: rows, cols: cols)
            styles = Self.plain(rows: rows, cols: cols)
        } else if !on, let normal = savedGrid {
            grid = normal
            styles = savedStyles ?? Self.plain(rows: rows, cols: cols)
            savedGrid = nil
            savedStyles = nil
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
            styles.remove(at: top)
            styles.insert(blankStyles, at: bottom)
        }
    }

    /// SD (CSI n T), and RI at the top margin: the region's lines move down, blanks come in at the top.
    private mutating func scrollDown(_ count: Int) {
        for _ in 0..<min(count, bottom - top + 1) {
            grid.remove(at: bottom)
            grid.insert(Self.blankLine(cols), at: top)
            styles.remove(at: bottom)
            styles.insert(blankStyles, at: top)
        }
    }

    /// IL (CSI n L): from the cursor's row down to the bottom margin; ignored outside the region.
    private mutating func insertLines(_ count: Int) {
        guard row >= top && row <= bottom else { return }
        for _ in 0..<min(count, bottom - row + 1) {
            grid.remove(at: bottom)
            grid.insert(Self.blankLine(cols), at: row)
            styles.remove(at: bottom)
            styles.insert(blankStyles, at: row)
        }
        moveTo(row, 0)
    }

    /// DL (CSI n M): from the cursor's row down to the bottom margin; ignored outside the region.
    private mutating func deleteLines(_ count: Int) {
        guard row >= top && row <= bottom else { return }
        for _ in 0..<min(count, bottom - row + 1) {
            grid.remove(at: row)
            grid.insert(Self.blankLine(cols), at: bottom)
            styles.remove(at: row)
            styles.insert(blankStyles, at: bottom)
        }
        moveTo(row, 0)
    }

    private mutating func insertCharacters(_ count: Int) {
        let n = min(count, cols - col)
        grid[row].insert(contentsOf: Array(repeating: " ", count: n), at: col)
        grid[row].removeLast(n)
        styles[row].insert(contentsOf: Array(repeating: pen.erasing, count: n), at: col)
        styles[row].removeLast(n)
    }

    private mutating func deleteCharacters(_ count: Int) {
        let n = min(count, cols - col)
        grid[row].removeSubrange(col..<(col + n))
        grid[row].append(contentsOf: Array(repeating: " ", count: n))
        styles[row].removeSubrange(col..<(col + n))
        styles[row].append(contentsOf: Array(repeating: pen.erasing, count: n))
    }

    private mutating func eraseDisplay(_ mode: Int) {
        switch mode {
        case 0:
            eraseLine(0)
            for r in (row + 1)..<rows { eraseRow(r) }
        case 1:
            eraseLine(1)
            for r in 0..<row { eraseRow(r) }
        default:
            for r in 0..<rows { eraseRow(r) }
        }
    }

    private mutating func eraseLine(_ mode: Int) {
        let range: Range<Int>
        switch mode {
        case 0: range = col..<cols
        case 1: range = 0..<(col + 1)
        default: range = 0..<cols
        }
        for c in range { erase(row, c) }
    }

    private mutating func erase(_ r: Int, _ c: Int) {
        grid[r][c] = " "
        styles[r][c] = pen.erasing
    }

    private mutating func eraseRow(_ r: Int) {
        grid[r] = Self.blankLine(cols)
        styles[r] = blankStyles
    }

    /// A line of blanks as erasing makes them: the current background.
    private var blankStyles: [Pen] { Array(repeating: pen.erasing, count: cols) }

    // MARK: - Tables

    private static func blankLine(_ cols: Int) -> [Character] { Array(repeating: " ", count: cols) }
    private static func blank(rows: Int, cols: Int) -> [[Character]] {
        Array(repeating: blankLine(cols), count: rows)
    }
    private static func plain(rows: Int, cols: Int) -> [[Pen]] {
        Array(repeating: Array(repeating: Pen(), count: cols), count: rows)
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

/// The attributes and colours of a cell (SGR). Colours are palette indexes (`30`–`37` and
/// `38;5;n` alike), direct colours `0x1000000 | rgb`, nil the terminal's default.
struct Pen: Hashable, CustomStringConvertible {
    var bold = false, dim = false, italic = false, underline = false, blink = false
    var reverse = false, invisible = false, strike = false
    var foreground: Int?
    var background: Int?

    /// What an erased cell takes: the background only (xterm's back-colour erase).
    var erasing: Pen { Pen(background: background) }

    /// The part of the look a blank shows: its background, or its foreground when reversed, and
    /// the lines drawn through it.
    var asBlank: Pen {
        Pen(underline: underline, reverse: reverse, strike: strike,
            foreground: reverse ? foreground : nil, background: background)
    }

    mutating func apply(_ parameters: [Int?]) {
        let codes = parameters.map { $0 ?? 0 }
        var i = 0
        while i < codes.count {
            let code = codes[i]
            switch code {
            case 0: self = Pen()
            case 1: bold = true
            case 2: dim = true
            case 3: italic = true
            case 4: underline = true
            case 5: blink = true
            case 7: reverse = true
            case 8: invisible = true
            case 9: strike = true
            case 22: bold = false; dim = false
            case 23: italic = false
            case 24: underline = false
            case 25: blink = false
            case 27: reverse = false
            case 28: invisible = false
            case 29: strike = false
            case 30...37: foreground = code - 30
            case 39: foreground = nil
            case 40...47: background = code - 40
            case 49: background = nil
            case 90...97: foreground = code - 90 + 8
            case 100...107: background = code - 100 + 8
            case 38, 48:
                var colour: Int?
                if i + 2 < codes.count, codes[i + 1] == 5 {
                    colour = codes[i + 2]
                    i += 2
                } else if i + 4 < codes.count, codes[i + 1] == 2 {
                    colour = 0x1000000 | (codes[i + 2] << 16) | (codes[i + 3] << 8) | codes[i + 4]
                    i += 4
                }
                if code == 38 { foreground = colour } else { background = colour }
            default: break
            }
            i += 1
        }
    }

    var description: String {
        var parts: [String] = []
        for (on, name) in [(bold, "bold"), (dim, "dim"), (italic, "italic"), (underline, "underline"), (blink, "blink"),
                           (reverse, "reverse"), (invisible, "invisible"), (strike, "strike")] where on {
            parts.append(name)
        }
        if let foreground { parts.append("fg\(foreground)") }
        if let background { parts.append("bg\(background)") }
        return parts.joined(separator: ",")
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
