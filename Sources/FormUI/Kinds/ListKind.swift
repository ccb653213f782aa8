import FormCore

/// `sheet`, `alert`, `pushSelect`, `multipleSelect`: the choice (`Female ›`), and Enter or Space
/// opens the list.
struct ListKind: RowKind {
    func cell(for visible: VisibleRow, in context: CellContext) -> ValueCell {
        ValueCell([ChoiceCells.opener(visible, width: context.valueWidth, theme: context.theme, box: context.box,
                                      style: context.valueStyle, placeholder: context.placeholder)])
    }

    func keys(for row: Row) -> [KindKey] {
        [KindKey("Enter/Space", "open a list; there type to filter, Enter picks, Esc closes")]
    }

    /// Rows that open a list always say what an empty choice means.
    func placeholder(for row: Row, auto: Bool) -> String? {
        row.placeholder ?? (row.type == .multipleSelect ? "none" : "choose")
    }

    func handle(_ key: Key, row: Row, in state: inout FormState, context: UpdateContext) -> KeyHandling {
        OpeningKeys.open(key, row: row, in: &state) { PopupKeys.openList(row, in: &$0, context: context) }
    }
}

/// Enter or Space opens a row's editor (a list, a date grid) with `opener`, unless the row is disabled.
enum OpeningKeys {
    static func open(_ key: Key, row: Row, in state: inout FormState, with opener: (inout FormState) -> Void) -> KeyHandling {
        guard key == .enter || key == .char(" ") else { return .ignored }
        if let refusal = RowEditing.refusalIfDisabled(row, in: &state) { return refusal }
        opener(&state)
        return .done
    }
}
