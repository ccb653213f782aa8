/// Strings (escapes checked, decoded later) and numbers.
extension JSONParser {
    /// Checks a string whose opening quote is at `pos`; leaves `pos` after the closing quote.
    /// Returns whether it holds escapes.
    mutating func parseString() throws(JSONReadError) -> Bool {
        let quote = pos
        pos += 1
        var escaped = false
        while pos < bytes.count {
            let b = bytes[pos]
            if b >= 0x20 && b != UInt8(ascii: "\"") && b != UInt8(ascii: "\\") {
                pos += 1
                continue
            }
            switch b {
            case UInt8(ascii: "\""):
                pos += 1
                if pos - quote - 2 > Self.maxStringBytes { throw error(.stringTooLong(limitBytes: Self.maxStringBytes), at: quote) }
                return escaped
            case UInt8(ascii: "\\"):
                escaped = true
                scratch.removeAll(keepingCapacity: true)
                do {
                    try JSONEscapes.decode(bytes, at: &pos, into: &scratch)
                } catch {
                    throw self.error(error.issue, at: error.offset)
                }
            case 0x0A, 0x0D:
                throw error(.unterminatedString, at: quote)
            default:
                throw error(.controlCharacter(UInt32(b)), at: pos)
            }
        }
        throw error(.unterminatedString, at: quote)
    }

    // MARK: Numbers

    func isDigit(_ p: Int) -> Bool {
        p < bytes.count && bytes[p] >= UInt8(ascii: "0") && bytes[p] <= UInt8(ascii: "9")
    }

    mutating func skipDigits() {
        while isDigit(pos) { pos += 1 }
    }

    /// Checks a number starting at `pos`; leaves `pos` after it.
    mutating func parseNumber() throws(JSONReadError) {
        let begin = pos
        if bytes[pos] == UInt8(ascii: "-") { pos += 1 }
        guard isDigit(pos) else { throw error(.badNumber("expected a digit after '-'"), at: pos) }
        if bytes[pos] == UInt8(ascii: "0") {
            pos += 1
            if isDigit(pos) { throw error(.badNumber("leading zeros are not allowed"), at: begin) }
        } else {
            skipDigits()
        }
        if pos < bytes.count && bytes[pos] == UInt8(ascii: ".") {
            pos += 1
            guard isDigit(pos) else { throw error(.badNumber("expected a digit after '.'"), at: pos) }
            skipDigits()
        }
        if pos < bytes.count && (bytes[pos] == UInt8(ascii: "e") || bytes[pos] == UInt8(ascii: "E")) {
            pos += 1
            if pos < bytes.count && (bytes[pos] == UInt8(ascii: "+") || bytes[pos] == UInt8(ascii: "-")) { pos += 1 }
            guard isDigit(pos) else { throw error(.badNumber("expected a digit in the exponent"), at: pos) }
            skipDigits()
        }
        guard JSONNumbers.finiteValue(of: bytes[begin..<pos]) != nil else {
            throw error(.numberOutOfRange(String(decoding: bytes[begin..<pos], as: UTF8.self)), at: begin)
        }
    }
}
