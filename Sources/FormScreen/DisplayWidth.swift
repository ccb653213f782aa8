/// How many terminal cells text takes, measured with a table of our own (see `WidthTable`) so that
/// the answer never depends on the process locale or the C library.
///
/// A scalar takes 2 cells when it is East Asian Wide or Fullwidth (CJK, Hangul, kana, fullwidth
/// forms, emoji with emoji presentation), 0 when it is a control, a combining mark or a zero-width
/// format character (ZWJ, variation selectors), 1 otherwise. A `Character` (grapheme cluster)
/// takes what its scalars take together, as curses lays them out (each spacing scalar in cells of
/// its own, the zero-width ones joined to the cell before): `👨‍👩‍👧` is 6 cells, `❤️` 1, a flag 2.
/// The width formrun plans with is the width curses draws, so a line never overflows its box.
package enum DisplayWidth {
    /// How `pad` places the text in the padded field.
    package enum Alignment: Sendable {
        case left, right, center
    }

    /// The cells one scalar takes on its own.
    package static func of(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v < 0x20 || (0x7F...0x9F).contains(v) { return 0 }
        if v < 0x300 { return 1 }
        if WidthTable.contains(WidthTable.zero, v) { return 0 }
        if WidthTable.contains(WidthTable.wide, v) { return 2 }
        return 1
    }

    /// The cells one grapheme cluster takes.
    package static func of(_ c: Character) -> Int {
        let scalars = c.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.isASCII && scalars.count == 1 { return of(first) }
        var total = 0
        for scalar in scalars { total += of(scalar) }
        return total
    }

    /// The cells a string takes on one line (newlines and other controls count 0).
    package static func of(_ s: String) -> Int {
        // Printable ASCII, the common case, is one cell a byte: no grapheme breaking needed.
        if s.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return s.utf8.count }
        var total = 0
        if s.unicodeScalars.allSatisfy({ scalar in
            guard isStandalone(scalar) else { return false }
            total += of(scalar)
            return true
        }) { return total }
        total = 0
        for c in s { total += of(c) }
        return total
    }

    /// Whether `scalar` never joins a neighbour into one character (no combining mark, joiner,
    /// variation selector, jamo or regional indicator): in text made only of such scalars every
    /// scalar is a character, measured alone. Latin, Greek and Cyrillic letters, controls,
    /// punctuation, currency, arrows, mathematical and technical symbols, box drawing, shapes,
    /// dingbats — what forms are drawn with.
    package static func isStandalone(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0...0x2FF, 0x370...0x482, 0x2010...0x2027, 0x2030...0x205E, 0x2070...0x20CF, 0x2100...0x2BFF: return true
        default: return false
        }
    }

    /// Whether `scalar` takes one cell and always starts a character of its own (it joins with
    /// no neighbour): printable ASCII, Latin-1 and Latin Extended, box drawing — nearly every
    /// character of a form's lines, which can then be measured and cut a scalar at a time.
    package static func isSimple(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return (v >= 0x20 && v < 0x7F) || (v >= 0xA0 && v < 0x300) || (v >= 0x2500 && v <= 0x257F)
    }

    /// Whether every scalar of `text` is simple (`isSimple`): its width is its scalar count.
    package static func isSimple(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy(isSimple)
    }

    /// The longest prefix of `s` that fits in `width` cells; a wide character that would straddle
    /// the limit is left out, never split. With an `ellipsis` (such as "…"), a string that had to be
    /// cut ends with it, still within `width`.
    package static func truncate(_ s: String, to width: Int, ellipsis: String = "") -> String {
        guard width > 0 else { return "" }
        if of(s) <= width { return s }
        let room = width - of(ellipsis)
        guard room >= 0 else { return prefix(s, fitting: width) }
        return prefix(s, fitting: room) + ellipsis
    }

    /// `s` in `width` cells, saying when it was cut: whole when it fits, else its longest prefix
    /// that leaves room for `ellipsis`, without the spaces it would end on, then `ellipsis`
    /// (`✗ Not a valid em…`). Only spaces cut off count as nothing lost. Every text formrun cuts at
    /// a cell's edge goes through here, so that a cut never passes for the whole text.
    package static func cut(_ s: String, to width: Int, ellipsis: String = "…") -> String {
        guard width > 0 else { return "" }
        if of(s) <= width { return s }
        let kept = prefix(s, fitting: width)
        if s.dropFirst(kept.count).allSatisfy({ $0 == " " }) { return kept }
        let mark = of(ellipsis) <= width ? ellipsis : ""
        var head = prefix(s, fitting: width - of(mark))
        while head.last == " " { head.removeLast() }
        return head + mark
    }

    /// `s` made exactly `width` cells wide: cut with `truncate` when too wide, then filled with
    /// spaces on the side given by `alignment`.
    package static func pad(_ s: String, to width: Int, alignment: Alignment = .left) -> String {
        guard width > 0 else { return "" }
        let text = truncate(s, to: width)
        let gap = width - of(text)
        if gap == 0 { return text }
        switch alignment {
        case .left:
            return text + Repeated.spaces(gap)
        case .right:
            return Repeated.spaces(gap) + text
        case .center:
            let before = gap / 2
            return Repeated.spaces(before) + text + Repeated.spaces(gap - before)
        }
    }

    /// Word-wraps `s` into lines of at most `width` cells. Lines break at spaces; a word longer
    /// than a line is broken where it must; wide (CJK) characters may break anywhere. Every newline
    /// in `s` starts a new line (so `"a\n"` gives `["a", ""]`). Spaces at a wrap point are dropped.
    /// The result has at least one line.
    package static func wrap(_ s: String, width: Int) -> [String] {
        let width = max(1, width)
        var lines: [String] = []
        var paragraph = ""
        for c in s {
            if c.isNewline {
                lines.append(contentsOf: wrapParagraph(paragraph, width: width))
                paragraph = ""
            } else {
                paragraph.append(c)
            }
        }
        lines.append(contentsOf: wrapParagraph(paragraph, width: width))
        return lines
    }

    private static func prefix(_ s: String, fitting width: Int) -> String {
        if isSimple(s) {
            var scalars = String.UnicodeScalarView()
            scalars.append(contentsOf: s.unicodeScalars.prefix(Swift.max(0, width)))
            return String(scalars)
        }
        var result = ""
        var used = 0
        for c in s {
            let w = of(c)
            if used + w > width { break }
            result.append(c)
            used += w
        }
        return result
    }

    /// A piece of a paragraph for wrapping: a run of spaces, a word, or one wide character.
    private enum Token {
        case space(String)
        case word(String)
    }

    private static func tokens(_ paragraph: String) -> [Token] {
        var result: [Token] = []
        var word = ""
        var spaces = ""
        func flushWord() {
            if !word.isEmpty { result.append(.word(word)); word = "" }
        }
        func flushSpaces() {
            if !spaces.isEmpty { result.append(.space(spaces)); spaces = "" }
        }
        for c in paragraph {
            if c == " " || c == "\t" {
                flushWord()
                spaces.append(" ")
            } else if of(c) == 2 {
                flushWord()
                flushSpaces()
                result.append(.word(String(c)))
            } else {
                flushSpaces()
                word.append(c)
            }
        }
        flushWord()
        flushSpaces()
        return result
    }

    private static func wrapParagraph(_ paragraph: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        var pendingSpace = ""
        var wrapped = false

        func breakLine() {
            lines.append(line)
            line = ""
            lineWidth = 0
            pendingSpace = ""
            wrapped = true
        }

        for token in tokens(paragraph) {
            switch token {
            case .space(let spaces):
                if line.isEmpty && wrapped { continue }
                pendingSpace += spaces
            case .word(let word):
                let wordWidth = of(word)
                let spaceWidth = pendingSpace.count
                if lineWidth + spaceWidth + wordWidth <= width {
                    line += pendingSpace + word
                    lineWidth += spaceWidth + wordWidth
                    pendingSpace = ""
                    continue
                }
                if line.isEmpty { pendingSpace = "" } else { breakLine() }
                if wordWidth <= width {
                    line = word
                    lineWidth = wordWidth
                    continue
                }
                for c in word {
                    let w = of(c)
                    if lineWidth + w > width && !line.isEmpty { breakLine() }
                    line.append(c)
                    lineWidth += w
                }
            }
        }
        lines.append(line)
        return lines
    }
}
