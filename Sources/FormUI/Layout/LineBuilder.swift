import FormScreen

/// Builds one screen line from spans, measuring display widths so that columns line up.
struct LineBuilder {
    private(set) var spans: [Span] = []
    private(set) var width = 0
    /// What ends a text cut at a limit (`…`, or `~` with `--ascii`).
    var ellipsis: String

    init(ellipsis: String = "…") {
        self.ellipsis = ellipsis
    }

    /// Appends `text`, cut so that the line never exceeds `limit` cells; a cut text ends in the
    /// ellipsis (`DisplayWidth.cut`), and text that finds the line already full at `limit` turns
    /// its last cell into one, so that no text is cut silently. Control characters in it are
    /// drawn in their visible form (`^[`, `<U+009B>`), dimmed.
    mutating func add(_ text: String, _ style: CellStyle = .plain, limit: Int = .max) {
        guard !text.isEmpty else { return }
        guard width < limit else {
            if text.contains(where: { $0 != " " }) { markCut() }
            return
        }
        if VisibleControls.contains(text) {
            var dimmed = style
            dimmed.dim = true
            for piece in VisibleControls.pieces(text) { addPlain(piece.text, piece.isControl ? dimmed : style, limit: limit) }
            return
        }
        addPlain(text, style, limit: limit)
    }

    private mutating func addPlain(_ text: String, _ style: CellStyle, limit: Int) {
        guard !text.isEmpty else { return }
        guard width < limit else {
            if text.contains(where: { $0 != " " }) { markCut() }
            return
        }
        var piece = text
        var w = DisplayWidth.of(piece)
        if width + w > limit {
            piece = DisplayWidth.cut(piece, to: limit - width, ellipsis: ellipsis)
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
        let cut = DisplayWidth.cut(text, to: cells, ellipsis: ellipsis)
        add(DisplayWidth.pad(cut, to: cells), style)
    }

    /// Turns the last cells of the line into the ellipsis (text that followed did not fit).
    private mutating func markCut() {
        let mark = DisplayWidth.of(ellipsis)
        guard mark > 0, width >= mark, let last = spans.last, !last.text.hasSuffix(ellipsis) else { return }
        var text = last.text
        var removed = 0
        while removed < mark, let c = text.last {
            removed += DisplayWidth.of(c)
            text.removeLast()
        }
        guard removed >= mark else { return }
        spans[spans.count - 1].text = text + ellipsis + Repeated.spaces(removed - mark)
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
