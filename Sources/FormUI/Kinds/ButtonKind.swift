import FormCore

/// `pushButton`: drawn in the title column as `[ Title ]`; Enter or Space runs its action.
struct ButtonKind: RowKind {
    func cell(for visible: VisibleRow, in context: CellContext) -> ValueCell { ValueCell([[]]) }

    func handle(_ key: Key, row: Row, in state: inout FormState, context: UpdateContext) -> Bool {
        guard key == .enter || key == .char(" ") else { return false }
        if RowEditing.refuseIfDisabled(row, in: &state) { return true }
        switch row.action ?? .submit {
        case .submit: Submission.submit(&state)
        case .cancel: Update.perform(.cancel, in: &state, context: context)
        case .reset: state.reset()
        }
        return true
    }
}
