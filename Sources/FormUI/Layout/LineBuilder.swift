import FormScreen

/// Builds one screen line from spans, measuring display widths so that columns line up.
struct LineBuilder {
    private(set) var spans: [Span] = []
    private(set) var width = 0

    /// Appends `text`, cut so that the line never exceeds `limit` cells. Control characters in it
    /// are drawn in their visible form (`^[`, `<U+009B>`), dimmed.
    mutating func add(_ text: String, _ style: CellStyle = .plain, limit: Int = .max) {
        guard width < limit, !text.isEmpty else { return }
        if VisibleControls.contains(text) {
            var dimmed = style
            dimmed.dim = true
            for piece in VisibleControls.pieces(text) { addPlain(piece.text, piece.isControl ? dimmed : style, limit: limit) }
            return
        }
        addPlain(text, style, limit: limit)
    }

    private mutating func addPlain(_ text: String, _ style: CellStyle, limit: Int) {
        guard width < limit, !text.isEmpty else { return }
        var piece = text
        var w = DisplayWidth.of(piece)
        if width + w > limit {
            piece = DisplayWidth.truncate(piece, to: limit - width)
            w = DisplayWidth.of(piece)
        }
        if let last = spans.last, last.style == style {
            spans[spans.count - 1].text += piece
        } else {
            spans.append(Span(piece, style))
        }
        width += w
    }

    /// Appends `text` padded (or cut) to exactly `cells` cells.
    mutating func add(_ text: String, _ style: CellStyle = .plain, exactly cells: Int) {
        guard cells > 0 else { return }
        let cut = DisplayWidth.of(text) > cells ? DisplayWidth.truncate(text, to: cells) : text
        add(DisplayWidth.pad(cut, to: cells), style)
    }

    /// Pads with spaces up to column `column`.
    mutating func pad(to column: Int, _ style: CellStyle = .plain) {
        guard column > width else { return }
        let spaces = Repeated.spaces(column - width)
        if let last = spans.last, last.style == style {
            spans[spans.count - 1].text += spaces
        } else {
            spans.append(Span(spaces, style))
        }
        width = column
    }

    func line(_ id: String) -> ScreenLine { ScreenLine(id: id, spans: spans) }
}
