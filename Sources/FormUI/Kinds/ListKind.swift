import FormCore

/// `sheet`, `alert`, `pushSelect`, `multipleSelect`: the choice (`Female ›`), and Enter or Space
/// opens the list.
struct ListKind: RowKind {
    /// How the list is shown: a pop-up, a list screen, a multiple choice.
    let style: ListPopup.Style

    var listStyle: ListPopup.Style? { style }

    func cell(for visible: VisibleRow, in context: CellContext) -> ValueCell {
        ValueCell([ChoiceCells.opener(visible, width: context.valueWidth, theme: context.theme, box: context.box,
                                      style: context.valueStyle, placeholder: context.placeholder)])
    }

    func noun(for row: Row) -> String { style == .multiple ? "a multiple choice" : "a choice row" }

    func bindings(for row: Row, in state: FormState) -> [RowBinding] {
        let open = CommonBindings.open("open", help: Self.openHelp(style)) { row, state, context in
            PopupKeys.openList(row, in: &state, context: context)
        }
        return style == .multiple ? open : open + [CommonBindings.clear]
    }

    func editorKeys(for row: Row) -> [KindKey] { ListPopup.keyHelp }

    static func openHelp(_ style: ListPopup.Style) -> String {
        switch style {
        case .popup: return "open the list: typing filters, ↑/↓ move, Enter picks and moves on, Esc closes"
        case .screen: return "open the list: typing filters, ↑/↓ move, Enter picks and moves on, Esc closes"
        case .multiple: return "open the list: typing filters, Space toggles, Ctrl-A all, Enter returns and moves on, Esc closes"
        }
    }

    /// Rows that open a list always say what an empty choice means.
    func placeholder(for row: Row, auto: Bool) -> String? {
        row.placeholder ?? (style == .multiple ? "none" : "choose")
    }
}
