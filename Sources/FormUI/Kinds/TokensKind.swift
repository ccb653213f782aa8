import FormCore
import FormScreen

/// `tokens`: free-text items (tags, e-mail recipients) drawn `[swift] [go] typed-text` after the
/// title. Enter or `,` adds the typed item when `TokensRule` allows it (a refused one stays typed),
/// Enter on an empty input moves on, Backspace on an empty input removes the last item, and the
/// other editing keys edit the typed text. The items are the row's value; the typed text is its
/// input.
struct TokensKind: RowKind {
    func cell(for visible: VisibleRow, in context: CellContext) -> ValueCell {
        let items = TokensRule.items(visible.value)
        let start = context.geometry.valueStart
        if items.isEmpty && visible.display.isEmpty {
            let text = context.placeholder.map { DisplayWidth.cut($0, to: context.valueWidth, ellipsis: context.box.ellipsis) } ?? ""
            return ValueCell([[Span(text, context.theme.placeholder)]], cursor: visible.cursor == nil ? nil : (0, start))
        }
        let line = TokensLine(items: items, input: visible.display, cursor: visible.cursor, width: context.valueWidth,
                              ellipsis: context.box.ellipsis)
        var spans: [Span] = []
        if line.hidden > 0 { spans.append(Span(TokensLine.count(line.hidden), context.theme.placeholder)) }
        if !line.text.isEmpty { spans.append(Span(line.text, context.valueStyle)) }
        return ValueCell([spans], cursor: line.cursorColumn.map { (0, start + $0) })
    }

    func noun(for row: Row) -> String { "a tokens row" }

    func bindings(for row: Row, in state: FormState) -> [RowBinding] {
        let edit: RowBinding.Run = { key, row, state, _ in TokensKind.handle(key, row: row, in: &state) }
        return [
            RowBinding(keys: [.enter, .char(",")], "add", help: "add the typed item (Enter on an empty input: next row)", run: edit),
            RowBinding(keys: [.backspace], "remove last", help: "on an empty input: remove the last item",
                       run: { key, row, state, _ in
                           state.inputs[row.tag]?.isEmpty ?? true ? TokensKind.handle(key, row: row, in: &state) : .ignored
                       }),
        ] + TextEditing.bindings(edit: edit)
    }

    func storage(for row: Row, startingWith value: Value, today: String) -> RowStorage {
        .valueAndInput(Self.value(TokensRule.items(value)), TextBuffer(""))
    }

    /// Every key of the row: adding an item, removing the last one, editing the typed text.
    static func handle(_ key: Key, row: Row, in state: inout FormState) -> KeyHandling {
        var input = state.inputs[row.tag] ?? TextBuffer("")
        let items = TokensRule.items(state.value(of: row.tag))
        switch key {
        case .enter, .char(","):
            let item = input.text.trimmedOfWhitespace
            guard !item.isEmpty else {
                if key == .char(",") { return .done }
                if !input.isEmpty { state.setInput(TextBuffer(""), of: row.tag) }
                return .ignored
            }
            if let refusal = RowEditing.refusalIfDisabled(row, in: &state) { return refusal }
            if let reason = TokensRule.refusal(adding: item, to: items, row: row) {
                return RowEditing.refusal(reason, in: &state)
            }
            state.setInput(TextBuffer(""), of: row.tag)
            RowEditing.set(Self.value(items + [item]), of: row, in: &state)
            return .done
        case .backspace where input.isEmpty:
            guard !items.isEmpty else { return .done }
            if let refusal = RowEditing.refusalIfDisabled(row, in: &state) { return refusal }
            RowEditing.set(Self.value(Array(items.dropLast())), of: row, in: &state)
            return .done
        default:
            switch TextEditor.handle(key, in: &input, type: .text, maxLength: nil) {
            case .ignored:
                return .ignored
            case .moved:
                state.setInput(input, of: row.tag)
                return .done
            case .refused(let reason):
                return RowEditing.refusal(reason, in: &state)
            case .edited:
                if let refusal = RowEditing.refusalIfDisabled(row, in: &state) { return refusal }
                state.setInput(input, of: row.tag)
                return .done
            }
        }
    }

    /// An item typed but not added when the form is submitted is added then (as an e-mail client
    /// takes the recipient being typed), unless it is refused.
    func commitInput(of row: Row, in state: inout FormState) -> String? {
        let item = (state.inputs[row.tag]?.text ?? "").trimmedOfWhitespace
        guard !item.isEmpty else { return nil }
        let items = TokensRule.items(state.value(of: row.tag))
        if let reason = TokensRule.refusal(adding: item, to: items, row: row) { return reason }
        state.setInput(TextBuffer(""), of: row.tag)
        state.setValue(Self.value(items + [item]), of: row.tag)
        return nil
    }

