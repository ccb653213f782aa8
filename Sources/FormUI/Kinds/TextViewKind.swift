import FormCore
import FormScreen

/// `textView`: several lines wrapped to the value column; `height` fixes how many are shown, and
/// the window follows the cursor.
struct TextViewKind: RowKind {
    func cell(for visible: VisibleRow, in context: CellContext) -> ValueCell {
        let text = shownText(visible)
        let wrapped = lines(of: text, visible, in: context)
        let height = visible.row.height ?? wrapped.count
        let first = TextWrap.window(count: wrapped.count, height: height, keeping: wrapped.cursor?.line ?? 0)
        // Only the lines asked for are drawn: a long text costs the lines on screen.
        let wanted = context.window.map { $0.clamped(to: 0..<height) } ?? 0..<height
        var lines: [[Span]] = wanted.map { i in
            let line = first + i
            guard line < wrapped.lines.lineCount else { return [] }
            return [Span(String(text[wrapped.lines.range(ofLine: line, in: text)]), context.valueStyle)]
        }
        if text.isEmpty, wanted.contains(0), let placeholder = context.placeholder {
            lines[0] = [Span(DisplayWidth.cut(placeholder, to: context.valueWidth, ellipsis: context.box.ellipsis), context.theme.placeholder)]
        }
        return ValueCell(lines, first: wanted.lowerBound, count: height,
                         cursor: wrapped.cursor.map { ($0.line - first, context.geometry.valueStart + $0.column) })
    }

    /// The text shown: the buffer's characters as typed or masked, or the formatted text.
    private func shownText(_ visible: VisibleRow) -> ShownText {
        visible.shown ?? ShownText(characters: Array(visible.display), masked: false)
    }

    /// The text's lines (kept by the layout between keys when it can) and the cursor's line and
    /// column; a cursor at the end of a full last line stands at the start of one more line.
    private func lines(of text: ShownText, _ visible: VisibleRow, in context: CellContext)
        -> (lines: WrappedLines, count: Int, cursor: (line: Int, column: Int)?) {
        let lines = visible.shown != nil
            ? context.wraps?.lines(of: text, tag: visible.tag, width: context.valueWidth) ?? WrappedLines(text, width: context.valueWidth)
            : WrappedLines(text, width: context.valueWidth)
        guard let position = visible.cursor.map({ Swift.min(Swift.max($0, 0), text.count) }) else {
            return (lines, lines.lineCount, nil)
        }
        let line = lines.line(of: position)
        let column = lines.columns(ofLine: line, upTo: position, in: text)
        if position == text.count && column >= lines.width && column > 0 {
            return (lines, lines.lineCount + 1, (line + 1, 0))
        }
        return (lines, lines.lineCount, (line, column))
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
        visible.row.height ?? lines(of: shownText(visible), visible, in: context).count
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
