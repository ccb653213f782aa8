import FormCore

/// The lines of one row: `│ title  value unit │`, continuation lines of multi-line values, and
/// the error line under it.
struct RowCell {
    let geometry: Geometry
    let theme: Theme
    let box: BoxChars
    let requiredMark: Bool
    let autoPlaceholder: Bool

    struct Output {
        var lines: [ScreenLine]
        /// The cursor as (line index in `lines`, column), when the row is being edited.
        var cursor: (line: Int, column: Int)?
    }

    /// How many lines `lines(for:)` gives for `visible`, without drawing them.
    func lineCount(for visible: VisibleRow) -> Int {
        let row = visible.row
        let valueLines: Int
        switch row.type {
        case .textView:
            valueLines = row.height ?? Swift.max(1, TextWrap.editable(visible.display, cursor: visible.cursor,
                                                                       width: geometry.valueWidth(unit: row.unit)).lines.count)
        case .longInfo:
            valueLines = row.height ?? longInfoLines(visible).count
        default:
            valueLines = 1
        }
        return valueLines + (visible.error == nil ? 0 : 1) + inlineEditorLines(visible).count
    }

    /// The lines of an inline date editor open under the row, in the value column.
    private func inlineEditorLines(_ visible: VisibleRow) -> [ScreenLine] {
        guard let editor = visible.inlineEditor else { return [] }
        let width = Swift.max(1, geometry.right - 1 - geometry.valueStart)
        return PopupLayout.withoutHints(editor.lines(width: width, theme: theme, box: box, focused: true,
                                                     idPrefix: "row:\(visible.tag):editor"))
    }

    /// A `longInfo` row's text wrapped to its column (the box's width when it has no title).
    private func longInfoLines(_ visible: VisibleRow) -> [String] {
        let width = visible.row.title.isEmpty ? geometry.innerWidth : geometry.valueWidth(unit: visible.row.unit)
        let wrapped = DisplayWidth.wrap(visible.display, width: width)
        return wrapped.isEmpty ? [""] : wrapped
    }

