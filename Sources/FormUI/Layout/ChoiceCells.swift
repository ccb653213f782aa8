import FormCore
import FormScreen

/// The value cells of steppers, sliders and segmented controls.
enum ChoiceCells {
    /// The text being typed into a row moved by steps (`‹ 90m ›`), with the cursor after it; nil
    /// when nothing is being typed.
    static func typing(_ visible: VisibleRow, in context: CellContext) -> ValueCell? {
        guard visible.cursor != nil, !visible.display.isEmpty else { return nil }
        let box = context.box
        let start = context.geometry.valueStart + DisplayWidth.of(box.previous) + 1
        return ValueCell([[Span("\(box.previous) \(visible.display) \(box.next)", context.valueStyle)]],
                         cursor: (0, start + DisplayWidth.of(visible.display)))
    }

    /// `━━━━━●────── 42`: the knob's place between `min` (default 0) and `max` (default 100).
    static func slider(_ visible: VisibleRow, width: Int, box: BoxChars, style: CellStyle) -> [Span] {
        let row = visible.row
        let value = visible.value.numberValue ?? 0
        let low = row.min?.numberValue ?? 0, high = row.max?.numberValue ?? 100
        let number = " " + TextEditor.displayText(TextBuffer(TextValue.text(from: .number(value), type: .decimal)),
                                                  type: .decimal, format: row.format)
        let track = Swift.max(3, Swift.min(24, width - DisplayWidth.of(number)))
        let fraction = high > low ? Swift.min(1, Swift.max(0, (value - low) / (high - low))) : 0
        let knob = Int((fraction * Double(track - 1)).rounded())
        let text = String(repeating: box.sliderFilled, count: knob) + box.sliderKnob
            + String(repeating: box.sliderEmpty, count: track - 1 - knob)
        return [Span(text, style), Span(number, style)]
    }

    /// `[Female]  Male   Other `: every option on the row, the chosen one in brackets (and in the
    /// focus style when the row has the focus).
    static func segments(_ visible: VisibleRow, theme: Theme, style: CellStyle) -> [Span] {
        let chosen = ChoiceEditor.index(of: visible.value, in: visible.row)
        var spans: [Span] = []
        for (i, option) in visible.row.options.enumerated() {
            if i > 0 { spans.append(Span(" ", style)) }
            if i == chosen {
                spans.append(Span("[\(option.title)]", visible.focused ? theme.focus : CellStyle(bold: true)))
            } else {
                spans.append(Span(" \(option.title) ", style))
            }
        }
        return spans
    }

    /// `Female ›` or `Swift, Rust ›`: the choice of a row that opens a list, and a sign that Enter opens it.
    static func opener(_ visible: VisibleRow, width: Int, theme: Theme, box: BoxChars, style: CellStyle,
                       placeholder: String?) -> [Span] {
        let row = visible.row
        let text: String?
        if case .list(let values) = visible.value {
            let titles = row.options.filter { values.contains($0.value) }.map(\.title)
                + values.filter { v in !row.options.contains { $0.value == v } }.map { TextValue.text(from: $0, type: .decimal) }
            text = titles.isEmpty ? nil : titles.joined(separator: ", ")
        } else {
            text = ChoiceEditor.title(of: visible.value, in: row)
        }
        let room = Swift.max(1, width - DisplayWidth.of(box.next) - 1)
        guard let text else {
            return [Span(DisplayWidth.cut(placeholder ?? "", to: room, ellipsis: box.ellipsis), theme.placeholder),
                    Span(" " + box.next, theme.placeholder)]
        }
        let shown = DisplayWidth.cut(text, to: room, ellipsis: box.ellipsis)
        return [Span(shown, style), Span(" " + box.next, theme.placeholder)]
    }
}
