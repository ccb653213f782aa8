import FormCore

/// Bindings more than one kind of row shares.
enum CommonBindings {
    /// Backspace/Delete on a choice, date or time row: back to no answer (`null`). A required row
    /// refuses it. (F1 lists it; the hint line has no room for it.)
    static let clear =
        RowBinding(keys: [.backspace, .delete], "clear", help: "clear the answer (rows that are not required)",
                   inHint: false) { _, row, state, _ in
            if let refusal = RowEditing.refusalIfDisabled(row, in: &state) { return refusal }
            if state.isRequired(row) {
                return RowEditing.refusal("\(row.title.isEmpty ? "This row" : row.title) is required: it cannot be cleared", in: &state)
            }
            if !state.value(of: row.tag).isNull { RowEditing.set(.null, of: row, in: &state) }
            return .done
        }

    /// Enter or Space opening the row's editor (a list, a date grid) with `opener`, unless the row
    /// is disabled.
    static func open(_ label: String, help: String, with opener: @escaping @Sendable (Row, inout FormState, UpdateContext) -> Void)
        -> [RowBinding] {
        let run: RowBinding.Run = { _, row, state, context in
            if let refusal = RowEditing.refusalIfDisabled(row, in: &state) { return refusal }
            opener(row, &state, context)
            return .done
        }
        return [RowBinding(keys: [.enter], label, help: help, run: run),
                RowBinding(keys: [.char(" ")], label, help: "the same as Enter", inHint: false, run: run)]
    }
}
