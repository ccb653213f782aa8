import FormCore
import FormScreen

/// `form` and `list` rows: a one-line summary (`SubFormSummary`) followed by `›`; Enter, Space
/// or Right opens the row's own screen (`Effect.openSubForm`): the sub-form, or the list of
/// items. On a list screen each item is such a row, and also takes the list's keys
/// (`ListScreenBindings`: add, remove, move).
struct SubFormKind: RowKind {
    /// A list of items (`list`) rather than one sub-form (`form`).
    var isList: Bool

    func noun(for row: Row) -> String {
        isList ? "a list row" : "a sub-form row"
    }

    func cell(for visible: VisibleRow, in context: CellContext) -> ValueCell {
        let marker = context.box.isASCII ? " >" : " ›"
        let summary = SubFormSummary.text(of: visible.value, for: visible.row)
        let room = Swift.max(0, context.valueWidth - DisplayWidth.of(marker))
        let text = DisplayWidth.cut(summary.text, to: room, ellipsis: context.box.ellipsis)
        let style = summary.empty ? context.theme.placeholder : context.valueStyle
        return ValueCell([[Span(text, style), Span(marker, context.valueStyle)]])
    }

    func bindings(for row: Row, in state: FormState) -> [RowBinding] {
        let open: RowBinding.Run = { _, row, state, _ in
            if let refusal = RowEditing.refusalIfDisabled(row, in: &state) { return refusal }
            return .taken([.openSubForm(row.tag)])
        }
        let words = isList ? "open the list of items" : "open the sub-form"
        return [RowBinding(keys: [.enter], "open", help: words, run: open),
                RowBinding(keys: [.char(" "), .right], "open", help: "the same as Enter", inHint: false, run: open)]
            + ListScreenBindings.bindings(for: row, in: state)
    }
}
