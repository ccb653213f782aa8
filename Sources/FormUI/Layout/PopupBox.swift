import FormScreen

/// A box around a pop-up's lines: `┌─ Title ─┐`, `│ line │`, `└───────┘`, exactly `width` wide.
enum PopupBox {
    static func wrap(_ lines: [ScreenLine], title: String, width: Int, theme: Theme, box: BoxChars) -> [ScreenLine] {
        guard width >= 4 else { return lines }
        var result: [ScreenLine] = []
        var top = LineBuilder(ellipsis: box.ellipsis)
        top.add(box.topLeft + box.horizontal + " ", theme.border)
        top.add(DisplayWidth.cut(title, to: Swift.max(0, width - 6), ellipsis: box.ellipsis), theme.sectionTitle)
        top.add(" ", theme.border)
        top.add(String(repeating: box.horizontal, count: Swift.max(0, width - 1 - top.width)), theme.border)
        top.add(box.topRight, theme.border)
        result.append(top.line("popup:top"))
        for line in lines {
            var row = LineBuilder(ellipsis: box.ellipsis)
            row.add(box.vertical + " ", theme.border)
            for span in line.spans { row.add(span.text, span.style, limit: width - 2) }
            row.pad(to: width - 2)
            row.add(" " + box.vertical, theme.border)
            result.append(row.line("popup:" + line.id))
        }
        result.append(ScreenLine(id: "popup:bottom", spans: [
            Span(box.bottomLeft + String(repeating: box.horizontal, count: width - 2) + box.bottomRight, theme.border)]))
        return result
    }
}
