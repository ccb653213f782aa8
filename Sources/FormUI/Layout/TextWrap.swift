/// Fitting editable text into a value column: a horizontal window for one-line fields,
/// character wrapping with a tracked cursor for text views.
enum TextWrap {
    /// The part of `text` that fits `width` cells and shows the cursor (cursor is a character index).
    static func scrolled(_ text: String, cursor: Int?, width: Int) -> (text: String, cursorColumn: Int?) {
        let chars = Array(text)
        guard let typedCursor = cursor else { return (DisplayWidth.truncate(text, to: width), nil) }
        // The buffer counts characters as typed; a combining mark typed after a letter joins it in
        // the text, so the cursor may stand past the text's last character.
        let cursor = Swift.min(Swift.max(0, typedCursor), chars.count)
        let widths = chars.map { DisplayWidth.of($0) }
        var start = 0
        var before = widths[0..<cursor].reduce(0, +)
        // Leave a cell for the cursor itself.
        while before + 1 > width && start < cursor {
            before -= widths[start]
            start += 1
        }
        var used = 0
        var end = start
        while end < chars.count && used + widths[end] <= width {
            used += widths[end]
            end += 1
        }
        return (String(chars[start..<end]), before)
    }

    /// `text` broken at newlines and wrapped every `width` cells, with the cursor's (line, column).
    static func editable(_ text: String, cursor: Int?, width: Int) -> (lines: [String], cursor: (line: Int, column: Int)?) {
        var lines: [String] = [""]
        var column = 0
        var found: (line: Int, column: Int)?
        for (index, char) in text.enumerated() {
            if index == cursor { found = (lines.count - 1, column) }
            if char == "\n" {
                lines.append("")
                column = 0
                continue
            }
            let w = DisplayWidth.of(char)
            if column + w > width {
                lines.append("")
                column = 0
                if index == cursor { found = (lines.count - 1, 0) }
            }
            lines[lines.count - 1].append(char)
            column += w
        }
        if cursor == text.count {
            if column >= width {
                lines.append("")
                column = 0
            }
            found = (lines.count - 1, column)
        }
        return (lines, found)
    }

    /// The first line of a `height`-line window over `count` lines that shows line `keeping`.
    static func window(count: Int, height: Int, keeping line: Int) -> Int {
        guard count > height else { return 0 }
        return Swift.min(Swift.max(0, line - height + 1), count - height)
    }
}
