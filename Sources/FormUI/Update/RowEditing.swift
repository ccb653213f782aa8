import FormCore

/// Sends a key to the focused row's kind, and what every kind shares: refusing edits of disabled
/// rows, and what happens after a value changed.
enum RowEditing {
    /// True when the row took the key (edited, moved its cursor, or refused it with a message).
    static func handle(_ key: Key, row: Row, in state: inout FormState, context: UpdateContext = UpdateContext()) -> Bool {
        RowKinds.kind(for: row.type).handle(key, row: row, in: &state, context: context)
    }

    /// Sets a row's (non-text) value.
    static func set(_ value: Value, of row: Row, in state: inout FormState) {
        state.values[row.tag] = value
        edited(row.tag, in: &state)
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