    func lines(for visible: VisibleRow) -> Output {
        let row = visible.row
        let theme = self.theme
        let unit = row.unit
        let valueWidth = geometry.valueWidth(unit: unit)
        var valueLines: [[Span]]
        var cursor: (line: Int, column: Int)?
        let valueStyle = visible.disabled ? theme.disabled : theme.value

        switch row.type {
        case .switch:
            let on = visible.value.boolValue ?? false
            valueLines = [[Span(on ? box.switchOn : box.switchOff, valueStyle)]]
        case .check:
            let on = visible.value.boolValue ?? false
            valueLines = [[Span(on ? box.checkOn : box.checkOff, valueStyle)]]
        case .stepCounter:
            let number = TextEditor.displayText(TextBuffer(TextValue.text(from: visible.value, type: .decimal)),
                                                type: .decimal, format: row.format)
            valueLines = [[Span("\(box.previous) \(number) \(box.next)", valueStyle)]]
        case .slider:
            valueLines = [ChoiceCells.slider(visible, width: valueWidth, box: box, style: valueStyle)]
        case .picker:
            if let title = ChoiceEditor.title(of: visible.value, in: row) {
                valueLines = [[Span("\(box.previous) \(title) \(box.next)", valueStyle)]]
            } else {
                valueLines = [[Span("\(box.previous) \(row.placeholder ?? "choose") \(box.next)", theme.placeholder)]]
            }
        case .sheet, .alert, .pushSelect, .multipleSelect:
            valueLines = [ChoiceCells.opener(visible, width: valueWidth, theme: theme, box: box, style: valueStyle,
                                             placeholder: placeholder(for: row))]
        case .segmentedControl:
            valueLines = [ChoiceCells.segments(visible, theme: theme, style: valueStyle)]
        case .date, .time, .dateTime, .countDownTimer, .dateInline, .timeInline, .dateTimeInline, .countDownTimerInline:
            let kind = DateEditor.Kind(row.type) ?? .date
            if let shown = DateEditor.display(visible.value, kind: kind) {
                valueLines = [[Span(shown, valueStyle)]]
            } else {
                valueLines = [[Span(row.placeholder ?? DateEditor.placeholder(kind: kind), theme.placeholder)]]
            }
        case .pushButton:
            valueLines = [[]]
        case .textView:
            let wrapped = TextWrap.editable(visible.display, cursor: visible.cursor, width: valueWidth)
            let height = row.height ?? Swift.max(1, wrapped.lines.count)
            let first = TextWrap.window(count: wrapped.lines.count, height: height, keeping: wrapped.cursor?.line ?? 0)
            valueLines = (0..<height).map { i in
                let index = first + i
                return index < wrapped.lines.count ? [Span(wrapped.lines[index], valueStyle)] : []
            }
            if let c = wrapped.cursor { cursor = (c.line - first, geometry.valueStart + c.column) }
            if visible.display.isEmpty, let placeholder = placeholder(for: row) {
                valueLines[0] = [Span(DisplayWidth.truncate(placeholder, to: valueWidth), theme.placeholder)]
            }
        case .longInfo:
            let width = row.title.isEmpty ? geometry.innerWidth : valueWidth
            var wrapped = longInfoLines(visible)
            if let height = row.height {
                if wrapped.count > height {
                    wrapped = Array(wrapped.prefix(height))
                    let last = wrapped[height - 1]
                    wrapped[height - 1] = DisplayWidth.truncate(last, to: width - 1) + box.ellipsis
                }
                while wrapped.count < height { wrapped.append("") }
            }
            valueLines = wrapped.map { [Span($0, valueStyle)] }
        default:
            if visible.display.isEmpty {
                let text = placeholder(for: row).map { DisplayWidth.truncate($0, to: valueWidth) } ?? ""
                valueLines = [[Span(text, theme.placeholder)]]
                if visible.cursor != nil { cursor = (0, geometry.valueStart) }
            } else {
                let window = TextWrap.scrolled(visible.display, cursor: visible.cursor, width: valueWidth)
                valueLines = [[Span(window.text, valueStyle)]]
                if let column = window.cursorColumn { cursor = (0, geometry.valueStart + column) }
            }
        }

        var lines: [ScreenLine] = []
        for (index, spans) in valueLines.enumerated() {
            var line = LineBuilder()
            line.pad(to: geometry.left)
            line.add(box.vertical, theme.border)
            line.add(" ")
            if row.type == .longInfo && row.title.isEmpty {
                line.pad(to: geometry.innerStart)
            } else {
                if index == 0 && row.type == .pushButton {
                    addButton(visible, to: &line)
                } else if index == 0 {
                    addTitle(visible, to: &line)
                }
                line.pad(to: geometry.valueStart)
            }
            for span in spans { line.add(span.text, span.style, limit: geometry.right - 1) }
            if index == 0, let unit, !unit.isEmpty {
                line.add(" " + unit, visible.disabled ? theme.disabled : .plain, limit: geometry.right - 1)
            }
            line.pad(to: geometry.right)
            line.add(box.vertical, theme.border)
            lines.append(line.line("row:\(row.tag):\(index)"))
        }
        for editorLine in inlineEditorLines(visible) {
            var line = LineBuilder()
            line.pad(to: geometry.left)
            line.add(box.vertical, theme.border)
            line.pad(to: geometry.valueStart)
            for span in editorLine.spans { line.add(span.text, span.style, limit: geometry.right - 1) }
            line.pad(to: geometry.right)
            line.add(box.vertical, theme.border)
            lines.append(line.line(editorLine.id))
        }
        if let error = visible.error {
            var line = LineBuilder()
            line.pad(to: geometry.left)
            line.add(box.vertical, theme.border)
            line.pad(to: geometry.valueStart)
            line.add("\(box.errorMark) \(error)", theme.error, limit: geometry.right - 1)
            line.pad(to: geometry.right)
            line.add(box.vertical, theme.border)
            lines.append(line.line("error:\(row.tag)"))
        }
        return Output(lines: lines, cursor: visible.focused ? cursor : nil)
    }

    /// `[ Sign up ]`, highlighted when focused.
    private func addButton(_ visible: VisibleRow, to line: inout LineBuilder) {
        let style = visible.focused ? theme.focus : (visible.disabled ? theme.disabled : CellStyle(bold: true))
        line.add("[ \(visible.row.title) ]", style, limit: geometry.right - 1)
    }

    private func addTitle(_ visible: VisibleRow, to line: inout LineBuilder) {
        var title = visible.row.title
        if visible.required && requiredMark { title += " *" }
        if DisplayWidth.of(title) > geometry.titleWidth {
            title = DisplayWidth.truncate(title, to: Swift.max(0, geometry.titleWidth - 1)) + box.ellipsis
        }
        let style: CellStyle
        if visible.focused {
            style = theme.focus
        } else if visible.disabled {
            style = theme.disabled
        } else {
            style = theme.title
        }
        line.add(title, style)
        line.pad(to: geometry.innerStart + geometry.titleWidth)
    }

    /// The row's placeholder, or with `autoPlaceholder` one derived from its type.
    func placeholder(for row: Row) -> String? {
        if let placeholder = row.placeholder { return placeholder }
        // Rows that open a list always say what an empty choice means.
        if [.sheet, .alert, .pushSelect, .multipleSelect].contains(row.type) { return row.type == .multipleSelect ? "none" : "choose" }
        guard autoPlaceholder, !row.type.isReadOnly else { return nil }
        switch row.type {
        case .email: return "name@example.com"
        case .url: return "https://example.com"
        case .phone: return "+1 555 0100"
        case .integer: return "e.g. 42"
        case .decimal: return "e.g. 3.14"
        case .password: return "password"
        default: return row.title.isEmpty ? nil : "Enter \(row.title.lowercased())"
        }
    }
}
