/// Text prepared for curses' wide-character calls (`wchar_t` is Int32 here).
enum CellText {
    /// The code points of `text`; with `ascii`, box-drawing characters become `+`, `-` or `|`.
    static func codes(_ text: String, ascii: Bool) -> [Int32] {
        text.unicodeScalars.map { scalar in
            Int32(bitPattern: ascii ? asciiBox(scalar.value) : scalar.value)
        }
    }

    /// An ASCII stand-in for a box-drawing character (U+2500–U+257F), or the value unchanged.
    static func asciiBox(_ value: UInt32) -> UInt32 {
        switch value {
        case 0x2500, 0x2501, 0x2504, 0x2505, 0x2508, 0x2509, 0x254C, 0x254D, 0x2550, 0x2574, 0x2576, 0x2578, 0x257A:
            return 0x2D
        case 0x2502, 0x2503, 0x2506, 0x2507, 0x250A, 0x250B, 0x254E, 0x254F, 0x2551, 0x2575, 0x2577, 0x2579, 0x257B:
            return 0x7C
        case 0x2500...0x257F:
            return 0x2B
        default:
            return value
        }
    }
}
