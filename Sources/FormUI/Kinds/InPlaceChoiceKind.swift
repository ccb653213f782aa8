import FormCore

/// `picker` (`‹ Female ›`, cycling) and `segmentedControl` (every option on the row): chosen in
/// place with Left/Right; Space goes to the next option, a letter to the next option starting with
/// it, Backspace/Delete clear an optional one.
struct InPlaceChoiceKind: RowKind {
    /// Every option drawn on the row, stopping at its ends (`segmentedControl`), rather than the
    /// chosen one between arrows, cycling (`picker`).
    var segmented: Bool

    func cell(for visible: VisibleRow, in context: CellContext) -> ValueCell {
        if segmented {
            return ValueCell([ChoiceCells.segments(visible, theme: context.theme, style: context.valueStyle)])
        }
        let box = context.box
        if let title = ChoiceEditor.title(of: visible.value, in: visible.row) {
            return ValueCell("\(box.previous) \(title) \(box.next)", context.valueStyle)
        }
        return ValueCell("\(box.previous) \(visible.row.placeholder ?? "choose") \(box.next)", context.theme.placeholder)
    }

    func noun(for row: Row) -> String { segmented ? "a segmented control" : "a picker" }

    func bindings(for row: Row, in state: FormState) -> [RowBinding] {
        [
            RowBinding(keys: [.left, .right], "choose", help: "the previous / next option", run: step),
            RowBinding(keys: [.char(" ")], "next", help: "the next option", run: step),
            RowBinding([.letters], "jump", help: "the next option starting with the letter (case and accents ignored)") { key, row, state, _ in
                guard case .char(let letter) = key else { return .ignored }
                if let refusal = RowEditing.refusalIfDisabled(row, in: &state) { return refusal }
                guard let value = ChoiceEditor.jump(to: letter, from: state.value(of: row.tag), in: row) else {
                    return RowEditing.refusal("No option starts with '\(letter)'", in: &state)
                }
                if value != state.value(of: row.tag) { RowEditing.set(value, of: row, in: &state) }
                return .done
            },
            CommonBindings.clear,
        ]
    }

    private var step: RowBinding.Run {
        let cycles = !segmented
        return { key, row, state, _ in
            if let refusal = RowEditing.refusalIfDisabled(row, in: &state) { return refusal }
            guard let value = ChoiceEditor.handle(key, value: state.value(of: row.tag), row: row, cycles: cycles) else {
                return RowEditing.refusal(key == .left ? "This is the first option" : "This is the last option", in: &state)
            }
            RowEditing.set(value, of: row, in: &state)
            return .done
        }
    }
}
