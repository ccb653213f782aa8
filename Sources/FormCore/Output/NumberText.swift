/// Numbers as text, the same in the JSON output and in the form: plain decimal notation, never
/// an exponent nor `inf`. Exact whole numbers as they are (`9007199254740993`); other values in
/// the shortest digits that read back as the same double, the point moved instead of an exponent
/// (`0.1`, `3.14`, `100000000000000000000` for 1e20, `0.0000001` for 1e-7). Not finite: `0`
/// (no value holds one: readers and editors refuse them).
package enum NumberText {
    package static func format(_ number: Number) -> String {
        if let written = number.written { return written }
        if let exact = number.exact { return String(exact) }
        return format(number.double)
    }

    package static func format(_ number: Double) -> String {
        guard number.isFinite else { return "0" }
        if number.rounded() == number && abs(number) < 1e16 {
            return String(Int64(number))
        }
        return plain(number.description)
    }

    /// `Double.description` (`1e+20`, `1.5e-07`, `3.14`) without its exponent.
    static func plain(_ text: String) -> String {
        var mantissa = Substring(text), exponent = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            mantissa = text[..<e]
            exponent = Int(text[text.index(after: e)...]) ?? 0
        }
        let negative = mantissa.first == "-"
        if negative { mantissa = mantissa.dropFirst() }
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        let whole = parts[0], fraction = parts.count > 1 ? parts[1] : ""
        var digits = Array(whole + fraction)
        var point = whole.count + exponent
        if point <= 0 {
            digits = Array(repeating: "0", count: 1 - point) + digits
            point = 1
        } else if point > digits.count {
            digits += Array(repeating: "0", count: point - digits.count)
        }
        var integer = String(digits[..<point]).drop { $0 == "0" }
        if integer.isEmpty { integer = "0" }
        var decimals = String(digits[point...])
        while decimals.last == "0" { decimals.removeLast() }
        return (negative ? "-" : "") + integer + (decimals.isEmpty ? "" : "." + decimals)
    }
}
