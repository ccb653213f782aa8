import FormCore
import FormScreen

/// One-line text rows (`text`, `name`, `email`, `password`, `phone`, `url`, `integer`, `decimal`)
/// edited in place, and read-only `info`: a window of the text that keeps the cursor in view.
/// What tells the types apart is data given in `RowKinds`' table: the noun, the placeholder
/// `autoPlaceholder` derives, the typing rule.
struct TextKind: RowKind {
    /// `a text row`, `an email row`, `a number row`.
    var noun = "a text row"
    /// The placeholder `autoPlaceholder` gives (`name@example.com`); nil: `Enter <title>`.
    var example: String?
    var typing: TypingRule = .any

    func cell(for visible: VisibleRow, in context: CellContext) -> ValueCell {
        if visible.shown?.isEmpty ?? visible.display.isEmpty {
            let text = context.placeholder.map { DisplayWidth.cut($0, to: context.valueWidth, ellipsis: context.box.ellipsis) } ?? ""
            return ValueCell([[Span(text, context.theme.placeholder)]],
                             cursor: visible.cursor == nil ? nil : (0, context.geometry.valueStart))
        }
        // A row shown as typed is read only where its window is (a key costs the width, not the text).
        let ellipsis = context.box.ellipsis
        let window = visible.shown.map { TextWrap.scrolled($0, cursor: visible.cursor, width: context.valueWidth, ellipsis: ellipsis) }
            ?? TextWrap.scrolled(visible.display, cursor: visible.cursor, width: context.valueWidth, ellipsis: ellipsis)
        return ValueCell([[Span(window.text, context.valueStyle)]],
                         cursor: window.cursorColumn.map { (0, context.geometry.valueStart + $0) })
    }

    func noun(for row: Row) -> String { noun }

    func bindings(for row: Row, in state: FormState) -> [RowBinding] { [TextEditing.unsetAtEnd] + TextEditing.bindings() }

    func placeholder(for row: Row, auto: Bool) -> String? {
        if let placeholder = row.placeholder { return placeholder }
        guard auto, !row.type.isReadOnly else { return nil }
        return example ?? (row.title.isEmpty ? nil : "Enter \(row.title.lowercased())")
    }

    func storage(for row: Row, startingWith value: Value, today: String) -> RowStorage { TextEditing.storage(row, value) }
}

/// The text editor applied to a row's buffer, shared by the one-line rows and text views.
enum TextEditing {
    /// The editing keys of every text row, each run by `edit` (by default the row's own text).
    static func bindings(edit: @escaping RowBinding.Run = { key, row, state, _ in handle(key, row: row, in: &state) })
        -> [RowBinding] {
        [
            RowBinding([.printable], "type", help: "type at the cursor", inHint: false, run: edit),
            RowBinding(keys: [.left, .right], "move", help: "move the cursor", inHint: false, run: edit),
            RowBinding(keys: [.home, .end, .ctrl("a"), .ctrl("e")], "start/end", help: "start / end of the line",
                       inHint: false, run: edit),
            RowBinding(keys: [.backspace, .delete], "erase", help: "erase a character", inHint: false, run: edit),
            RowBinding(keys: [.ctrl("u"), .ctrl("k")], "erase to start/end", help: "erase to the start / to the end",
                       inHint: false, run: edit),
            RowBinding(keys: [.ctrl("w")], "erase word", help: "erase the word before the cursor", inHint: false, run: edit),
        ]
    }

    /// Delete with the cursor at the end of the text, where it has nothing to erase: the row back
    /// to not set (its text emptied, a schema member left out, the placeholder shown again). A
    /// required row refuses it, saying why; with the cursor inside the text Delete erases the
    /// next character (the binding leaves the key to `bindings()`).
    static let unsetAtEnd =
        RowBinding(keys: [.delete], "not set", help: "at the end of the text: set the row back to not set (its member left out)",
                   inHint: false) { _, row, state, _ in
            guard !row.type.isReadOnly, let buffer = state.buffers[row.tag], buffer.cursor >= buffer.characters.count else {
                return .ignored
            }
            if buffer.isEmpty { return .done }
            if let refusal = RowEditing.refusalIfDisabled(row, in: &state) { return refusal }
            if state.isRequired(row) {
                return RowEditing.refusal("\(row.title.isEmpty ? "This row" : row.title) is required: it cannot be cleared", in: &state)
            }
            _ = state.editBuffer(of: row.tag) { buffer -> ((), edited: Bool?) in
                buffer.text = ""
                return ((), true)
            }
            RowEditing.settle(row.tag, in: &state)
            return .done
        }

    /// Text rows hold their value as the text being edited.
    static func storage(_ row: Row, _ value: Value) -> RowStorage {
        .text(TextBuffer(TextValue.text(from: value, type: row.type)))
    }

    static func handle(_ key: Key, row: Row, in state: inout FormState) -> KeyHandling {
        guard !state.isDisabled(row) else { return handleDisabled(key, row: row, in: &state) }
        // The buffer is edited where the state keeps it: a copy would cost the whole text a key.
        let outcome = state.editBuffer(of: row.tag) { buffer -> (TextEditOutcome, edited: Bool?) in
            let outcome = TextEditor.handle(key, in: &buffer, type: row.type, maxLength: row.maxLength)
            switch outcome {
            case .ignored, .refused: return (outcome, nil)
            case .moved: return (outcome, false)
            case .edited: return (outcome, true)
            }
        }
        switch outcome {
        case nil, .ignored?:
            return .ignored
        case .moved?:
            return .done
        case .refused(let reason)?:
            return RowEditing.refusal(reason, in: &state)
        case .edited?:
            RowEditing.settle(row.tag, in: &state)
            return .done
        }
    }

    /// A disabled row's text: the cursor moves, an edit is refused and the text stays as it was.
    private static func handleDisabled(_ key: Key, row: Row, in state: inout FormState) -> KeyHandling {
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
