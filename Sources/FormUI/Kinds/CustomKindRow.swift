import FormCore
import FormScreen

/// The row kind of every `custom` row: it finds the row's registered `CustomKind` by name
/// (`Row.customKind`) and turns it into what the engine asks of a kind — its cell, its bindings
/// (which run the kind's `handle` and keep the row's cursor), its noun. A row whose kind is not
/// registered (any more) draws its value as text and takes no keys.
struct CustomKindRow: RowKind {
    static func kind(of row: Row) -> (any CustomKind)? {
        CustomRowTypes.rules(for: row) as? any CustomKind
    }

    func noun(for row: Row) -> String {
        Self.kind(of: row)?.noun ?? "a \(row.customKind ?? "custom") row"
    }

    func cell(for visible: VisibleRow, in context: CellContext) -> ValueCell {
        let width = context.valueWidth
        guard let kind = Self.kind(of: visible.row) else {
            return ValueCell(String(TextValue.text(from: visible.value, type: .text).prefix(width)), context.valueStyle)
        }
        let cursor = visible.focused ? (visible.cursor ?? 0) : nil
        let cell = kind.cell(for: visible.value, cursor: cursor, width: width)
        let characters = Array(cell.text.prefix(width))
        var spans: [Span] = []
        let highlight = cursor == nil ? nil : cell.highlight.map { $0.clamped(to: 0..<characters.count) }
        if let highlight, !highlight.isEmpty {
            if highlight.lowerBound > 0 { spans.append(Span(String(characters[..<highlight.lowerBound]), context.valueStyle)) }
            spans.append(Span(String(characters[highlight]), context.theme.focus))
            if highlight.upperBound < characters.count {
                spans.append(Span(String(characters[highlight.upperBound...]), context.valueStyle))
            }
        } else if !characters.isEmpty {
            spans.append(Span(String(characters), context.valueStyle))
        }
        let column = cursor == nil ? nil : cell.cursorColumn.map { Swift.min(Swift.max(0, $0), width) }
        return ValueCell([spans], cursor: column.map { (0, context.geometry.valueStart + $0) })
    }

    func bindings(for row: Row, in state: FormState) -> [RowBinding] {
        guard let kind = Self.kind(of: row) else { return [] }
        return kind.keys.map { keys in
            RowBinding(keys.keys, keys.label, help: keys.help, inHint: keys.inHint) { key, row, state, _ in
                Self.run(key, on: row, kind: kind, in: &state)
            }
        }
    }

    /// `key` on `row`: the kind's answer, applied (a new value through the normal setting path,
    /// so that conditions, hooks and the draft follow; the cursor kept in the state).
    private static func run(_ key: Key, on row: Row, kind: any CustomKind, in state: inout FormState) -> KeyHandling {
        if let refusal = RowEditing.refusalIfDisabled(row, in: &state) { return refusal }
        let value = state.value(of: row)
        switch kind.handle(key, value: value, cursor: state.customCursor(of: row.tag)) {
        case .ignored:
            return .ignored
        case .refused(let message):
            return RowEditing.refusal(message, in: &state)
        case .set(let next, let cursor):
            state.setCustomCursor(cursor, of: row.tag)
            if next != value { RowEditing.set(next, of: row, in: &state) }
            return .done
        }
    }
}
