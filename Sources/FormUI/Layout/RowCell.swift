import FormCore
import FormScreen

/// The lines of one row: `│ title  value unit │`, continuation lines of multi-line values, and
/// the error line under it — or, while the row has the focus and no error, its `hint`.
struct RowCell {
    let geometry: Geometry
    let theme: Theme
    let box: BoxChars
    let requiredMark: Bool
    let autoPlaceholder: Bool
    /// Wrapped text kept between keys (text views), when the cell is drawn for a layout.
    var wraps: TextWraps? = nil

    struct Output {
        /// The value lines drawn: those of the window asked for, starting with line `first`.
        var valueLines: [ScreenLine]
        var first: Int
        /// How many value lines the row has, drawn or not.
        var valueCount: Int
        /// The lines under the value (an inline editor, the error or the hint), always drawn.
        var under: [ScreenLine]
        /// The cursor as (the row's line, column), when the row is being edited.
        var cursor: (line: Int, column: Int)?

        /// The row's line `i`, or nil when it is a value line outside the window drawn.
        func line(_ i: Int) -> ScreenLine? {
            if i >= valueCount { return i - valueCount < under.count ? under[i - valueCount] : nil }
            let j = i - first
            return j >= 0 && j < valueLines.count ? valueLines[j] : nil
        }

        /// Whether every line of `lines` was drawn.
        func covers(_ lines: Range<Int>) -> Bool {
            lines.allSatisfy { $0 >= valueCount || ($0 >= first && $0 < first + valueLines.count) }
        }
    }

    /// How many lines `lines(for:)` gives for `row` while it has no error, no editor open under
    /// it and no focus (which shows its hint), when that does not depend on its value or the width.
    func fixedLineCount(for row: Row) -> Int? {
        RowKinds.kind(for: row.type).fixedLineCount(for: row)
    }

    /// How many lines `lines(for:)` gives for `visible`, without drawing them.
    func lineCount(for visible: VisibleRow) -> Int {
        RowKinds.kind(for: visible.row.type).lineCount(for: visible, in: context(for: visible))
            + (visible.error == nil && Self.hint(of: visible) == nil ? 0 : 1) + inlineEditorLines(visible).lines.count
    }

    /// The hint shown under `visible`: its row's `hint` while it has the focus, no error and no
    /// editor open under it. (Focus and error are in the row's fingerprint, so the hint line comes
    /// and goes with the changeset that redraws the row.)
    static func hint(of visible: VisibleRow) -> String? {
        guard visible.focused, visible.error == nil, visible.inlineEditor == nil,
              let hint = visible.row.hint, !hint.isEmpty else { return nil }
        return hint
    }

    /// The lines of an inline date editor open under the row, and their first column: the value
    /// column, or the title's when the value column is narrower than the editor. Its month grid
    /// shows the cursor's week only when the whole month would not fit the screen's height.
    private func inlineEditorLines(_ visible: VisibleRow) -> (start: Int, lines: [ScreenLine]) {
        guard let editor = visible.inlineEditor else { return (geometry.valueStart, []) }
        let valueWidth = geometry.right - 1 - geometry.valueStart
        let start = valueWidth >= editor.preferredWidth ? geometry.valueStart : geometry.innerStart
        let width = Swift.max(1, geometry.right - 1 - start)
        let id = "row:\(visible.tag):editor"
        return (start, PopupLayout.withoutHints(editor.lines(width: width, theme: theme, box: box, focused: true,
                                                             idPrefix: id, height: geometry.editorHeight)))
    }

    private func context(for visible: VisibleRow, window: Range<Int>? = nil) -> CellContext {
        CellContext(geometry: geometry, theme: theme, box: box, valueWidth: geometry.valueWidth(unit: visible.row.unit),
                    valueStyle: visible.disabled ? theme.disabled : theme.value, placeholder: placeholder(for: visible.row),
                    window: window, wraps: wraps)
    }

