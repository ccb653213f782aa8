/// What the class escapes `\d`, `\w`, `\s` (and so `\b`) mean. The syntax is the same in both:
/// ECMA-262 patterns, read as Unicode scalars.
package enum RegexFlavor: Hashable, Sendable {
    /// A `regex` validator or a `tokens` row's `pattern` in a form file: `\d` any Unicode decimal
    /// digit, `\w` letters, marks, decimal digits and connector punctuation, `\s` Unicode white
    /// space (as ICU's `NSRegularExpression` and then Swift's `Regex` read them before).
    case validator
    /// A JSON Schema `pattern` (ECMA-262 with the `u` flag): `\d` is `[0-9]`, `\w` is
    /// `[A-Za-z0-9_]`, `\s` ECMA-262's white space and line terminators.
    case ecmaScript

    func isDigit(_ s: Unicode.Scalar) -> Bool {
        switch self {
        case .ecmaScript: return s.value >= 0x30 && s.value <= 0x39
        case .validator: return s.properties.generalCategory == .decimalNumber
        }
    }

    func isWord(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        if v < 0x80 {
            return (v >= 0x30 && v <= 0x39) || (v >= 0x41 && v <= 0x5A) || (v >= 0x61 && v <= 0x7A) || v == 0x5F
        }
        guard self == .validator else { return false }
        let p = s.properties
        if p.isAlphabetic || p.isJoinControl { return true }
        switch p.generalCategory {
        case .decimalNumber, .nonspacingMark, .spacingMark, .enclosingMark, .connectorPunctuation: return true
        default: return false
        }
    }

    func isSpace(_ s: Unicode.Scalar) -> Bool {
        switch self {
        case .validator:
            return s.properties.isWhitespace
        case .ecmaScript:
            switch s.value {
            case 0x09...0x0D, 0x20, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF:
                return true
            default:
                return false
            }
        }
    }

    /// What `.` does not match: ECMA-262's line terminators.
    static func isLineTerminator(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        return v == 0x0A || v == 0x0D || v == 0x2028 || v == 0x2029
    }
}
