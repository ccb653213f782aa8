import FormCore

/// `textView`: several lines wrapped to the value column; `height` fixes how many are shown, and
/// the window follows the cursor.
struct TextViewKind: RowKind {
    func cell(for visible: VisibleRow, in context: CellContext) -> ValueCell {
        let wrapped = TextWrap.editable(visible.display, cursor: visible.cursor, width: context.valueWidth)
        let height = visible.row.height ?? Swift.max(1, wrapped.lines.count)
        let first = TextWrap.window(count: wrapped.lines.count, height: height, keeping: wrapped.cursor?.line ?? 0)
        var lines: [[Span]] = (0..<height).map { i in
            first + i < wrapped.lines.count ? [Span(wrapped.lines[first + i], context.valueStyle)] : []
        }
        if visible.display.isEmpty, let placeholder = context.placeholder {
            lines[0] = [Span(DisplayWidth.truncate(placeholder, to: context.valueWidth), context.theme.placeholder)]
        }
        return ValueCell(lines, cursor: wrapped.cursor.map { ($0.line - first, context.geometry.valueStart + $0.column) })
    }

    func fixedLineCount(for row: Row) -> Int? { row.height }

    func lineCount(for visible: VisibleRow, in context: CellContext) -> Int {
        visible.row.height ?? Swift.max(1, TextWrap.editable(visible.display, cursor: visible.cursor,
                                                              width: context.valueWidth).lines.count)
    }

    func keys(for row: Row) -> [KindKey] {
        TextEditing.keys + [KindKey("Up/Down", "move between lines"), KindKey("Enter", "a new line")]
    }

    func storage(for row: Row, startingWith value: Value, today: String) -> RowStorage { TextEditing.storage(row, value) }

    func handle(_ key: Key, row: Row, in state: inout FormState, context: UpdateContext) -> KeyHandling {
        TextEditing.handle(key, row: row, in: &state)
    }
}
