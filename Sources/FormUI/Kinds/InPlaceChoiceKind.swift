import FormCore

/// `picker` (`‹ Female ›`, cycling) and `segmentedControl` (every option on the row): chosen in
/// place with Left/Right (Space goes forward).
struct InPlaceChoiceKind: RowKind {
    func cell(for visible: VisibleRow, in context: CellContext) -> ValueCell {
        if visible.row.type == .segmentedControl {
            return ValueCell([ChoiceCells.segments(visible, theme: context.theme, style: context.valueStyle)])
        }
        let box = context.box
        if let title = ChoiceEditor.title(of: visible.value, in: visible.row) {
            return ValueCell("\(box.previous) \(title) \(box.next)", context.valueStyle)
        }
        return ValueCell("\(box.previous) \(visible.row.placeholder ?? "choose") \(box.next)", context.theme.placeholder)
    }

    func keys(for row: Row) -> [KindKey] { [KindKey("Left/Right, Space", "choose in a picker or segmented control")] }

    func handle(_ key: Key, row: Row, in state: inout FormState, context: UpdateContext) -> KeyHandling {
        guard [Key.left, .right, .char(" ")].contains(key) else { return .ignored }
        if let refusal = RowEditing.refusalIfDisabled(row, in: &state) { return refusal }
        guard let value = ChoiceEditor.handle(key, value: state.value(of: row.tag), row: row) else {
            return RowEditing.refusal(key == .left ? "This is the first option" : "This is the last option", in: &state)
        }
        RowEditing.set(value, of: row, in: &state)
        return .done
    }
}
