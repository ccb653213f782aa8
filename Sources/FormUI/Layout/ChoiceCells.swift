import FormCore

/// The value cells of sliders and segmented controls.
enum ChoiceCells {
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
}
