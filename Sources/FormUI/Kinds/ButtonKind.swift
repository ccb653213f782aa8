import FormCore

/// `pushButton`: drawn in the title column as `[ Title ]`; Enter or Space runs its action.
struct ButtonKind: RowKind {
    func cell(for visible: VisibleRow, in context: CellContext) -> ValueCell { ValueCell([[]]) }

    func keys(for row: Row) -> [KindKey] { [KindKey("Enter/Space", "press a button")] }

    func titleColumn(for row: Row) -> TitleColumn { .button }

    func handle(_ key: Key, row: Row, in state: inout FormState, context: UpdateContext) -> KeyHandling {
        guard key == .enter || key == .char(" ") else { return .ignored }
        if let refusal = RowEditing.refusalIfDisabled(row, in: &state) { return refusal }
        switch row.action ?? .submit {
        case .submit: return .taken(Submission.submit(&state))
        case .cancel: return .taken(Update.perform(.cancel, in: &state, context: context))
        case .reset:
            state.reset()
            return .done
        }
    }
}
