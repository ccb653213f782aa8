import FormCore
import FormScreen

/// `typeSwitch`: a value of one of several types (`TypeSwitchRule`), drawn `[list] a, b` — the
/// type it is edited as, then its text. Ctrl-T switches to the next type, the text read again as
/// that type (`ubuntu-latest` becomes the list `[ubuntu-latest]`); typed characters are added at
/// the end (a list's `,` starts the next item, a number takes only what keeps it a number),
/// Backspace erases the last one (a list's empty last item goes with it), Delete sets the row
/// back to not set. While the value is not set, the type it will be edited as is kept as the
/// row's cursor (`FormState.customCursor`), an index into its alternatives.
struct TypeSwitchKind: RowKind {
    /// `a text-or-list row`, `a number-or-text row`: its alternatives.
    func noun(for row: Row) -> String {
        "a " + TypeSwitchRule.alternatives(of: row).map(\.title).joined(separator: "-or-") + " row"
    }

    func cell(for visible: VisibleRow, in context: CellContext) -> ValueCell {
        let row = visible.row
        let mode = Self.mode(of: row, value: visible.value, cursor: visible.cursor ?? 0)
        let tag = TypeSwitchRule.isHeldAsJSON(visible.value) ? "[json] " : "[\(mode.title)] "
        let start = context.geometry.valueStart
        let text = TypeSwitchRule.text(of: visible.value)
        let room = Swift.max(0, context.valueWidth - DisplayWidth.of(tag))
        var spans = [Span(DisplayWidth.cut(tag, to: context.valueWidth, ellipsis: context.box.ellipsis), context.theme.placeholder)]
        if text.isEmpty {
            if let placeholder = context.placeholder, room > 0 {
                spans.append(Span(DisplayWidth.cut(placeholder, to: room, ellipsis: context.box.ellipsis), context.theme.placeholder))
            }
        } else {
            // The end stays in sight: the text is edited at its end.
            var shown = text
            while DisplayWidth.of(shown) > Swift.max(0, room - 1), !shown.isEmpty { shown.removeFirst() }
            if room > 0 { spans.append(Span(shown, context.valueStyle)) }
            let column = Swift.min(context.valueWidth, DisplayWidth.of(tag) + DisplayWidth.of(shown))
            return ValueCell([spans], cursor: visible.focused ? (0, start + column) : nil)
        }
        return ValueCell([spans], cursor: visible.focused ? (0, start + Swift.min(context.valueWidth, DisplayWidth.of(tag))) : nil)
    }

