import FormCore
import FormScreen

/// The date, time, date-and-time and count-down rows, pop-up or inline: the value as the contract
/// writes it (`2026-11-29`, `14:05`, `00:03:00`), and Enter or Space opens the editor. Digits
/// type the value on the closed row (`19851210` shows `1985-12-10`, the separators coming by
/// themselves, the rest of the template dimmed): Enter, Tab, Up/Down or leaving the row takes it,
/// or refuses it saying why (`2023-02-30 is not a date`, `Not before 1900-01-01`).
struct DateKind: RowKind {
    /// The editor it opens, and how its value is typed and shown.
    let kind: DateEditor.Kind

    var dateKind: DateEditor.Kind? { kind }

    func cell(for visible: VisibleRow, in context: CellContext) -> ValueCell {
        if visible.cursor != nil, !visible.display.isEmpty {
            let typing = Self.typing(kind, visible.display)
            let start = context.geometry.valueStart
            return ValueCell([[Span(typing.text, context.valueStyle), Span(typing.remainingTemplate, context.theme.placeholder)]],
                             cursor: (0, start + DisplayWidth.of(typing.text)))
        }
        if let shown = DateEditor.display(visible.value, kind: kind) {
            return ValueCell(shown, context.valueStyle)
        }
        return ValueCell(visible.row.placeholder ?? DateEditor.placeholder(kind: kind), context.theme.placeholder)
    }

    func noun(for row: Row) -> String {
        switch kind {
        case .date: return "a date row"
        case .time: return "a time row"
        case .dateTime: return "a date and time row"
        case .countDown: return "a timer row"
        }
    }

    func bindings(for row: Row, in state: FormState) -> [RowBinding] {
        let type = RowBinding([.digits], "type", help: "type the value: the separators come by themselves; Enter, Tab, ↑/↓ or leaving the row takes it",
                              run: Self.type)
        guard Typing.isTyping(row, in: state) else {
            return CommonBindings.open("open", help: "open the editor (a month grid for dates): Enter picks and moves on, Esc closes") {
                row, state, _ in PopupKeys.openDate(row, in: &state)
            } + [type, CommonBindings.clear]
        }
        let take = RowBinding(keys: [.enter], "take", help: "take the typed value and move on") { _, row, state, _ in
            if let message = RowKinds.kind(for: row.type).commitInput(of: row, in: &state) { return Typing.refuse(message, row: row, in: &state) }
            return .ignored
        }
        let skip = RowBinding(DateTyping.separators.map { .key(.char($0)) }, "skip", help: "typed separators are skipped",
                              inHint: false) { _, _, _, _ in .done }
        return Typing.bindings + [take, type, skip]
    }

    func editorKeys(for row: Row) -> [KindKey] {
        DateEditor.keyHelp(kind: kind).map { KindKey($0.keys, $0.help) }
    }

    /// A value typed but not taken is taken when the focus leaves the row or the form is submitted.
    func commitInput(of row: Row, in state: inout FormState) -> String? {
        guard Typing.isTyping(row, in: state) else { return nil }
        let typing = Self.typing(kind, Typing.text(row, in: state))
        switch typing.commit(bounds: DateBounds(row: row, today: state.today)) {
        case .failure(let refusal):
            return refusal.message
        case .success(let value):
            Typing.end(row, in: &state)
            if state.value(of: row.tag) != value { RowEditing.set(value, of: row, in: &state) }
            return nil
        }
    }

    private static let type: RowBinding.Run = { key, row, state, _ in
        guard case .char(let c) = key else { return .ignored }
        if let refusal = RowEditing.refusalIfDisabled(row, in: &state) { return refusal }
        var typing = typing(DateEditor.Kind(row.type) ?? .date, Typing.text(row, in: state))
        guard typing.type(c) else {
            return RowEditing.refusal("Typed in full (\(typing.template)): Enter takes it", in: &state)
        }
        Typing.set(typing.digits, of: row, in: &state)
        return .done
    }

    /// The typing of `digits` on a row of `kind`.
    static func typing(_ kind: DateEditor.Kind, _ digits: String) -> DateTyping {
        var typing = DateTyping(kind: kind)
        for c in digits { _ = typing.type(c) }
        return typing
    }

    /// `today` as a value is the date of the run.
    func storage(for row: Row, startingWith value: Value, today: String) -> RowStorage {
        .value(value == .string("today") ? DateEditor.resolve(value, today: today) ?? value : value)
    }
}
