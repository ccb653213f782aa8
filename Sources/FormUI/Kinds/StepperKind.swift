import FormCore

/// `stepCounter` (`‹ 18 ›`) and `slider` (a track with a knob): a number changed by `step`.
struct StepperKind: RowKind {
    func cell(for visible: VisibleRow, in context: CellContext) -> ValueCell {
        if visible.row.type == .slider {
            return ValueCell([ChoiceCells.slider(visible, width: context.valueWidth, box: context.box, style: context.valueStyle)])
        }
        let number = TextEditor.displayText(TextBuffer(TextValue.text(from: visible.value, type: .decimal)),
                                            type: .decimal, format: visible.row.format)
        return ValueCell("\(context.box.previous) \(number) \(context.box.next)", context.valueStyle)
    }

    func keys(for row: Row) -> [KindKey] { [KindKey("Left/Right, -/+", "change a stepper or slider by its step")] }

    func handle(_ key: Key, row: Row, in state: inout FormState, context: UpdateContext) -> KeyHandling {
        let current = state.values[row.tag]?.numberValue ?? StepperEditor.start(for: row)
        switch StepperEditor.handle(key, value: current, row: row) {
        case .ignored:
            return .ignored
        case .refused(let reason):
            return RowEditing.refusalIfDisabled(row, in: &state) ?? RowEditing.refusal(reason, in: &state)
        case .changed(let value):
            if let refusal = RowEditing.refusalIfDisabled(row, in: &state) { return refusal }
            RowEditing.set(.number(value), of: row, in: &state)
            return .done
        }
    }
}
