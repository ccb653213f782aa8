import FormCore

/// Every body line of the form, unscrolled: each visible section as a box with its rows, the
/// footer under it and a blank line between sections.
struct FormBody {
    var lines: [ScreenLine] = []
    /// The lines to keep on screen when a row has the focus (with its error, and the section's
    /// border when it is the section's first or last row).
    var focusRanges: [String: Range<Int>] = [:]
    var rowStarts: [String: Int] = [:]
    /// The cursor in body lines.
    var cursor: (line: Int, column: Int)?

    static func build(_ sections: [VisibleSection], form: Form, geometry: Geometry, theme: Theme, box: BoxChars) -> FormBody {
        var body = FormBody()
        let formTheme = theme
        for (sectionIndex, visible) in sections.enumerated() {
            let section = visible.section
            let sectionTheme = formTheme.overriding(section.style)
            if sectionIndex > 0 { body.lines.append(ScreenLine(id: "gap:\(section.tag)", spans: [])) }
            let top = body.lines.count
            body.lines.append(border(top: true, title: section.title, tag: section.tag, geometry: geometry, theme: sectionTheme, box: box))
            for (rowIndex, row) in visible.rows.enumerated() {
                let cell = RowCell(geometry: geometry, theme: sectionTheme.overriding(row.row.style), box: box,
                                   requiredMark: form.requiredMark, autoPlaceholder: form.autoPlaceholder)
                let output = cell.lines(for: row)
                let start = body.lines.count
                if let c = output.cursor { body.cursor = (start + c.line, c.column) }
                body.lines += output.lines
                body.rowStarts[row.tag] = start
                var range = start..<body.lines.count
                if rowIndex == 0 { range = top..<range.upperBound }
                if rowIndex == visible.rows.count - 1 { range = range.lowerBound..<(range.upperBound + 1) }
                body.focusRanges[row.tag] = range
            }
            body.lines.append(border(top: false, title: nil, tag: section.tag, geometry: geometry, theme: sectionTheme, box: box))
            if let footer = section.footer, !footer.isEmpty {
                for (i, text) in DisplayWidth.wrap(footer, width: geometry.boxWidth - 2).enumerated() {
                    var line = LineBuilder()
                    line.pad(to: geometry.left + 2)
                    line.add(text, sectionTheme.footer, limit: geometry.right)
                    body.lines.append(line.line("footer:\(section.tag):\(i)"))
                }
            }
        }
        return body
    }

    /// `┌─ Title ──────┐` or `└──────────────┘`.
    static func border(top: Bool, title: String?, tag: String, geometry: Geometry, theme: Theme, box: BoxChars) -> ScreenLine {
        var line = LineBuilder()
        line.pad(to: geometry.left)
        line.add(top ? box.topLeft : box.bottomLeft, theme.border)
        if let title, !title.isEmpty {
            line.add(box.horizontal + " ", theme.border)
            let room = geometry.boxWidth - 6
            let shown = DisplayWidth.of(title) > room ? DisplayWidth.truncate(title, to: room - 1) + box.ellipsis : title
            line.add(shown, theme.sectionTitle)
            line.add(" ", theme.border)
        }
        let fill = geometry.right - line.width
        if fill > 0 { line.add(String(repeating: box.horizontal, count: fill), theme.border) }
        line.add(top ? box.topRight : box.bottomRight, theme.border)
        return line.line((top ? "top:" : "bottom:") + tag)
    }
}
