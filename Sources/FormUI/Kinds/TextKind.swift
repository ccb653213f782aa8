import FormCore

/// One-line text rows (`text`, `name`, `email`, `password`, `phone`, `url`, `integer`, `decimal`)
/// edited in place, and read-only `info`: a window of the text that keeps the cursor in view.
struct TextKind: RowKind {
    func cell(for visible: VisibleRow, in context: CellContext) -> ValueCell {
        if visible.display.isEmpty {
            let text = context.placeholder.map { DisplayWidth.truncate($0, to: context.valueWidth) } ?? ""
            return ValueCell([[Span(text, context.theme.placeholder)]],
                             cursor: visible.cursor == nil ? nil : (0, context.geometry.valueStart))
        }
        let window = TextWrap.scrolled(visible.display, cursor: visible.cursor, width: context.valueWidth)
        return ValueCell([[Span(window.text, context.valueStyle)]],
                         cursor: window.cursorColumn.map { (0, context.geometry.valueStart + $0) })
    }

    func handle(_ key: Key, row: Row, in state: inout FormState, context: UpdateContext) -> KeyHandling {
        TextEditing.handle(key, row: row, in: &state)
    }
}

/// The text editor applied to a row's buffer, shared by the one-line rows and text views.
enum TextEditing {
    static func handle(_ key: Key, row: Row, in state: inout FormState) -> KeyHandling {
        guard var buffer = state.buffers[row.tag] else { return .ignored }
        switch TextEditor.handle(key, in: &buffer, type: row.type, maxLength: row.maxLength) {
        case .ignored:
            return .ignored
        case .moved:
            state.setBuffer(buffer, of: row.tag, edited: false)
            return .done
        case .refused(let reason):
            return RowEditing.refusal(reason, in: &state)
        case .edited:
            if let refusal = RowEditing.refusalIfDisabled(row, in: &state) { return refusal }
            state.setBuffer(buffer, of: row.tag, edited: true)
            RowEditing.settle(row.tag, in: &state)
            return .done
        }
    }
}
