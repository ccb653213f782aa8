import FormCore

/// The body of the form, unscrolled: each visible section as a box with its rows, the footer under
/// it and a blank line between sections. It is measured whole (how many lines each part takes) but
/// drawn only where the viewport looks, so a long form costs little per key.
struct FormBody {
    /// One part of the body: a run of lines drawn by one thing.
    struct Block {
        enum Kind {
            case gap(section: String)
            case top(VisibleSection)
            case row(VisibleRow)
            case bottom(section: String)
            case footer(section: String, lines: [String])
        }
        var kind: Kind
        var theme: Theme
        var start: Int
        var count: Int
    }

    private(set) var blocks: [Block] = []
    private(set) var total = 0
    /// The lines to keep on screen when a row has the focus (with its error, and the section's
    /// border when it is the section's first or last row).
    private(set) var focusRanges: [String: Range<Int>] = [:]
    private(set) var rowStarts: [String: Int] = [:]
    let geometry: Geometry
    let box: BoxChars
    let form: Form

    /// Measures every section and row of `sections`.
    init(_ sections: [VisibleSection], form: Form, geometry: Geometry, theme: Theme, box: BoxChars) {
        self.geometry = geometry
        self.box = box
        self.form = form
        for (sectionIndex, visible) in sections.enumerated() {
            let section = visible.section
            let sectionTheme = theme.overriding(section.style)
            if sectionIndex > 0 { append(.gap(section: section.tag), sectionTheme, count: 1) }
            let top = total
            append(.top(visible), sectionTheme, count: 1)
            for (rowIndex, row) in visible.rows.enumerated() {
                let rowTheme = sectionTheme.overriding(row.row.style)
                let start = total
                append(.row(row), rowTheme, count: cell(rowTheme).lineCount(for: row))
                rowStarts[row.tag] = start
                var range = start..<total
                if rowIndex == 0 { range = top..<range.upperBound }
                if rowIndex == visible.rows.count - 1 { range = range.lowerBound..<(range.upperBound + 1) }
                focusRanges[row.tag] = range
            }
            append(.bottom(section: section.tag), sectionTheme, count: 1)
            if let footer = section.footer, !footer.isEmpty {
                let lines = DisplayWidth.wrap(footer, width: geometry.boxWidth - 2)
                append(.footer(section: section.tag, lines: lines), sectionTheme, count: lines.count)
            }
        }
    }

    private mutating func append(_ kind: Block.Kind, _ theme: Theme, count: Int) {
        blocks.append(Block(kind: kind, theme: theme, start: total, count: count))
        total += count
    }

    private func cell(_ theme: Theme) -> RowCell {
        RowCell(geometry: geometry, theme: theme, box: box, requiredMark: form.requiredMark,
                autoPlaceholder: form.autoPlaceholder)
    }

    /// The lines `range` of the body (clamped to it), and the cursor when it falls inside, as a
    /// (line within the returned lines, column).
    func lines(_ range: Range<Int>) -> (lines: [ScreenLine], cursor: (line: Int, column: Int)?) {
        let range = range.clamped(to: 0..<total)
        guard !range.isEmpty else { return ([], nil) }
        var lines: [ScreenLine] = []
        var cursor: (line: Int, column: Int)?
        var index = firstBlock(reaching: range.lowerBound)
        while index < blocks.count, blocks[index].start < range.upperBound {
            let block = blocks[index]
            var blockCursor: (line: Int, column: Int)?
            let drawn = draw(block, cursor: &blockCursor)
            assert(drawn.count == block.count, "a block must draw the lines it measured")
            let from = Swift.max(range.lowerBound, block.start), to = Swift.min(range.upperBound, block.start + block.count)
            lines += drawn[(from - block.start)..<(to - block.start)]
            if let c = blockCursor, (from..<to).contains(block.start + c.line) {
                cursor = (block.start + c.line - range.lowerBound, c.column)
            }
            index += 1
        }
        return (lines, cursor)
    }

    /// The index of the block that holds `line` (binary search over the starts).
    private func firstBlock(reaching line: Int) -> Int {
        var low = 0, high = blocks.count
        while low < high {
            let mid = (low + high) / 2
            if blocks[mid].start + blocks[mid].count <= line { low = mid + 1 } else { high = mid }
        }
        return low
    }

    private func draw(_ block: Block, cursor: inout (line: Int, column: Int)?) -> [ScreenLine] {
        switch block.kind {
        case .gap(let tag):
            return [ScreenLine(id: "gap:\(tag)", spans: [])]
        case .top(let visible):
            return [border(top: true, title: visible.section.title, tag: visible.tag, theme: block.theme)]
        case .bottom(let tag):
            return [border(top: false, title: nil, tag: tag, theme: block.theme)]
        case .row(let row):
            let output = cell(block.theme).lines(for: row)
            cursor = output.cursor
            return output.lines
        case .footer(let tag, let texts):
            return texts.enumerated().map { i, text in
                var line = LineBuilder()
                line.pad(to: geometry.left + 2)
                line.add(text, block.theme.footer, limit: geometry.right)
                return line.line("footer:\(tag):\(i)")
            }
        }
    }

    /// `┌─ Title ──────┐` or `└──────────────┘`.
    private func border(top: Bool, title: String?, tag: String, theme: Theme) -> ScreenLine {
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
