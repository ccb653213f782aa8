import FormCore
import FormScreen

/// `duration`: a length of time drawn `1 h 30 min` (`DurationRule`). Left/Right (`-`/`+`) change
/// it by the row's `step` (a minute unless given), PgUp/PgDn by ten steps, within `min`/`max`;
/// typing (`90m`, `1h30m`, `1:30:00`, `PT1H30M`) is held as the row's input, which Enter, Tab,
/// Up/Down or leaving the row takes as ISO 8601 (`PT1H30M`); Backspace erases, Esc abandons.
/// Backspace/Delete clear a row that is not required.
struct DurationKind: RowKind {
    /// The characters a duration is typed with.
    private static let typedCharacters = Set("0123456789:hmsdptHMSDPT ")

    func noun(for row: Row) -> String { "a duration row" }

    func cell(for visible: VisibleRow, in context: CellContext) -> ValueCell {
        let box = context.box
        if let typing = ChoiceCells.typing(visible, in: context) { return typing }
        if visible.value.isNull {
            return ValueCell(context.placeholder ?? "", context.theme.placeholder)
        }
        let words = DurationRule.seconds(of: visible.value).map(DurationRule.words(seconds:))
            ?? (visible.value.stringValue ?? "")
        return ValueCell("\(box.previous) \(words) \(box.next)", context.valueStyle)
    }

    func placeholder(for row: Row, auto: Bool) -> String? {
        row.placeholder ?? (auto ? "e.g. 1h30m" : nil)
    }

    func bindings(for row: Row, in state: FormState) -> [RowBinding] {
        var bindings = [
            RowBinding(keys: [.left, .right, .char("-"), .char("+")], "change",
                       help: "a step less / more (\(DurationRule.words(seconds: DurationRule.step(of: row))))", run: Self.step),
            RowBinding(keys: [.pageUp, .pageDown], "×10", help: "ten steps more / less", inHint: false, run: Self.step),
            RowBinding([.printable], "type",
                       help: "type a duration (90m, 1h30m, 1:30:00, PT1H30M): Enter, Tab, ↑/↓ or leaving the row takes it",
                       run: Self.type),
        ]
        if Typing.isTyping(row, in: state) {
            bindings.insert(contentsOf: Typing.bindings, at: 0)
        } else {
            bindings.append(CommonBindings.clear)
        }
        return bindings
    }

    /// A duration typed but not taken is taken, as ISO 8601, when the focus leaves the row or the
    /// form is submitted; one of no spelling is refused in words that say what is accepted.
    func commitInput(of row: Row, in state: inout FormState) -> String? {
        guard Typing.isTyping(row, in: state) else { return nil }
        guard let seconds = DurationRule.seconds(Typing.text(row, in: state)) else {
            return DurationRule.notADuration
        }
        Typing.end(row, in: &state)
        let value = Value.string(DurationRule.iso(seconds: seconds))
        if state.values[row.tag] != value { RowEditing.set(value, of: row, in: &state) }
        return nil
    }

    private static let type: RowBinding.Run = { key, row, state, _ in
        guard case .char(let c) = key else { return .ignored }
        if let refusal = RowEditing.refusalIfDisabled(row, in: &state) { return refusal }
        let typed = Typing.text(row, in: state)
        guard typedCharacters.contains(c), typed.count < 40, !(typed.isEmpty && c == " ") else {
            return RowEditing.refusal("A duration takes digits, h, m, s, : or PT…", in: &state)
        }
        Typing.set(typed + String(c), of: row, in: &state)
        return .done
    }

    private static let step: RowBinding.Run = { key, row, state, _ in
        if let refusal = RowEditing.refusalIfDisabled(row, in: &state) { return refusal }
        if let message = DurationKind().commitInput(of: row, in: &state) { return Typing.refuse(message, row: row, in: &state) }
        let steps: Int
        switch key {
        case .left, .char("-"): steps = -1
        case .right, .char("+"): steps = 1
        case .pageUp: steps = 10
        case .pageDown: steps = -10
        default: return .ignored
        }
        let current = state.value(of: row.tag)
        let seconds = DurationRule.stepped(current, by: steps, row: row)
        if let now = DurationRule.seconds(of: current), now == seconds {
            return RowEditing.refusal(steps < 0 ? "This is the lowest duration" : "This is the highest duration", in: &state)
        }
        RowEditing.set(.string(DurationRule.iso(seconds: seconds)), of: row, in: &state)
        return .done
    }
}
