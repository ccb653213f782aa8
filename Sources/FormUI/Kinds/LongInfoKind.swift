import FormCore
import FormScreen

/// `longInfo`: read-only text wrapped to the value column, or to the whole box when the row has
/// no title; `height` cuts it (with an ellipsis) or pads it.
struct LongInfoKind: RowKind {
    func cell(for visible: VisibleRow, in context: CellContext) -> ValueCell {
        let width = Self.width(visible, context)
        var wrapped = Self.wrapped(visible, context)
        if let height = visible.row.height {
            if wrapped.count > height {
                wrapped = Array(wrapped.prefix(height))
                wrapped[height - 1] = DisplayWidth.truncate(wrapped[height - 1], to: width - 1) + context.box.ellipsis
            }
            while wrapped.count < height { wrapped.append("") }
        }
        return ValueCell(wrapped.map { [Span($0, context.valueStyle)] })
    }

    func fixedLineCount(for row: Row) -> Int? { row.height }

    func lineCount(for visible: VisibleRow, in context: CellContext) -> Int {
        visible.row.height ?? Self.wrapped(visible, context).count
    }

    func titleColumn(for row: Row) -> TitleColumn { row.title.isEmpty ? .none : .title }

    func storage(for row: Row, startingWith value: Value, today: String) -> RowStorage { TextEditing.storage(row, value) }

    func noun(for row: Row) -> String { "a text" }

    func bindings(for row: Row, in state: FormState) -> [RowBinding] { [] }

    private static func width(_ visible: VisibleRow, _ context: CellContext) -> Int {
        visible.row.title.isEmpty ? context.geometry.innerWidth : context.valueWidth
    }

    private static func wrapped(_ visible: VisibleRow, _ context: CellContext) -> [String] {
        let lines = DisplayWidth.wrap(visible.display, width: width(visible, context))
        return lines.isEmpty ? [""] : lines
    }
}
