import FormCore
import FormScreen

/// `color` rows: `#RRGGBB` typed in place (edited as a one-line text row, only `#` first and hex
/// digits, at most 7 characters), with a swatch after a complete colour: two cells in the nearest
/// of the terminal's 8 colours. With colours off (`--no-color`, `NO_COLOR`) or `--ascii` the value
/// is plain text. The placeholder is the template, `#RRGGBB`.
struct ColorKind: RowKind {
    static let template = "#RRGGBB"
    static let onlyHex = "Only # and hex digits here"
    static let hashFirst = "A colour starts with #"
    /// A space, then the swatch.
    static let swatch = " ██"

    var typing: TypingRule { Self.rule }

    static let rule = TypingRule { c, facts in
        if facts.count >= template.count { return TextEditor.atMostMessage(template.count) }
        if c == "#" { return facts.position == 0 && facts.first != "#" ? nil : hashFirst }
        guard c.isASCII, c.isHexDigit else { return onlyHex }
        return facts.position == 0 ? hashFirst : nil
    }

    func cell(for visible: VisibleRow, in context: CellContext) -> ValueCell {
        let room = context.valueWidth - Self.swatch.count
        guard context.theme.colors, !context.box.isASCII, room >= Self.template.count,
              let text = visible.value.stringValue, let rgb = ColorRule.components(text) else {
            return TextKind().cell(for: visible, in: context)
        }
        var narrower = context
        narrower.valueWidth = room
        var cell = TextKind().cell(for: visible, in: narrower)
        let style = CellStyle(dim: context.valueStyle.dim, foreground: Self.nearest(rgb))
        cell.lines[0].append(Span(Self.swatch, style))
        return cell
    }

    /// The nearest of the 8 colours: each channel on or off (ANSI order: red 1, green 2, blue 4).
    static func nearest(_ rgb: (red: Int, green: Int, blue: Int)) -> TermColor {
        let index = (rgb.red >= 128 ? 1 : 0) | (rgb.green >= 128 ? 2 : 0) | (rgb.blue >= 128 ? 4 : 0)
        return TermColor.allCases.first { $0.number == index } ?? .white
    }

    func noun(for row: Row) -> String { "a colour row" }

    func bindings(for row: Row, in state: FormState) -> [RowBinding] { TextEditing.bindings() }

    func placeholder(for row: Row, auto: Bool) -> String? { row.placeholder ?? Self.template }

    func storage(for row: Row, startingWith value: Value, today: String) -> RowStorage { TextEditing.storage(row, value) }
}
