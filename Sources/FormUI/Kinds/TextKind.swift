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

    func keys(for row: Row) -> [KindKey] { TextEditing.keys }

    func placeholder(for row: Row, auto: Bool) -> String? {
        if let placeholder = row.placeholder { return placeholder }
        guard auto, !row.type.isReadOnly else { return nil }
        switch row.type {
        case .email: return "name@example.com"
        case .url: return "https://example.com"
        case .phone: return "+1 555 0100"
        case .integer: return "e.g. 42"
        case .decimal: return "e.g. 3.14"
        case .password: return "password"
        case .text, .name, .textView, .info, .longInfo, .picker, .segmentedControl, .sheet, .alert,
             .pushSelect, .multipleSelect, .pushButton, .date, .time, .dateTime, .countDownTimer,
             .dateInline, .timeInline, .dateTimeInline, .countDownTimerInline, .`switch`, .check,
             .stepCounter, .slider, .rating, .tokens, .file:
            return row.title.isEmpty ? nil : "Enter \(row.title.lowercased())"
        }
    }

    func storage(for row: Row, startingWith value: Value, today: String) -> RowStorage { TextEditing.storage(row, value) }

    func handle(_ key: Key, row: Row, in state: inout FormState, context: UpdateContext) -> KeyHandling {
        TextEditing.handle(key, row: row, in: &state)
    }
}

/// The text editor applied to a row's buffer, shared by the one-line rows and text views.
enum TextEditing {
    /// The editing keys of every text row.
    static let keys = [
        KindKey("Left/Right", "move the cursor"),
        KindKey("Home/End, Ctrl-A/Ctrl-E", "start / end of the line"),
        KindKey("Backspace/Delete", "erase a character"),
        KindKey("Ctrl-U / Ctrl-K", "erase to the start / end"),
        KindKey("Ctrl-W", "erase the word before the cursor"),
    ]

    /// Text rows hold their value as the text being edited.
    static func storage(_ row: Row, _ value: Value) -> RowStorage {
        .text(TextBuffer(TextValue.text(from: value, type: row.type)))
    }

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