    /// The row's lines; of its value only the lines of `window` (all when nil) need be drawn.
    func lines(for visible: VisibleRow, window: Range<Int>? = nil) -> Output {
        let row = visible.row
        let unit = row.unit
        let kind = RowKinds.kind(for: row.type)
        let cell = kind.cell(for: visible, in: context(for: visible, window: window))
        let cursor = cell.cursor

        // The focused row is a bar across the box in the focus style: gutter, title column and
        // the cells after the value. The value itself keeps its own style, so a character typed
        // at its end replaces a bar cell with a plain one: 1 byte on the wire, no attribute.
        let bar = visible.focused && kind.titleColumn(for: row) != .button
        let barStyle = bar ? theme.focus : CellStyle.plain
        var lines: [ScreenLine] = []
        for (offset, spans) in cell.lines.enumerated() {
            let index = cell.first + offset
            lines.append(boxed("row:\(row.tag):\(index)") { line in
                line.add(index == 0 && bar ? box.focusMark : " ", barStyle)
                switch kind.titleColumn(for: row) {
                case .none:
                    line.pad(to: geometry.innerStart, barStyle)
                case .button:
                    if index == 0 { addButton(visible, to: &line) }
                    line.pad(to: geometry.valueStart)
                case .title:
                    if index == 0 { addTitle(visible, bar: bar, to: &line) }
                    line.pad(to: geometry.valueStart, barStyle)
                }
                for span in spans { line.add(span.text, span.style, limit: geometry.right - 1) }
                if index == 0, let unit, !unit.isEmpty {
                    line.add(" " + unit, visible.disabled ? theme.disabled : .plain, limit: geometry.right - 1)
                }
                line.pad(to: geometry.right, barStyle)
            })
        }
        var under: [ScreenLine] = []
        let editor = inlineEditorLines(visible)
        for editorLine in editor.lines {
            under.append(boxed(editorLine.id) { line in
                line.pad(to: editor.start)
                for span in editorLine.spans { line.add(span.text, span.style, limit: geometry.right - 1) }
            })
        }
        if let error = visible.error {
            under.append(boxed("error:\(row.tag)") { line in
                line.pad(to: geometry.valueStart)
                line.add(Self.cut("\(box.errorMark) \(error)", to: geometry.right - 1 - geometry.valueStart, box: box),
                         theme.error, limit: geometry.right - 1)
            })
        } else if let hint = Self.hint(of: visible) {
            under.append(boxed("hint:\(row.tag)") { line in
                line.pad(to: geometry.valueStart)
                line.add(hint, theme.help, limit: geometry.right - 1)
            })
        }
        return Output(valueLines: lines, first: cell.first, valueCount: cell.count, under: under,
                      cursor: visible.focused ? cursor : nil)
    }

    /// `text` in `width` cells: whole when it fits, else cut at a character with the ellipsis
    /// after it (`✗ 2 problems: Repository 1 › URL: Not a…`).
    static func cut(_ text: String, to width: Int, box: BoxChars) -> String {
        DisplayWidth.cut(text, to: width, ellipsis: box.ellipsis)
    }

    /// A line between the box's borders, its inside drawn by `fill`.
    private func boxed(_ id: String, _ fill: (inout LineBuilder) -> Void) -> ScreenLine {
        var line = LineBuilder(ellipsis: box.ellipsis)
        line.pad(to: geometry.left)
        line.add(box.vertical, theme.border)
        fill(&line)
        line.pad(to: geometry.right)
        line.add(box.vertical, theme.border)
        return line.line(id)
    }

    /// `[ Sign up ]`, highlighted when focused.
    private func addButton(_ visible: VisibleRow, to line: inout LineBuilder) {
        let style = visible.focused ? theme.focus : (visible.disabled ? theme.disabled : CellStyle(bold: true))
        line.add("[ \(visible.row.title) ]", style, limit: geometry.right - 1)
    }

    /// The title in its column; on the focus bar in the focus style over the row's own title style.
    private func addTitle(_ visible: VisibleRow, bar: Bool, to line: inout LineBuilder) {
        var title = visible.row.title
        if visible.required && requiredMark { title += " *" }
        title = DisplayWidth.cut(title, to: geometry.titleWidth, ellipsis: box.ellipsis)
        let style = visible.disabled ? theme.disabled : theme.title
        line.add(title, bar ? style.laid(on: theme.focus) : style)
        line.pad(to: geometry.innerStart + geometry.titleWidth, bar ? theme.focus : .plain)
    }

    /// The row's placeholder, or with `autoPlaceholder` one its kind derives.
    func placeholder(for row: Row) -> String? {
        RowKinds.kind(for: row.type).placeholder(for: row, auto: autoPlaceholder)
    }
}
