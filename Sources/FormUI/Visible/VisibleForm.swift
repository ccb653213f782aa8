import FormCore

/// A row as it is shown right now: what the diff compares and the layout draws.
package struct VisibleRow: Equatable, Sendable {
    package var row: Row
    /// The row's value (for a row shown as typed, read from its text when asked: O(text)).
    package var value: Value {
        get { shown.map { TextValue.value(fromText: String($0.characters), type: row.type) } ?? storedValue }
        set { storedValue = newValue; shown = nil }
    }
    /// The text shown in the value column (masked, formatted); built whole when asked, so the
    /// drawing of a row shown as typed reads `shown` instead.
    package var display: String {
        get { shown.map { String($0) } ?? storedDisplay }
        set { storedDisplay = newValue; shown = nil }
    }
    private var storedValue: Value
    private var storedDisplay: String
    /// A text row shown as typed or masked (no display format applies): its characters, shared
    /// with the state's buffer, so that what is drawn of it costs the window, not the text.
    package private(set) var shown: ShownText?
    package var cursor: Int?
    package var focused: Bool
    package var disabled: Bool
    package var required: Bool
    package var error: String?
    /// The date editor open in lines under an `…Inline` row.
    package var inlineEditor: DateEditor?

    package var tag: String { row.tag }

    package init(row: Row, value: Value, display: String, cursor: Int?, focused: Bool, disabled: Bool, required: Bool,
                error: String?, inlineEditor: DateEditor? = nil, shown: ShownText? = nil) {
        self.row = row
        storedValue = shown == nil ? value : .null
        storedDisplay = shown == nil ? display : ""
        self.shown = shown
        self.cursor = cursor
        self.focused = focused
        self.disabled = disabled
        self.required = required
        self.error = error
        self.inlineEditor = inlineEditor
    }
}

/// A section as it is shown right now, with its visible rows only.
package struct VisibleSection: Equatable, Sendable {
    package var section: Section
    package var rows: [VisibleRow]

    package var tag: String { section.tag }
}

/// State → the visible sections and rows: hidden ones dropped, `sortByTag` applied.
package enum VisibleForm {
    package static func sections(of state: FormState) -> [VisibleSection] {
        var result: [VisibleSection] = []
        for section in state.form.sections where !state.isSectionHidden(section) {
            var rows: [VisibleRow] = []
            for row in section.rows where !state.isHidden(row) {
                rows.append(visibleRow(row, in: state))
            }
            if state.form.sortByTag { rows.sort { $0.tag < $1.tag } }
            if !rows.isEmpty { result.append(VisibleSection(section: section, rows: rows)) }
        }
        return result
    }

    static func visibleRow(_ row: Row, in state: FormState) -> VisibleRow {
        var display = ""
        var cursor: Int?
        var value = Value.null
        var shown: ShownText?
        if let buffer = state.buffers[row.tag] {
            let editing = state.focus == row.tag && !row.type.isReadOnly
            // While a row is edited its text shows as typed; display formats apply once it is left.
            let format = editing && row.format != .mask ? nil : row.format
            if format == nil || format == .mask || row.type.isSecret {
                shown = ShownText(characters: buffer.characters, masked: format == .mask || row.type.isSecret,
                                  history: state.textRevisions[row.tag] ?? .initial)
            } else {
                display = TextEditor.displayText(buffer, type: row.type, format: format)
                value = TextValue.value(fromText: buffer.text, type: row.type)
            }
            if editing { cursor = buffer.cursor }
        } else {
            value = state.values[row.tag] ?? .null
            if let input = state.inputs[row.tag] {
                display = input.text
                if state.focus == row.tag { cursor = input.cursor }
            } else if row.type.isCustom || row.type.unit.family == .typeSwitch, state.focus == row.tag {
                cursor = state.customCursor(of: row.tag)
            }
        }
        var inline: DateEditor?
        if row.type.isInlineEditor, case .date(let tag, let editor) = state.popup, tag == row.tag { inline = editor }
        return VisibleRow(row: row, value: value, display: display, cursor: cursor,
                          focused: state.focus == row.tag, disabled: state.isDisabled(row),
                          required: state.isRequired(row), error: state.errors[row.tag], inlineEditor: inline,
                          shown: shown)
    }

    /// The tags of the rows that can take the focus, in screen order.
    /// (Only the visibility is needed, so nothing is drawn or formatted here.)
    package static func focusOrder(of state: FormState) -> [String] {
        var order: [String] = []
        for section in state.form.sections where !state.isSectionHidden(section) {
            var rows = section.rows.filter { !state.isHidden($0) && !$0.type.isReadOnly }
            if state.form.sortByTag { rows.sort { $0.tag < $1.tag } }
            order += rows.map(\.tag)
        }
        return order
    }
}
