import FormCore

/// `sheet`, `alert`, `pushSelect`, `multipleSelect`: the choice (`Female ›`), and Enter or Space
/// opens the list.
struct ListKind: RowKind {
    func cell(for visible: VisibleRow, in context: CellContext) -> ValueCell {
        ValueCell([ChoiceCells.opener(visible, width: context.valueWidth, theme: context.theme, box: context.box,
                                      style: context.valueStyle, placeholder: context.placeholder)])
    }

    func noun(for row: Row) -> String { row.type == .multipleSelect ? "a multiple choice" : "a choice row" }

    func bindings(for row: Row, in state: FormState) -> [RowBinding] {
        let open = CommonBindings.open("open", help: Self.openHelp(row.type)) { row, state, context in
            PopupKeys.openList(row, in: &state, context: context)
        }
        return row.type == .multipleSelect ? open : open + [CommonBindings.clear]
    }

    func editorKeys(for row: Row) -> [KindKey] { ListPopup.keyHelp }

    static func openHelp(_ type: RowType) -> String {
        switch ListPopup.Style(type) {
        case .popup: return "open the list: ↑/↓ move, a letter jumps, Enter picks and moves on, Esc closes"
        case .screen: return "open the list: typing filters, ↑/↓ move, Enter picks and moves on, Esc closes"
        case .multiple: return "open the list: typing filters, Space toggles, Enter returns and moves on, Esc closes"
        }
    }

    /// Rows that open a list always say what an empty choice means.
    func placeholder(for row: Row, auto: Bool) -> String? {
        row.placeholder ?? (row.type == .multipleSelect ? "none" : "choose")
    }
}
