/// What FormCore knows of `color` rows beyond their unit: a colour written `#RRGGBB`, the hex
/// digits in either case, output as `#rrggbb` (`#3366CC` is written `#3366cc`).
package enum ColorRule {
    /// The message of a value that is no `#RRGGBB`.
    static let notAColour = "Not a colour: use #RRGGBB"

    /// The red, green and blue (0…255 each) of `text`, or nil when it is not `#RRGGBB`.
    package static func components(_ text: String) -> (red: Int, green: Int, blue: Int)? {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count == 7, scalars[0] == "#" else { return nil }
        var rgb = 0
        for scalar in scalars.dropFirst() {
            guard let digit = hexDigit(scalar) else { return nil }
            rgb = rgb * 16 + digit
        }
        return (rgb >> 16, (rgb >> 8) & 0xFF, rgb & 0xFF)
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

    /// A colour as it goes into the output: lower case.
    static let written: RowTypeUnit.Written = { value in
        guard let text = value.stringValue, components(text) != nil else { return value }
        return .string(text.lowercased())
    }
}
