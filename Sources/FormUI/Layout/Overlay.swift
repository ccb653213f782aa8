import FormScreen

/// Lays lines of a pop-up over screen lines: the pop-up's cells replace the ones under it, the
/// rest of each line stays as it was (cut by display columns, never through a wide character).
enum Overlay {
    /// `lines` with `popup` drawn from screen line `top` and column `left`.
    static func place(_ popup: [ScreenLine], over lines: [ScreenLine], top: Int, left: Int) -> [ScreenLine] {
        var result = lines
        for (i, line) in popup.enumerated() {
            let row = top + i
            guard row >= 0, row < result.count else { continue }
            let under = result[row]
            let width = DisplayWidth.of(line.text)
            var spans = slice(under.spans, from: 0, to: left)
            let before = spans.reduce(0) { $0 + DisplayWidth.of($1.text) }
            if before < left { spans.append(Span(Repeated.spaces(left - before))) }
            spans += line.spans
            spans += slice(under.spans, from: left + width, to: Int.max)
            result[row] = ScreenLine(id: "\(under.id)+\(line.id)", spans: spans)
        }
        return result
    }

    /// The cells `from..<to` of `spans`. A wide character cut in half becomes a space, so that the
    /// columns after it stay where they were.
    static func slice(_ spans: [Span], from: Int, to: Int) -> [Span] {
        var result: [Span] = []
        var column = 0
        for span in spans {
            var text = ""
            for character in span.text {
                let w = DisplayWidth.of(character)
                defer { column += w }
                if column >= from && column + w <= to {
                    text.append(character)
                } else if column < to && column + w > from {
                    // straddles an edge: keep its cells inside the range as spaces
                    let inside = Swift.min(to, column + w) - Swift.max(from, column)
                    text += Repeated.spaces(inside)
                }
            }
            if !text.isEmpty { result.append(Span(text, span.style)) }
        }
        return result
    }
}
