import FormCore

/// Sends a key to the focused row's editor: text editing in place, toggles.
enum RowEditing {
    /// True when the row took the key (edited, moved its cursor, or refused it with a message).
    static func handle(_ key: Key, row: Row, in state: inout FormState) -> Bool {
        if row.type.isTextLike {
            return text(key, row: row, in: &state)
        }
        if row.type == .switch || row.type == .check {
            guard key == .char(" ") || key == .enter else { return false }
            if refuseIfDisabled(row, in: &state) { return true }
            let current = state.values[row.tag]?.boolValue ?? false
            state.values[row.tag] = .bool(!current)
            edited(row.tag, in: &state)
            return true
        }
        return false
    }

    private static func text(_ key: Key, row: Row, in state: inout FormState) -> Bool {
        guard var buffer = state.buffers[row.tag] else { return false }
        let before = buffer
        let outcome = TextEditor.handle(key, in: &buffer, type: row.type, maxLength: row.maxLength)
        switch outcome {
        case .ignored:
            return false
        case .moved:
            state.buffers[row.tag] = buffer
        case .refused(let reason):
            state.refused = true
            state.status = reason
        case .edited:
            if refuseIfDisabled(row, in: &state) {
                state.buffers[row.tag] = before
                return true
            }
            state.buffers[row.tag] = buffer
            edited(row.tag, in: &state)
        }
        return true
    }

    /// Refuses an edit of a disabled row, showing its `disabledMessage`.
    static func refuseIfDisabled(_ row: Row, in state: inout FormState) -> Bool {
        guard state.isDisabled(row) else { return false }
        state.refused = true
        state.status = row.disabledMessage ?? state.form.disabledMessage ?? "\(row.title) cannot be changed"
        return true
    }

    /// After a value changed: its error goes, and what depends on it is re-evaluated.
    static func edited(_ tag: String, in state: inout FormState) {
        state.errors[tag] = nil
        state.valueChanged(tag)
        Navigation.repair(&state)
    }
}
