import FormCore

/// `pushButton`: drawn in the title column as `[ Title ]`; Enter or Space runs its action (`reset`
/// asks first).
struct ButtonKind: RowKind {
    func cell(for visible: VisibleRow, in context: CellContext) -> ValueCell { ValueCell([[]]) }

    func noun(for row: Row) -> String { "a button" }

    func bindings(for row: Row, in state: FormState) -> [RowBinding] {
        let press: RowBinding.Run = { _, row, state, context in
            if let refusal = RowEditing.refusalIfDisabled(row, in: &state) { return refusal }
            switch row.action ?? .submit {
            case .submit: return .taken(Submission.submit(&state))
            case .cancel: return .taken(Update.perform(.cancel, in: &state, context: context))
            case .reset:
                state.setMode(.confirmReset)
                return .done
            }
        }
        return [RowBinding(keys: [.enter], "press", help: "press the button", run: press),
                RowBinding(keys: [.char(" ")], "press", help: "the same as Enter", inHint: false, run: press)]
    }

    func titleColumn(for row: Row) -> TitleColumn { .button }
}
