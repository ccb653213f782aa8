/// The characters a line-based reader may split a line at: LF, and also CR, VT, FF, NEL (U+0085),
/// LINE SEPARATOR (U+2028) and PARAGRAPH SEPARATOR (U+2029) — Unicode's mandatory breaks, which
/// `str.splitlines`, `read` in some locales, editors and terminals honour. The line-based formats
/// (`lines`, `env`) refuse a value holding any of them rather than write a line a reader splits.
enum LineBreak {
    static func isBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }

    static func holdsBreak(_ text: String) -> Bool {
        text.unicodeScalars.contains(where: isBreak)
    }
}
