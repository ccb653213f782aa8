import FormCore
import FormScreen

/// Sends a key to the focused row's kind, and what every kind shares: refusing a key with a
/// reason, refusing edits of disabled rows, and what happens after a value changed.
enum RowEditing {
    /// Runs the focused row's binding for `key`, if one takes it.
    static func handle(_ key: Key, row: Row, in state: inout FormState, context: UpdateContext = UpdateContext()) -> KeyHandling {
        RowKinds.kind(for: row.type).bindings(for: row, in: state).handle(key, row: row, in: &state, context: context)
    }

    /// Why `key` does nothing on `row`, naming the keys the row takes: `x: a stepper takes ←/→,
    /// digits or Enter`.
    static func unbound(_ key: Key, row: Row, in state: inout FormState) -> [Effect] {
        let kind = RowKinds.kind(for: row.type)
        let bindings = kind.bindings(for: row, in: state)
        let hinted = bindings.filter(\.inHint)
        var names: [String] = []
        for binding in hinted.isEmpty ? Array(bindings.prefix(3)) : hinted {
            let name = binding.keys.prefix(2).map(\.spokenName).joined(separator: "/")
            if !names.contains(name) { names.append(name) }
        }
        let takes: String
        switch names.count {
        case 0: takes = "takes only the form's keys (F1 lists them)"
        case 1: takes = "takes " + names[0]
        default: takes = "takes " + names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
        }
        return refuse("\(key.name): \(kind.noun(for: row)) \(takes)", in: &state)
    }

    /// Refuses the key: the reason in the status line, and the bell.
    static func refuse(_ reason: String, in state: inout FormState) -> [Effect] {
        state.setStatus(StatusMessage(reason, isError: true))
        return [.bell(reason: reason)]
    }

    /// `refuse` as a row kind's answer.
    static func refusal(_ reason: String, in state: inout FormState) -> KeyHandling {
        .taken(refuse(reason, in: &state))
    }

    /// The refusal of an edit of a disabled row (its `disabledMessage`), or nil when it may change.
    static func refusalIfDisabled(_ row: Row, in state: inout FormState) -> KeyHandling? {
        guard state.isDisabled(row) else { return nil }
        return refusal(row.disabledMessage ?? state.form.disabledMessage ?? "\(row.title) cannot be changed", in: &state)
    }

    /// Sets a row's (non-text) value: its error goes, what depends on it is re-evaluated, and the
    /// focus moves on if the change hid its row.
    static func set(_ value: Value, of row: Row, in state: inout FormState) {
        state.setValue(value, of: row.tag)
        settle(row.tag, in: &state)
    }

    /// After a value changed: its error goes, and the focus moves on if its row is gone.
    static func settle(_ tag: String, in state: inout FormState) {
        state.setError(nil, of: tag)
        Navigation.repair(&state)
    }
}