    /// A paste is typed text whose commas and line breaks add items: `swift, go` adds `swift` and
    /// leaves `go` typed, as typing it would. Items the row refuses are left out, counted in one
    /// message.
    func paste(_ text: String, row: Row, in state: inout FormState) -> [Effect] {
        if let refusal = RowEditing.refusalIfDisabled(row, in: &state), case .taken(let effects) = refusal {
            return effects
        }
        var input = state.inputs[row.tag] ?? TextBuffer("")
        let items = TokensRule.items(state.value(of: row.tag))
        var added = items
        var pieces = text.split(omittingEmptySubsequences: false) { $0 == "," || $0.isNewline }[...]
        let last = pieces.popLast() ?? ""
        var refused = 0
        var reason: String?
        for piece in pieces {
            _ = TextEditor.paste(String(piece), in: &input, type: .text, maxLength: nil)
            let item = input.text.trimmedOfWhitespace
            input = TextBuffer("")
            guard !item.isEmpty else { continue }
            if let why = TokensRule.refusal(adding: item, to: added, row: row) {
                refused += 1
                if reason == nil { reason = why }
            } else {
                added.append(item)
            }
        }
        _ = TextEditor.paste(String(last), in: &input, type: .text, maxLength: nil)
        state.setInput(input, of: row.tag)
        if added.count > items.count { RowEditing.set(Self.value(added), of: row, in: &state) }
        return Paste.report([reason.map { Paste.Messages.itemsLeftOut(refused, $0) }], in: &state)
    }

    private static func value(_ items: [String]) -> Value { .list(items.map(Value.string)) }
}

/// A `tokens` row's value column fitted to its width: `+2 [rust] [go] typed`. The typed text and
/// the cursor stay in view; the oldest items make room first and are counted (`+2`), and typed
/// text too long for what is left scrolls like a text row's.
struct TokensLine: Equatable {
    /// How many of the first items are left out (drawn as `count(hidden)`).
    var hidden: Int
    /// The items shown, then the typed text (or the window of it that holds the cursor).
    var text: String
    /// The cursor's column in the value column, while the row is focused.
    var cursorColumn: Int?

    /// `+2 `: how many items are left out, and the space before what follows.
    static func count(_ hidden: Int) -> String { "+\(hidden) " }

    /// `ellipsis` ends an item cut short (when the newest alone is wider than the column).
    init(items: [String], input: String, cursor: Int?, width: Int, ellipsis: String) {
        let chips = items.map { "[\($0)]" }
        let typing = cursor != nil || !input.isEmpty
        // While focused the cursor takes a cell after the text.
        let inputWidth = DisplayWidth.of(input) + (cursor == nil ? 0 : 1)
        var after = Array(repeating: 0, count: chips.count + 1)  // cells of chips[k...], spaces between
        for k in stride(from: chips.count - 1, through: 0, by: -1) {
            after[k] = DisplayWidth.of(chips[k]) + (k == chips.count - 1 ? 0 : 1 + after[k + 1])
        }
        let countWidth = { (hidden: Int) in hidden > 0 ? DisplayWidth.of(Self.count(hidden)) : 0 }
        func needed(_ hidden: Int) -> Int {
            let shown = chips.count - hidden
            return countWidth(hidden) + after[hidden] + (typing ? inputWidth + (shown > 0 ? 1 : 0) : 0)
        }
        let fitting = (0...chips.count).first { needed($0) <= width }

        if let hidden = fitting, hidden < chips.count || typing || chips.isEmpty {
            let shown = chips[hidden...].joined(separator: " ")
            let lead = shown.isEmpty || !typing ? shown : shown + " "
            self.hidden = hidden
            text = typing ? lead + input : lead
            cursorColumn = cursor.map { countWidth(hidden) + DisplayWidth.of(lead) + DisplayWidth.of(String(input.prefix($0))) }
        } else if !typing {
            // The newest item alone does not fit: it is cut short.
            let hidden = chips.count - 1
            let room = width - countWidth(hidden)
            self.hidden = room > 1 ? hidden : 0
            let kept = room > 1 ? room : width
            text = chips.last.map { DisplayWidth.cut($0, to: kept, ellipsis: kept > 1 ? ellipsis : "") } ?? ""
            cursorColumn = nil
        } else {
            // The typed text alone fills the column: the count stays while it leaves more than half of it.
            let hidden = chips.count
            let keepCount = hidden > 0 && width - countWidth(hidden) > width / 2
            self.hidden = keepCount ? hidden : 0
            let room = width - (keepCount ? countWidth(hidden) : 0)
            let window = TextWrap.scrolled(input, cursor: cursor, width: room)
            text = window.text
            cursorColumn = window.cursorColumn.map { (keepCount ? countWidth(hidden) : 0) + $0 }
        }
    }
}
