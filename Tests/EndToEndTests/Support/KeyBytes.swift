/// The bytes an xterm-256color terminal sends for a named key.
enum KeyBytes {
    /// The bytes for `name`, in the cursor mode the program asked for (DECCKM: `applicationCursor`
    /// makes the cursor keys, Home and End send `ESC O x` instead of `ESC [ x`).
    ///
    /// Names: `Up Down Left Right Home End Tab BTab Enter Esc Space Backspace Delete Insert
    /// PgUp PgDn F1`…`F12`, `S-F3`, `S-F8`, `C-a`…`C-z`. Anything else is sent as literal text.
    static func bytes(for name: String, applicationCursor: Bool) -> String {
        let cursorPrefix = applicationCursor ? "\u{1B}O" : "\u{1B}["
        switch name {
        case "Up": return cursorPrefix + "A"
        case "Down": return cursorPrefix + "B"
        case "Right": return cursorPrefix + "C"
        case "Left": return cursorPrefix + "D"
        case "Home": return cursorPrefix + "H"
        case "End": return cursorPrefix + "F"
        case "Tab": return "\t"
        case "BTab": return "\u{1B}[Z"
        case "Enter": return "\r"
        case "Esc": return "\u{1B}"
        case "Space": return " "
        case "Backspace": return "\u{7F}"
        case "Delete": return "\u{1B}[3~"
        case "Insert": return "\u{1B}[2~"
        case "PgUp": return "\u{1B}[5~"
        case "PgDn": return "\u{1B}[6~"
        case "S-F8": return "\u{1B}[19;2~"
        case "S-F3": return "\u{1B}[1;2R"
        default:
            if let function = functionKey(name) { return function }
            if let control = controlKey(name) { return control }
            return name
        }
    }

    private static let functionKeys: [String] = [
        "\u{1B}OP", "\u{1B}OQ", "\u{1B}OR", "\u{1B}OS",
        "\u{1B}[15~", "\u{1B}[17~", "\u{1B}[18~", "\u{1B}[19~",
        "\u{1B}[20~", "\u{1B}[21~", "\u{1B}[23~", "\u{1B}[24~",
    ]

    private static func functionKey(_ name: String) -> String? {
        guard name.hasPrefix("F"), let number = Int(name.dropFirst()), (1...12).contains(number) else {
            return nil
        }
        return functionKeys[number - 1]
    }

    /// `C-a` … `C-z` (either case) → bytes 1 … 26.
    private static func controlKey(_ name: String) -> String? {
        guard name.count == 3, name.hasPrefix("C-"), let letter = name.last?.lowercased().unicodeScalars.first,
              ("a"..."z").contains(letter) else { return nil }
        return String(UnicodeScalar(UInt8(letter.value - 96)))
    }
}
