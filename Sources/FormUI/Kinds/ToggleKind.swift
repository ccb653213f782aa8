import FormCore

/// `switch` and `check`: a bool; Space toggles (Enter moves on, as on every row without an editor).
struct ToggleKind: RowKind {
    /// Drawn as a switch (`switch`) rather than a check box (`check`).
    var drawnAsSwitch: Bool

    func cell(for visible: VisibleRow, in context: CellContext) -> ValueCell {
        let on = visible.value.boolValue ?? false
        let box = context.box
        let text = drawnAsSwitch ? (on ? box.switchOn : box.switchOff) : (on ? box.checkOn : box.checkOff)
        return ValueCell(text, context.valueStyle)
    }

    func noun(for row: Row) -> String { drawnAsSwitch ? "a switch" : "a check box" }

    func bindings(for row: Row, in state: FormState) -> [RowBinding] {
        [RowBinding(keys: [.char(" ")], "toggle", help: "turn on / off") { _, row, state, _ in
            if let refusal = RowEditing.refusalIfDisabled(row, in: &state) { return refusal }
            RowEditing.set(.bool(!(state.values[row.tag]?.boolValue ?? false)), of: row, in: &state)
            return .done
        }]
    }
}
