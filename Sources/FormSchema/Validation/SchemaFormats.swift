import FormCore

/// The `format`s checked: `email`, `uri`, `date`, `time`, `date-time`, `duration`, `ipv4`,
/// `hostname` and `uuid`.
enum SchemaFormats {
    /// The failure message when `text` is not of `format`; nil when it is, or the format is unknown.
    static func problem(format: String, _ text: String) -> String? {
        switch format {
        case "email": return isEmail(text) ? nil : "Not a valid email address"
        case "uri": return isURI(text) ? nil : "Not a valid URI"
        case "date": return isDate(Array(text.utf8)[...]) ? nil : "Not a valid date"
        case "time": return isTime(Array(text.utf8)[...]) ? nil : "Not a valid time"
        case "date-time": return isDateTime(text) ? nil : "Not a valid date and time"
        case "duration": return isDuration(text) ? nil : "Not a valid ISO 8601 duration (PT1H30M)"
        case "ipv4": return isIPv4(text) ? nil : "Not a valid IPv4 address"
        case "hostname": return isHostname(text) ? nil : "Not a valid host name"
        case "uuid": return isUUID(text) ? nil : "Not a valid UUID"
        default: return nil
        }
    }

    /// An ISO 8601 duration as JSON Schema reads it (RFC 3339 appendix A): `P`, then years,
    /// months, weeks and days (`1Y2M3W4D`, each optional, in that order), then `T` and hours,
    /// minutes and seconds (at least one after a `T`); at least one part in all.
    static func isDuration(_ s: String) -> Bool {
        var rest = Substring(s)
        guard rest.first == "P" else { return false }
        rest = rest.dropFirst()
        func parts(_ units: [Character]) -> Int? {
            var count = 0, digits = 0, next = 0
            while let c = rest.first, c != "T" {
                if c.isASCII && c.isNumber {
                    digits += 1
                } else {
                    guard digits > 0, let i = units[next...].firstIndex(of: c) else { return nil }
                    next = i + 1
                    count += 1
                    digits = 0
                }
                rest = rest.dropFirst()
            }
            return digits == 0 ? count : nil
        }
        guard let dateParts = parts(["Y", "M", "W", "D"]) else { return false }
        guard rest.first == "T" else { return dateParts > 0 && rest.isEmpty }
        rest = rest.dropFirst()
        guard let timeParts = parts(["H", "M", "S"]) else { return false }
        return timeParts > 0 && rest.isEmpty
    }

    /// One `@` between a local part and a domain, both non-empty; no whitespace.
    static func isEmail(_ s: String) -> Bool {
        let parts = s.split(separator: "@", omittingEmptySubsequences: false)
        return parts.count == 2 && !parts[0].isEmpty && !parts[1].isEmpty && !s.contains(where: \.isWhitespace)
    }

    /// A scheme (a letter, then letters, digits, `+`, `-`, `.`), `:`, then anything without
    /// whitespace or control characters.
    static func isURI(_ s: String) -> Bool {
        guard let colon = s.firstIndex(of: ":"), URIReference.isScheme(s[..<colon]) else { return false }
        return !s.unicodeScalars.contains { $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F }
    }

    /// RFC 3339 full-date: `YYYY-MM-DD`, a real day of a real month.
    static func isDate(_ b: ArraySlice<UInt8>) -> Bool {
        b.count == 10 && b.allSatisfy { $0 < 0x80 } && DateText.isDate(String(decoding: b, as: UTF8.self))
    }

    /// RFC 3339 full-time: `HH:MM:SS`, an optional fraction, then `Z` or `±HH:MM`. A leap second
    /// (`:60`) only at 23:59 UTC.
    static func isTime(_ b: ArraySlice<UInt8>) -> Bool {
        guard b.count >= 9, let hour = number(b, 0, 2), separator(b, 2, ":"), let minute = number(b, 3, 2),
              separator(b, 5, ":"), let second = number(b, 6, 2),
              hour <= 23, minute <= 59, second <= 60 else { return false }
        var i = b.startIndex + 8
        if b[i] == UInt8(ascii: ".") {
            i += 1
            let start = i
            while i < b.endIndex, isDigit(b[i]) { i += 1 }
            guard i > start, i < b.endIndex else { return false }
        }
        var offset = 0
        switch b[i] {
        case UInt8(ascii: "Z"), UInt8(ascii: "z"):
            guard i + 1 == b.endIndex else { return false }
        case UInt8(ascii: "+"), UInt8(ascii: "-"):
            let rest = b[(i + 1)...]
            guard rest.count == 5, let h = number(rest, 0, 2), separator(rest, 2, ":"), let m = number(rest, 3, 2),
                  h <= 23, m <= 59 else { return false }
            offset = (b[i] == UInt8(ascii: "+") ? 1 : -1) * (h * 60 + m)
        default:
            return false
        }
        guard second == 60 else { return true }
        let utc = ((hour * 60 + minute - offset) % 1440 + 1440) % 1440
        return utc == 23 * 60 + 59
    }

    /// A full-date, `T` (or `t`), a full-time.
    static func isDateTime(_ s: String) -> Bool {
        let b = Array(s.utf8)
        guard b.count > 11, b[10] == UInt8(ascii: "T") || b[10] == UInt8(ascii: "t") else { return false }
        return isDate(b[..<10]) && isTime(b[11...])
    }

    /// Four dot-separated decimal numbers 0–255 without leading zeros.
    static func isIPv4(_ s: String) -> Bool {
        let parts = s.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { part in
            guard (1...3).contains(part.count), part.allSatisfy(isDigit),
                  part.count == 1 || part.first != UInt8(ascii: "0") else { return false }
            return part.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) } <= 255
        }
    }

    /// At most 253 characters of dot-separated labels of 1–63 ASCII letters, digits and `-`, not
    /// starting or ending with `-`.
    static func isHostname(_ s: String) -> Bool {
        let b = Array(s.utf8)
        guard (1...253).contains(b.count) else { return false }
        return b.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).allSatisfy { label in
            (1...63).contains(label.count) && label.first != UInt8(ascii: "-") && label.last != UInt8(ascii: "-")
                && label.allSatisfy { isDigit($0) || isLetter($0) || $0 == UInt8(ascii: "-") }
        }
    }

    /// `8-4-4-4-12` hexadecimal digits.
    static func isUUID(_ s: String) -> Bool {
        let b = Array(s.utf8)
        guard b.count == 36 else { return false }
        return b.indices.allSatisfy { i in
            [8, 13, 18, 23].contains(i) ? b[i] == UInt8(ascii: "-") : isHex(b[i])
        }
    }

    /// The `width`-digit decimal number at `offset` in `b`; nil unless all are ASCII digits.
    private static func number(_ b: ArraySlice<UInt8>, _ offset: Int, _ width: Int) -> Int? {
        let start = b.startIndex + offset
        guard start + width <= b.endIndex else { return nil }
        var n = 0
        for byte in b[start..<(start + width)] {
            guard isDigit(byte) else { return nil }
            n = n * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return n
    }

    private static func separator(_ b: ArraySlice<UInt8>, _ offset: Int, _ c: Unicode.Scalar) -> Bool {
        let i = b.startIndex + offset
        return i < b.endIndex && b[i] == UInt8(ascii: c)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    private static func isHex(_ byte: UInt8) -> Bool {
        isDigit(byte) || ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "f"))
    }
}
