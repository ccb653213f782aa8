import FormCore

/// Characters typed on a row whose value is not text (a stepper's number, a date), held as the
/// row's input until they are taken (`RowKind.commitInput`) or abandoned: the keys every such
/// row shares while typing, and how a refusal is shown.
enum Typing {
    static func isTyping(_ row: Row, in state: FormState) -> Bool { !(state.inputs[row.tag]?.isEmpty ?? true) }

    static func text(_ row: Row, in state: FormState) -> String { state.inputs[row.tag]?.text ?? "" }

    /// Sets the typed text, the cursor after it.
    static func set(_ text: String, of row: Row, in state: inout FormState) {
        state.setInput(TextBuffer(text), of: row.tag)
        if state.errors[row.tag] != nil { state.setError(nil, of: row.tag) }
    }

    /// Drops what was typed (the value stays).
    static func end(_ row: Row, in state: inout FormState) {
        state.setInput(TextBuffer(""), of: row.tag)
    }

    /// A typed value that cannot be taken: the message under the row and in the status line.
    static func refuse(_ message: String, row: Row, in state: inout FormState) -> KeyHandling {
        state.setError(message, of: row.tag)
        return RowEditing.refusal(message, in: &state)
    }

    /// Backspace erases the last character typed, Esc abandons the typing (both listed first while
    /// typing, so that they are not the row's other Backspace or the form's Esc).
    static let bindings = [
        RowBinding(keys: [.backspace], "erase", help: "erase the last character typed", inHint: false) { _, row, state, _ in
            set(String(text(row, in: state).dropLast()), of: row, in: &state)
            return .done
        },
        RowBinding(keys: [.escape], "undo", help: "abandon what was typed") { _, row, state, _ in
            end(row, in: &state)
            if state.errors[row.tag] != nil { state.setError(nil, of: row.tag) }
            return .done
        },
    ]
}
