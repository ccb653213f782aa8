/// The shorter ways a date or time is typed on a plain-mode line, turned into the text a row
/// holds: `19851210`, `1985/12/10`, `1985.12.10` → `1985-12-10`; `1430` → `14:30`;
/// `198512101430`, `1985-12-10 14:30`, `19851210 1430` → `1985-12-10T14:30`. Any other text comes
/// back unchanged, for the checks of `DateText` to refuse.
enum PlainDateText {
    static func date(_ text: String) -> String {
        let characters = Array(text)
        if characters.count == 8, characters.allSatisfy(\.isASCIIDigit) {
            return String(characters[0..<4]) + "-" + String(characters[4..<6]) + "-" + String(characters[6..<8])
        }
        if characters.count == 10, characters[4] == characters[7], characters[4] == "/" || characters[4] == "." {
            return String(characters.map { $0 == characters[4] ? "-" : $0 })
        }
        return text
    }

    static func time(_ text: String) -> String {
        let characters = Array(text)
        guard characters.count == 4, characters.allSatisfy(\.isASCIIDigit) else { return text }
        return String(characters[0..<2]) + ":" + String(characters[2..<4])
    }

    /// The date and the time joined by `T`, each read as `date(_:)` and `time(_:)` read them.
    static func dateTime(_ text: String) -> String {
        let characters = Array(text)
        if characters.count == 12, characters.allSatisfy(\.isASCIIDigit) {
            return date(String(characters[0..<8])) + "T" + time(String(characters[8...]))
        }
        guard let split = text.firstIndex(where: { $0 == " " || $0 == "T" }) else { return text }
        return date(String(text[..<split])) + "T" + time(text[text.index(after: split)...].trimmedOfWhitespace)
    }
}
