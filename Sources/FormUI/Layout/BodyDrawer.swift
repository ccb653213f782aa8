import FormCore
import FormScreen

/// Draws the parts of the body that `LineIndex` places: a section's blank line and top border
/// (`┌─ Title ──────┐`), a row's lines (through `RowCell`), the bottom border and the footer.
/// Every part draws exactly the lines it measures.
struct BodyDrawer {
    let geometry: Geometry
    let theme: Theme
    let box: BoxChars
    let form: Form
    /// Wrapped text kept between keys, shared by the cells drawn.
    var wraps: TextWraps? = nil

    /// The theme of a section (the form's, with the section's style over it).
    func theme(of section: Section) -> Theme { theme.overriding(section.style) }

    func cell(_ theme: Theme) -> RowCell {
        RowCell(geometry: geometry, theme: theme, box: box, requiredMark: form.requiredMark,
                autoPlaceholder: form.autoPlaceholder, wraps: wraps)
    }

    /// The cell that draws `row` of `section`.
    func cell(for row: Row, in section: Section) -> RowCell {
        cell(theme(of: section).overriding(row.style))
    }

    /// The bottom border and the footer's lines (a footer that fits on one line is not wrapped).
    func tailLines(of section: Section) -> Int {
        guard let footer = section.footer, !footer.isEmpty else { return 1 }
        // A tab is a space to the wrapper but no cell to `DisplayWidth.of`: such a footer is wrapped.
        if !footer.contains(where: { $0.isNewline || $0 == "\t" }), DisplayWidth.of(footer) <= geometry.footerWidth { return 2 }
        return 1 + self.footer(of: section).count
    }

    func footer(of section: Section) -> [String] {
        guard let footer = section.footer, !footer.isEmpty else { return [] }
        return DisplayWidth.wrap(footer, width: geometry.footerWidth)
    }

    func gap(_ section: Section) -> ScreenLine { ScreenLine(id: "gap:\(section.tag)", spans: []) }

    func footerLine(_ section: Section, line index: Int) -> ScreenLine {
        let texts = footer(of: section)
        var line = LineBuilder(ellipsis: box.ellipsis)
        line.pad(to: geometry.footerStart)
        if index < texts.count {
            line.add(texts[index], theme(of: section).footer, limit: geometry.footerStart + geometry.footerWidth)
        }
        return line.line("footer:\(section.tag):\(index)")
    }

    /// `┌─ Title ──────┐` or `└──────────────┘`.
    func border(top: Bool, of section: Section) -> ScreenLine {
        let theme = theme(of: section)
        var line = LineBuilder(ellipsis: box.ellipsis)
        line.pad(to: geometry.left)
        line.add(top ? box.topLeft : box.bottomLeft, theme.border)
        if top, let title = section.title, !title.isEmpty {
            line.add(box.horizontal + " ", theme.border)
            line.add(DisplayWidth.cut(title, to: geometry.boxWidth - 6, ellipsis: box.ellipsis), theme.sectionTitle)
            line.add(" ", theme.border)
        }
        let fill = geometry.right - line.width
        if fill > 0 { line.add(Repeated.text(box.horizontal, count: fill), theme.border) }
        line.add(top ? box.topRight : box.bottomRight, theme.border)
        return line.line((top ? "top:" : "bottom:") + section.tag)
    }
}
