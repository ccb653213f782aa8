/// What FormCore knows of `color` rows beyond their unit: a colour is read from `#rrggbb`,
/// `rrggbb`, `#rgb`, `rgb` (hex digits in either case) or one of the 148 CSS colour names
/// (`orange`, any case), and always written `#rrggbb` (`#3366CC` and `36c` are written `#3366cc`,
/// `Orange` `#ffa500`). Every face reads it the same way: typed on the screen or in plain mode,
/// given in a values file, the form file or the library.
package enum ColorRule {
    /// The message of a value that is no colour.
    static let notAColour = "Not a colour: use #RRGGBB, #RGB or a CSS name such as orange"

    /// How a colour may be written, for prompts and F1.
    static let spellings = "#RRGGBB, #RGB or a CSS name (orange)"

    /// The red, green and blue (0…255 each) of `text`, or nil when it is no colour.
    package static func components(_ text: String) -> (red: Int, green: Int, blue: Int)? {
        guard let rgb = rgb(text) else { return nil }
        return (rgb >> 16, (rgb >> 8) & 0xFF, rgb & 0xFF)
    }

    /// `text` written `#rrggbb`, or nil when it is no colour.
    package static func canonical(_ text: String) -> String? {
        guard let rgb = rgb(text) else { return nil }
        let hex = String(rgb, radix: 16)
        return "#" + String(repeating: "0", count: 6 - hex.count) + hex
    }

    /// The colour as one number `0xRRGGBB`: six or three hex digits after an optional `#`, or a
    /// CSS name; blanks around it are ignored.
    private static func rgb(_ text: String) -> Int? {
        let trimmed = text.trimmingBlanks
        if let name = CSSColorNames.table[trimmed.lowercased()] { return Int(name) }
        var scalars = Array(trimmed.unicodeScalars)
        if scalars.first == "#" { scalars.removeFirst() }
        guard scalars.count == 6 || scalars.count == 3 else { return nil }
        var rgb = 0
        for scalar in scalars {
            guard let digit = hexDigit(scalar) else { return nil }
            // `#f80` is `#ff8800`: each digit twice.
            rgb = scalars.count == 3 ? rgb * 256 + digit * 17 : rgb * 16 + digit
        }
        return rgb
    }

    private static func hexDigit(_ scalar: Unicode.Scalar) -> Int? {
        switch scalar {
        case "0"..."9": return Int(scalar.value) - 48
        case "a"..."f": return Int(scalar.value) - 87
        case "A"..."F": return Int(scalar.value) - 55
        default: return nil
        }
    }

    static func failure(_ row: Row, _ value: Value, _ context: CheckContext) -> String? {
        guard let text = value.stringValue, !text.isEmpty else { return nil }
        return components(text) == nil ? notAColour : nil
    }

    /// A colour as it goes into the output: `#rrggbb`.
    static let written: RowTypeUnit.Written = { value in
        guard let text = value.stringValue, let colour = canonical(text) else { return value }
        return .string(colour)
    }

    /// A colour typed by a person (plain mode): `#rrggbb` when it reads as one, else as typed,
    /// for the check to refuse in words.
    static let typed: RowTypeUnit.Typed = { text in .string(canonical(text) ?? text) }
}

private extension String {
    /// The text without spaces and tabs at either end.
    var trimmingBlanks: Substring {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let start = firstIndex(where: { !blank($0) }), let end = lastIndex(where: { !blank($0) }) else { return "" }
        return self[start...end]
    }
}
