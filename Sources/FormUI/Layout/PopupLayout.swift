import FormCore
import FormScreen

/// Draws an open editor: a pop-up (a list or a date editor in a box) next to its row over the form,
/// or a list screen in place of the body. Inline date editors are drawn by their row instead.
enum PopupLayout {
    /// - Parameters:
    ///   - rowLine: the body line of the editor's row, to put the pop-up under (or over) it.
    ///   - column: where the row's value starts, to line the pop-up up with it when it fits.
    static func place(_ popup: Popup, row: Row, rowLine: Int?, column: Int, over body: [ScreenLine], cols: Int,
                      theme: Theme, box: BoxChars) -> [ScreenLine] {
        let drawn: [ScreenLine]
        switch popup {
        case .list(_, let list):
            guard list.style == .popup else {
                return list.lines(title: list.title(rowTitle: row.title), width: cols, height: body.count, theme: theme, box: box)
            }
            let size = list.preferredSize(title: row.title, maxWidth: PopupGeometry.popupWidth(cols), maxHeight: body.count)
            drawn = list.lines(title: row.title, width: size.width, height: size.height, theme: theme, box: box)
        case .date(_, let editor):
            if row.type.isInlineEditor { return body }
            // A pop-up narrower than the editor takes the margins too; one taller than the body
            // shows the cursor's week only.
            let width = Swift.min(editor.preferredWidth + 4, PopupGeometry.popupWidth(cols) >= editor.preferredWidth + 4 ? .max : cols)
            let content = withoutHints(editor.lines(width: width - 4, theme: theme, box: box, focused: true,
                                                    idPrefix: "popup:date", height: body.count - 2))
            drawn = PopupBox.wrap(content, title: row.title, width: width, theme: theme, box: box)
        }
        let width = drawn.map { DisplayWidth.of($0.text) }.max() ?? 0
        let top = PopupGeometry.top(height: drawn.count, rowLine: rowLine, bodyHeight: body.count)
        let left = Swift.max(0, Swift.min(column - 2, cols - width))
        return Overlay.place(drawn, over: body, top: top, left: left)
    }

    /// An editor's lines without its key hints, which the help line shows instead.
    static func withoutHints(_ lines: [ScreenLine]) -> [ScreenLine] {
        lines.filter { !$0.id.contains(":hint") }
    }

    /// The help line while the editor is open: its own keys (a list screen shows them itself).
    /// The open pop-up's keys for a hint line of `width` cells: an editor's keys give way from
    /// the last, except `Enter` and `Esc`, which say how to finish and leave.
    static func hint(_ popup: Popup, ascii: Bool, width: Int = .max) -> String {
        switch popup {
        case .list(_, let list): return list.style == .popup ? list.hint(ascii: ascii, width: width) : ""
        case .date(_, let editor):
            var items = editor.hints(ascii: ascii)
            func fits() -> Bool { DisplayWidth.of(items.joined(separator: "  ")) <= width }
            while !fits(), let i = items.lastIndex(where: { !$0.hasPrefix("Enter") && !$0.hasPrefix("Esc") }) {
                items.remove(at: i)
            }
            return items.joined(separator: "  ")
        }
    }
}

extension RowType {
    /// The `…Inline` date and time rows, whose editor opens in lines under the row.
    package var isInlineEditor: Bool {
        self == .dateInline || self == .timeInline || self == .dateTimeInline || self == .countDownTimerInline
    }
}
