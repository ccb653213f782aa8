/// Backslash escapes of JSON strings: checked while the file is read, decoded when a string is used.
enum JSONEscapes {
    /// What is wrong with an escape, and the byte offset the error points at.
    struct Failure: Error {
        var issue: JSONSyntaxIssue
        var offset: Int
    }

    /// Decodes the escape whose backslash is at `pos`, appends its UTF-8 to `buffer` and moves
    /// `pos` past it.
    static func decode(_ bytes: [UInt8], at pos: inout Int, into buffer: inout [UInt8]) throws(Failure) {
        let backslash = pos
        guard pos + 1 < bytes.count else { throw Failure(issue: .unterminatedString, offset: backslash) }
        let c = bytes[pos + 1]
        pos += 2
        switch c {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(c)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"): try decodeUnicode(bytes, backslash: backslash, at: &pos, into: &buffer)
        default:
            throw Failure(issue: .badEscape("\\" + character(in: bytes, at: backslash + 1)), offset: backslash)
        }
    }

    /// The string `bytes[range]` (the inside of a string's quotes) with its escapes decoded.
    static func decode(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(range.count)
        var pos = range.lowerBound
        while pos < range.upperBound {
            if bytes[pos] == UInt8(ascii: "\\") {
                do { try decode(bytes, at: &pos, into: &buffer) } catch { break }
            } else {
                buffer.append(bytes[pos])
                pos += 1
            }
        }
        return String(decoding: buffer, as: UTF8.self)
    }

    /// `\uXXXX`, or a surrogate pair `\uD83D\uDE00`; `pos` is after the `u`.
    private static func decodeUnicode(_ bytes: [UInt8], backslash: Int, at pos: inout Int,
                                      into buffer: inout [UInt8]) throws(Failure) {
        let unit = try hex4(bytes, at: &pos, escapeAt: backslash)
        var scalarValue = UInt32(unit)
        let lone = Failure(issue: .loneSurrogate(escapeText(in: bytes, at: backslash)), offset: backslash)
        if (0xD800...0xDBFF).contains(unit) {
            let next = pos
            guard next + 1 < bytes.count, bytes[next] == UInt8(ascii: "\\"), bytes[next + 1] == UInt8(ascii: "u") else {
                throw lone
            }
            pos += 2
            let low = try hex4(bytes, at: &pos, escapeAt: next)
            guard (0xDC00...0xDFFF).contains(low) else { throw lone }
            scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(unit) {
            throw lone
        }
        guard let scalar = Unicode.Scalar(scalarValue) else { throw lone }
        UTF8.encode(scalar) { buffer.append($0) }
    }

    /// Reads the four hex digits at `pos`; the escape began at `escape`.
    private static func hex4(_ bytes: [UInt8], at pos: inout Int, escapeAt escape: Int) throws(Failure) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard pos < bytes.count, let digit = hexValue(bytes[pos]) else {
                throw Failure(issue: .badUnicodeEscape(escapeText(in: bytes, at: escape)), offset: escape)
            }
            value = value << 4 | UInt16(digit)
            pos += 1
        }
        return value
    }

    /// The text of a `\u` escape at `p` as written (up to 6 characters, stopping at a quote).
    private static func escapeText(in bytes: [UInt8], at p: Int) -> String {
        var end = p + 2
        while end < min(p + 6, bytes.count), bytes[end] != UInt8(ascii: "\""), bytes[end] >= 0x20, bytes[end] < 0x80 {
            end += 1
        }
        return String(decoding: bytes[p..<min(end, bytes.count)], as: UTF8.self)
    }

    private static func hexValue(_ b: UInt8) -> UInt8? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return b - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return b - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return b - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// The character at byte offset `p`, printable (`U+0007` for control characters).
    static func character(in bytes: [UInt8], at p: Int) -> String {
        guard p < bytes.count else { return "?" }
        var decoder = Unicode.UTF8()
        var iterator = bytes[p...].makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return "?" }
        if scalar.value < 0x20 || scalar.value == 0x7F {
            return "U+" + hexCode(scalar.value)
        }
        return String(Character(scalar))
    }
}
