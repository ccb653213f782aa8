import FormCore
import FormScreen

/// `color` rows: a colour typed in place (edited as a one-line text row) as `#RRGGBB`, `RRGGBB`,
/// `#RGB`, `RGB` or a CSS name (`orange`): a `#` only first, then hex digits; letters for a name;
/// at most 20 characters (the longest name). Leaving the row writes what was typed `#rrggbb`
/// (`ColorRule`). A swatch follows a complete colour: two cells in the nearest of the terminal's
/// 8 colours. With colours off (`--no-color`, `NO_COLOR`) or `--ascii` the value is plain text.
/// The placeholder is the template, `#RRGGBB`.
struct ColorKind: RowKind {
    static let template = "#RRGGBB"
    static let onlyHex = "Only hex digits after #"
    static let onlyColour = "Only #, hex digits or the letters of a colour name here"
    static let hashFirst = "A # only at the start"
    /// As many characters as the longest CSS colour name.
    static let longest = 20
    /// A space, then the swatch.
    static let swatch = " ██"

    var typing: TypingRule { Self.rule }

    static let rule = TypingRule { c, facts in
        if c == "#" { return facts.position == 0 && facts.first != "#" ? nil : hashFirst }
        if facts.first == "#" {
            if facts.count >= template.count { return TextEditor.atMostMessage(template.count) }
            guard facts.position > 0 else { return hashFirst }
            return c.isASCII && c.isHexDigit ? nil : onlyHex
        }
        if facts.count >= longest { return TextEditor.atMostMessage(longest) }
        return c.isASCII && (c.isLetter || c.isNumber) ? nil : onlyColour
    }

    /// What was typed, written `#rrggbb` as the focus leaves the row (`f80` → `#ff8800`,
    /// `orange` → `#ffa500`); text that is no colour stays for the check to refuse.
    func commitInput(of row: Row, in state: inout FormState) -> String? {
        guard let text = state.value(of: row).stringValue, let colour = ColorRule.canonical(text), colour != text else { return nil }
        state.setStorage(TextEditing.storage(row, .string(colour)), of: row.tag)
        RowEditing.settle(row.tag, in: &state)
        return nil
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

    func bindings(for row: Row, in state: FormState) -> [RowBinding] { [TextEditing.unsetAtEnd] + TextEditing.bindings() }

    func placeholder(for row: Row, auto: Bool) -> String? { row.placeholder ?? Self.template }

    func storage(for row: Row, startingWith value: Value, today: String) -> RowStorage { TextEditing.storage(row, value) }
}
