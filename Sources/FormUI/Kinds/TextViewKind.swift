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

    /// Enter with the cursor at the end of an empty text, or of one ending in a line break, leaves
    /// the row (the form's Enter moves on) and takes that last line break back: two Enters at the
    /// end leave a text view, and Enter alone never changes one.
    static func leavesAtEnd(_ row: Row, in state: inout FormState) -> Bool {
        guard var buffer = state.buffers[row.tag], buffer.cursor == buffer.characters.count else { return false }
        if buffer.isEmpty { return true }
        guard buffer.characters.last == "\n" else { return false }
        buffer.text = String(buffer.characters.dropLast())
        buffer.cursor = buffer.characters.count
        state.setBuffer(buffer, of: row.tag, edited: true)
        RowEditing.settle(row.tag, in: &state)
        return true
    }

    func lineCount(for visible: VisibleRow, in context: CellContext) -> Int {
        visible.row.height ?? Swift.max(1, TextWrap.editable(visible.display, cursor: visible.cursor,
                                                              width: context.valueWidth).lines.count)
    }

    func noun(for row: Row) -> String { "a text view" }

    func bindings(for row: Row, in state: FormState) -> [RowBinding] {
        let edit: RowBinding.Run = { key, row, state, _ in TextEditing.handle(key, row: row, in: &state) }
        return [
            RowBinding(keys: [.enter], "new line", help: "a new line; at the end after a blank line (or in an empty text view): the next row",
                       run: { key, row, state, context in
                           TextViewKind.leavesAtEnd(row, in: &state) ? .ignored : edit(key, row, &state, context)
                       }),
            RowBinding(keys: [.up, .down], "lines", help: "move between lines (past the first or last: the row before or after)",
                       inHint: false, run: edit),
        ] + TextEditing.bindings(edit: edit)
    }

    func storage(for row: Row, startingWith value: Value, today: String) -> RowStorage { TextEditing.storage(row, value) }
}