    func bindings(for row: Row, in state: FormState) -> [RowBinding] {
        let alternatives = TypeSwitchRule.alternatives(of: row)
        let mode = Self.mode(of: row, value: state.value(of: row.tag), cursor: state.customCursor(of: row.tag))
        let next = alternatives[((alternatives.firstIndex(of: mode) ?? 0) + 1) % alternatives.count]
        return [
            RowBinding(keys: [.ctrl("t")], "as \(next.title)",
                       help: "switch the type the value is edited as (\(alternatives.map(\.title).joined(separator: " / "))), its text read again as that type") {
                _, row, state, _ in
                if let refusal = RowEditing.refusalIfDisabled(row, in: &state) ?? Self.refusalIfJSON(row, in: &state) { return refusal }
                let value = state.value(of: row.tag)
                state.setCustomCursor(alternatives.firstIndex(of: next) ?? 0, of: row.tag)
                // Not set stays not set: only the type it will be typed as changes.
                if value.isNull { return .done }
                Self.set(TypeSwitchRule.value(fromText: TypeSwitchRule.text(of: value), as: next) ?? .null, of: row, in: &state)
                return .done
            },
            RowBinding([.printable], "type", help: "add to the end of the text (in a list, a comma starts the next item)", inHint: false) {
                key, row, state, _ in
                guard case .char(let c) = key else { return .ignored }
                if let refusal = RowEditing.refusalIfDisabled(row, in: &state) ?? Self.refusalIfJSON(row, in: &state) { return refusal }
                let value = state.value(of: row.tag)
                let mode = Self.mode(of: row, value: value, cursor: state.customCursor(of: row.tag))
                let text = TypeSwitchRule.text(of: value) + String(c)
                switch mode {
                case .number:
                    guard let number = TypeSwitchRule.value(fromText: text, as: .number)
                            ?? TypeSwitchRule.value(fromText: text + "0", as: .number).map({ _ in Value.string(text) }) else {
                        return RowEditing.refusal("Type a number (Ctrl-T: as \(next.title))", in: &state)
                    }
                    guard number.stringValue == nil else { return RowEditing.refusal("Type the digits after it", in: &state) }
                    Self.set(number, of: row, in: &state)
                case .text, .list:
                    Self.set(Self.typing(text, as: mode), of: row, in: &state)
                }
                return .done
            },
            RowBinding(keys: [.backspace], "erase", help: "erase the last character (in a list, an empty last item)", inHint: false) {
                _, row, state, _ in
                if let refusal = RowEditing.refusalIfDisabled(row, in: &state) ?? Self.refusalIfJSON(row, in: &state) { return refusal }
                let value = state.value(of: row.tag)
                let mode = Self.mode(of: row, value: value, cursor: state.customCursor(of: row.tag))
                if case .list(var items) = value {
                    guard let last = items.last else { return .done }
                    if case .string(let s) = last, !s.isEmpty { items[items.count - 1] = .string(String(s.dropLast())) }
                    else { items.removeLast() }
                    Self.set(.list(items), of: row, in: &state)
                    return .done
                }
                let text = String(TypeSwitchRule.text(of: value).dropLast())
                Self.set(text.isEmpty && mode == .number ? .null : Self.typing(text, as: mode), of: row, in: &state)
                return .done
            },
            RowBinding(keys: [.delete], "not set", help: "set the row back to not set (its member left out)", inHint: false) {
                _, row, state, _ in
                if let refusal = RowEditing.refusalIfDisabled(row, in: &state) { return refusal }
                if state.isRequired(row) {
                    return RowEditing.refusal("\(row.title.isEmpty ? "This row" : row.title) is required: it cannot be cleared", in: &state)
                }
                if !state.value(of: row.tag).isNull { RowEditing.set(.null, of: row, in: &state) }
                return .done
            },
        ]
    }

    /// A value of none of the row's types (an object a file gave) is not typed into: Delete
    /// clears it first.
    private static func refusalIfJSON(_ row: Row, in state: inout FormState) -> KeyHandling? {
        guard TypeSwitchRule.isHeldAsJSON(state.value(of: row.tag)) else { return nil }
        return RowEditing.refusal("This value is JSON, not \(TypeSwitchRule.alternatives(of: row).map(\.title).joined(separator: " or ")): Delete clears it", in: &state)
    }

    /// Typed text as the value of `mode`: a list's items are split at commas, spaces after a
    /// comma dropped (those typed inside an item kept).
    private static func typing(_ text: String, as mode: TypeSwitchRule.Alternative) -> Value {
        guard mode == .list else { return TypeSwitchRule.value(fromText: text, as: mode) ?? .null }
        if text.isEmpty { return .list([]) }
        return .list(text.split(separator: ",", omittingEmptySubsequences: false).map { piece in
            .string(String(piece.drop(while: { $0 == " " })))
        })
    }

    /// The type `value` is edited as: its own, else (not set) the one kept as the row's cursor.
    static func mode(of row: Row, value: Value, cursor: Int) -> TypeSwitchRule.Alternative {
        let alternatives = TypeSwitchRule.alternatives(of: row)
        if let own = TypeSwitchRule.alternative(of: value), alternatives.contains(own) { return own }
        return alternatives[((cursor % alternatives.count) + alternatives.count) % alternatives.count]
    }

    private static func set(_ value: Value, of row: Row, in state: inout FormState) {
        if value != state.value(of: row.tag) { RowEditing.set(value, of: row, in: &state) }
        if let own = TypeSwitchRule.alternative(of: value), let index = TypeSwitchRule.alternatives(of: row).firstIndex(of: own) {
            state.setCustomCursor(index, of: row.tag)
        }
    }
}
