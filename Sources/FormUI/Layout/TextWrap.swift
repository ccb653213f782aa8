import FormScreen

/// Fitting editable text into a value column: a horizontal window for one-line fields, and the
/// window of lines a text view shows (its wrapping is `WrappedLines`).
enum TextWrap {
    /// The part of `text` that fits `width` cells and shows the cursor (cursor is a character index).
    static func scrolled(_ text: String, cursor: Int?, width: Int, ellipsis: String = "") -> (text: String, cursorColumn: Int?) {
        scrolled(Array(text), cursor: cursor, width: width, ellipsis: ellipsis)
    }

    /// The same over characters that can be read anywhere: only the window around the cursor (or
    /// at the start, without one) is read, so the cost is the width, not the text's length.
    /// The window ends with the cursor a cell before the right edge when the text before it is
    /// wider than that, and starts at the text's start otherwise. With an `ellipsis`, an end of the
    /// window that cuts the text shows it (`Augusta Ada K…`, `…of Lovelace`), unless the cursor
    /// stands in those cells.
    static func scrolled<Text: RandomAccessCollection>(_ chars: Text, cursor: Int?, width: Int,
                                                       ellipsis: String = "") -> (text: String, cursorColumn: Int?)
        where Text.Element == Character, Text.Index == Int {
        var start = chars.startIndex
        var before = 0
        if let typedCursor = cursor {
            // The buffer counts characters as typed; a combining mark typed after a letter joins it
            // in the text, so the cursor may stand past the text's last character.
            let cursor = Swift.min(Swift.max(chars.startIndex, typedCursor), chars.endIndex)
            // Back from the cursor while the text before it and a cell for the cursor fit.
            start = cursor
            while start > chars.startIndex {
                let w = DisplayWidth.of(chars[start - 1])
                guard before + w + 1 <= width else { break }
                before += w
                start -= 1
            }
        }
        var used = 0
        var end = start
        var window: [Character] = []
        while end < chars.endIndex {
            let w = DisplayWidth.of(chars[end])
            guard used + w <= width else { break }
            used += w
            window.append(chars[end])
            end += 1
        }
        let mark = DisplayWidth.of(ellipsis)
        if mark > 0, end < chars.endIndex, chars[end...].contains(where: { $0 != " " }) {
            var removed = 0
            var kept = window
            while removed < mark, let last = kept.popLast() { removed += DisplayWidth.of(last) }
            if removed >= mark, cursor == nil || before < used - removed {
                window = kept + Array(ellipsis) + Array(repeating: " ", count: removed - mark)
            }
        }
        if mark > 0, start > chars.startIndex, cursor == nil || before >= mark {
            var removed = 0
            var rest = window[...]
            while removed < mark, let first = rest.popFirst() { removed += DisplayWidth.of(first) }
            if removed >= mark, cursor == nil || before >= removed {
                window = Array(ellipsis) + Array(repeating: " ", count: removed - mark) + Array(rest)
            }
        }
        return (String(window), cursor == nil ? nil : before)
    }

    /// The first line of a `height`-line window over `count` lines that shows line `keeping`.
    static func window(count: Int, height: Int, keeping line: Int) -> Int {
        guard count > height else { return 0 }
        return Swift.min(Swift.max(0, line - height + 1), count - height)
    }
}
