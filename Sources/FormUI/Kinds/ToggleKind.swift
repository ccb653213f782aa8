import FormCore

/// `switch` and `check`: a bool; Space or Enter toggles.
struct ToggleKind: RowKind {
    func cell(for visible: VisibleRow, in context: CellContext) -> ValueCell {
        let on = visible.value.boolValue ?? false
        let box = context.box
        let text = visible.row.type == .switch ? (on ? box.switchOn : box.switchOff) : (on ? box.checkOn : box.checkOff)
        return ValueCell(text, context.valueStyle)
    }

    func keys(for row: Row) -> [KindKey] { [KindKey("Space/Enter", "turn a switch or check on or off")] }

    func handle(_ key: Key, row: Row, in state: inout FormState, context: UpdateContext) -> KeyHandling {
        guard key == .char(" ") || key == .enter else { return .ignored }
        if let refusal = RowEditing.refusalIfDisabled(row, in: &state) { return refusal }
        RowEditing.set(.bool(!(state.values[row.tag]?.boolValue ?? false)), of: row, in: &state)
        return .done
    }
}
