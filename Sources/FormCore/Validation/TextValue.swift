/// Converts between the text typed into a text row and the row's typed `Value`.
package enum TextValue {
    /// `""` → `.null`; rows whose value is a number (`integer`, `decimal`): a number → `.number`, anything else stays
    /// `.string(text)` (so validation can say `Not a number`); other rows → `.string(text)`.
    ///
    /// Numbers are plain decimal notation only: `-12`, `3.5`, `.5`, `5.` (no exponent, `inf`,
    /// hex or surrounding spaces, although `Double.init` would take them). An `integer` row's
    /// text with a fraction stays a string.
    package static func value(fromText text: String, type: RowType) -> Value {
        if text.isEmpty { return .null }
        switch type.unit.value {
        case .wholeNumber:
            // Beyond 64 bits the digits stay text, which the check refuses as out of range.
            return isPlainNumber(text, allowFraction: false) && Int64(text) != nil ? number(text) : .string(text)
        case .number:
            return isPlainNumber(text, allowFraction: true) ? number(text) : .string(text)
        case .none, .readOnlyText, .text, .seconds, .bool, .date, .time, .dateTime, .option, .options, .stars, .strings, .document, .custom, .alternatives:
            return .string(text)
        }
    }

    /// The text to edit or show for `value`: numbers as `NumberText` writes them (`18`, `0.1`),
    /// `.null` as `""`, bools as `true`/`false`, lists joined with `, `.
    package static func text(from value: Value, type: RowType) -> String {
        switch value {
        case .null: return ""
        case .string(let s), .unparsed(let s): return s
        case .object: return value.compactJSON
        case .number(let n): return NumberText.format(n)
        case .bool(let b): return b ? "true" : "false"
        case .list(let items): return items.map { text(from: $0, type: type) }.joined(separator: ", ")
        }
    }

    /// `-?digits`, or with `allowFraction` `-?digits.digits` where either side may be empty
    /// (but not both).
    static func isPlainNumber(_ text: String, allowFraction: Bool) -> Bool {
        var body = Substring(text)
        if body.first == "-" { body = body.dropFirst() }
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 1 || (allowFraction && parts.count == 2) else { return false }
        guard parts.contains(where: { !$0.isEmpty }) else { return false }
        return parts.allSatisfy { $0.unicodeScalars.allSatisfy { $0.value >= 48 && $0.value <= 57 } }
    }

    private static func number(_ text: String) -> Value {
        var t = text
        if t.hasSuffix(".") { t.removeLast() }
        if t.hasPrefix(".") { t = "0" + t } else if t.hasPrefix("-.") { t = "-0" + t.dropFirst() }
        return Number(text: t).map(Value.number) ?? .string(text)
    }
}
