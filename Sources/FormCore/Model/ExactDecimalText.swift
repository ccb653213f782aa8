/// The exact value of a JSON number text (`-?digits[.digits][e±digits]`) in plain decimal
/// notation, as `NumberText` writes numbers: `1e-3` is `0.001`, `12.5e1` is `125`,
/// `1e-400` is `0.` followed by 399 zeros and `1`. No rounding ever happens.
enum ExactDecimalText {
    /// The largest exponent a non-zero number is kept with (as FormJSON's reader): past it a
    /// number is refused rather than written as thousands of zeros.
    static let maximumExponent = 1000
    /// Longer than any kept text: what `plain` gives for an exponent past `maximumExponent`.
    static let maximumLength = 1_000_000

    /// Nil when `text` is not a JSON-style number; longer than `maximumLength` when its exponent
    /// is out of all reason.
    static func plain(_ text: String) -> String? {
        var bytes = Substring(text).utf8[...]
        let negative = bytes.first == UInt8(ascii: "-")
        if negative { bytes = bytes.dropFirst() }
        let whole = bytes.prefix(while: isDigit)
        guard !whole.isEmpty else { return nil }
        bytes = bytes.dropFirst(whole.count)
        var fraction = bytes.prefix(0)
        if bytes.first == UInt8(ascii: ".") {
            fraction = bytes.dropFirst().prefix(while: isDigit)
            guard !fraction.isEmpty else { return nil }
            bytes = bytes.dropFirst(1 + fraction.count)
        }
        var exponent = 0
        if let e = bytes.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            var sign = 1
            if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") {
                sign = bytes.first == UInt8(ascii: "-") ? -1 : 1
                bytes = bytes.dropFirst()
            }
            let digits = bytes.prefix(while: isDigit)
            guard !digits.isEmpty, digits.count <= 6, let magnitude = Int(String(decoding: digits, as: UTF8.self)) else { return nil }
            exponent = sign * magnitude
            bytes = bytes.dropFirst(digits.count)
        }
        guard bytes.isEmpty else { return nil }
        var digits = Array(whole) + Array(fraction)
        var point = whole.count + exponent
        while digits.first == UInt8(ascii: "0") { digits.removeFirst(); point -= 1 }
        while digits.last == UInt8(ascii: "0") { digits.removeLast() }
        if digits.isEmpty { return "0" }
        guard abs(exponent) <= maximumExponent else { return String(repeating: "0", count: maximumLength + 1) }
        var out = negative ? "-" : ""
        let text = String(decoding: digits, as: UTF8.self)
        if point <= 0 {
            out += "0." + String(repeating: "0", count: -point) + text
        } else if point >= digits.count {
            out += text + String(repeating: "0", count: point - digits.count)
        } else {
            out += String(text.prefix(point)) + "." + String(text.dropFirst(point))
        }
        return out
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
