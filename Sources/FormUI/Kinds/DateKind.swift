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

    func keys(for row: Row) -> [KindKey] {
        [KindKey("Enter/Space", "open a date or time editor; there Enter picks, Esc closes")]
    }

    /// `today` as a value is the date of the run.
    func storage(for row: Row, startingWith value: Value, today: String) -> RowStorage {
        .value(value == .string("today") ? DateEditor.resolve(value, today: today) ?? value : value)
    }

    func handle(_ key: Key, row: Row, in state: inout FormState, context: UpdateContext) -> KeyHandling {
        OpeningKeys.open(key, row: row, in: &state) { PopupKeys.openDate(row, in: &$0) }
    }
}
