import FormCore
import FormScreen

/// `stepCounter` (`‹ 18 ›`) and `slider` (a track with a knob): a number changed by `step`, or
/// typed. Left/Right (`-`/`+`) step, PgUp/PgDn ten steps, Home/End go to `min`/`max`; digits
/// type a number in place (held as the row's input), which Enter, Tab, Up/Down or leaving the row
/// takes, Backspace erases and Esc abandons.
struct StepperKind: RowKind {
    /// Drawn as a track with a knob (`slider`) rather than `‹ 18 ›` (`stepCounter`).
    var drawnAsSlider: Bool

    func cell(for visible: VisibleRow, in context: CellContext) -> ValueCell {
        let box = context.box
        if let typing = ChoiceCells.typing(visible, in: context) { return typing }
        if drawnAsSlider {
            return ValueCell([ChoiceCells.slider(visible, width: context.valueWidth, box: box, style: context.valueStyle)])
        }
        let number = TextEditor.displayText(TextBuffer(TextValue.text(from: visible.value, type: .decimal)),
                                            type: .decimal, format: visible.row.format)
        return ValueCell("\(box.previous) \(number) \(box.next)", context.valueStyle)
    }

    func noun(for row: Row) -> String { drawnAsSlider ? "a slider" : "a stepper" }

    func bindings(for row: Row, in state: FormState) -> [RowBinding] {
        let typing = Typing.isTyping(row, in: state)
        var bindings = [
            RowBinding(keys: [.left, .right, .char("-"), .char("+")], "change", help: "a step less / more", run: Self.step),
            RowBinding([.digits] + (NumberTyping.isFractional(row) ? [.key(.char("."))] : []), "type",
                       help: "type a number: Enter, Tab, ↑/↓ or leaving the row takes it", run: Self.type),
            RowBinding(keys: [.pageUp, .pageDown], "×10", help: "ten steps more / less", inHint: false, run: Self.step),
            RowBinding(keys: [.home, .end], "min/max", help: "the lowest / highest value", inHint: false, run: Self.step),
        ]
        if typing { bindings.insert(contentsOf: Typing.bindings, at: 0) }
        return bindings
    }

    /// A number typed but not taken is taken when the focus leaves the row or the form is submitted.
    func commitInput(of row: Row, in state: inout FormState) -> String? {
        guard Typing.isTyping(row, in: state) else { return nil }
        switch NumberTyping.value(of: Typing.text(row, in: state), row: row) {
        case .failure(let refusal):
            return refusal.message
        case .success(let number):
            Typing.end(row, in: &state)
            if state.values[row.tag]?.numberValue != number { RowEditing.set(.number(number), of: row, in: &state) }
            return nil
        }
    }

    private static let type: RowBinding.Run = { key, row, state, _ in
        guard case .char(let c) = key else { return .ignored }
        if let refusal = RowEditing.refusalIfDisabled(row, in: &state) { return refusal }
        let typed = Typing.text(row, in: state)
        guard NumberTyping.accepts(c, after: typed, row: row) else {
            return RowEditing.refusal(c == "." ? "Only one decimal point" : "Too many digits", in: &state)
        }
        Typing.set(typed + String(c), of: row, in: &state)
        return .done
    }

    private static let step: RowBinding.Run = { key, row, state, _ in
        if let refusal = RowEditing.refusalIfDisabled(row, in: &state) { return refusal }
        if let message = StepperKind(drawnAsSlider: false).commitInput(of: row, in: &state) { return Typing.refuse(message, row: row, in: &state) }
        let current = state.values[row.tag]?.numberValue ?? StepperEditor.start(for: row)
        switch StepperEditor.handle(key, value: current, row: row) {
        case .ignored:
            return .ignored
        case .refused(let reason):
            return RowEditing.refusal(reason, in: &state)
        case .changed(let value):
            RowEditing.set(.number(value), of: row, in: &state)
            return .done
        }
    }
}
