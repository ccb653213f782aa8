import FormCore

/// The date, time, date-and-time and count-down rows, pop-up or inline: the value as the contract
/// writes it (`2026-11-29`, `14:05`, `00:03:00`), and Enter or Space opens the editor.
struct DateKind: RowKind {
    func cell(for visible: VisibleRow, in context: CellContext) -> ValueCell {
        let kind = DateEditor.Kind(visible.row.type) ?? .date
        if let shown = DateEditor.display(visible.value, kind: kind) {
            return ValueCell(shown, context.valueStyle)
        }
        return ValueCell(visible.row.placeholder ?? DateEditor.placeholder(kind: kind), context.theme.placeholder)
    }

    func noun(for row: Row) -> String {
        switch DateEditor.Kind(row.type) ?? .date {
        case .date: return "a date row"
        case .time: return "a time row"
        case .dateTime: return "a date and time row"
        case .countDown: return "a timer row"
        }
    }

    func bindings(for row: Row, in state: FormState) -> [RowBinding] {
        CommonBindings.open("open", help: "open the editor (a month grid for dates): Enter picks and moves on, Esc closes") {
            row, state, _ in PopupKeys.openDate(row, in: &state)
        } + [CommonBindings.clear]
    }

    /// `today` as a value is the date of the run.
    func storage(for row: Row, startingWith value: Value, today: String) -> RowStorage {
        .value(value == .string("today") ? DateEditor.resolve(value, today: today) ?? value : value)
    }
}
