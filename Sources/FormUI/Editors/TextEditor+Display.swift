import FormCore

/// How a text row's value is shown (FORMAT.md `format`: display only, the value is unchanged).
extension TextEditor {
    /// The text as drawn: `password` rows and `format: "mask"` show one `•` per character;
    /// `upper`/`lower` change the case; `thousands` groups the integer part of a number with commas
    /// (`-1234567.5` → `-1,234,567.5`; text that is not a number is shown as is); `percent` appends
    /// `%` to a non-empty text.
    package static func displayText(_ buffer: TextBuffer, type: RowType, format: RowFormat?) -> String {
        String(display(buffer.characters, type: type, format: format, isPrefix: false))
    }

    /// Where the cursor stands in `displayText` (a character offset), so the caller can place the
    /// terminal cursor while a formatted row is edited.
    package static func displayCursor(_ buffer: TextBuffer, type: RowType, format: RowFormat?) -> Int {
        let cursor = min(max(buffer.cursor, 0), buffer.characters.count)
        if format == .thousands && !type.isSecret {
            let full = display(buffer.characters, type: type, format: format, isPrefix: false)
            guard full.count != buffer.characters.count else { return cursor }
            // Commas are only ever inserted, never other changes: walk both texts together.
            var shown = 0, typed = 0
            while typed < cursor {
                if full[shown] == buffer.characters[typed] { typed += 1 }
                shown += 1
            }
            return shown
        }
        return display(Array(buffer.characters[..<cursor]), type: type, format: format, isPrefix: true).count
    }

    private static func display(_ characters: [Character], type: RowType, format: RowFormat?, isPrefix: Bool) -> [Character] {
        if type.isSecret || format == .mask {
            return Array(repeating: "•", count: characters.count)
        }
        switch format {
        case .upper?: return Array(String(characters).uppercased())
        case .lower?: return Array(String(characters).lowercased())
        case .thousands?: return groupThousands(characters)
        case .percent?: return characters.isEmpty || isPrefix ? characters : characters + ["%"]
        case .mask?, nil: return characters
        }
    }

    /// `-1234567.5` → `-1,234,567.5`; anything that is not `-?digits(.digits)?` is returned as is.
    static func groupThousands(_ characters: [Character]) -> [Character] {
        let sign = characters.first == "-" ? ["-"] as [Character] : []
        let body = characters.dropFirst(sign.count)
        let integerPart = body.prefix { $0 != "." }
        let rest = body.dropFirst(integerPart.count)
        guard !integerPart.isEmpty, integerPart.allSatisfy(\.isASCIIDigit),
              rest.dropFirst().allSatisfy(\.isASCIIDigit) else { return characters }
        var grouped: [Character] = []
        for (i, digit) in integerPart.enumerated() {
            if i > 0 && (integerPart.count - i) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return sign + grouped + rest
    }
}
