/// A strict JSON (RFC 8259) reader that records where every value starts.
///
/// It works on the UTF-8 bytes; columns count characters (grapheme clusters), computed
/// incrementally along each line so that ASCII lines cost nothing extra.
public enum JSONReader {
    /// Reads `text` as one JSON value; `file` names it in errors.
    /// Throws `FormFileError` with kind `.syntax` located at the offending character.
    public static func parse(_ text: String, file: String) throws -> JSONNode {
        var parser = JSONParser(bytes: Array(text.utf8), file: file)
        return try parser.parseDocument()
    }

    /// Reads raw bytes, which must be UTF-8 (a leading byte-order mark is skipped).
    public static func parse(bytes: [UInt8], file: String) throws -> JSONNode {
        if let bad = firstInvalidUTF8(in: bytes) {
            let lineStart = bytes[..<bad].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
            let line = bytes[..<bad].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
            let column = String(decoding: bytes[lineStart..<bad], as: UTF8.self).count + 1
            throw FormFileError(file: file, location: SourceLocation(line: line, column: column), kind: .syntax(.invalidUTF8))
        }
        var parser = JSONParser(bytes: bytes, file: file)
        return try parser.parseDocument()
    }

    /// The byte offset of the first byte that is not valid UTF-8, if any.
    static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
        var decoder = Unicode.UTF8()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let s): offset += UTF8.width(s)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}

/// The parsing state: the bytes, the read position and the current line.
struct JSONParser {
    private static let maxDepth = 512

    let bytes: [UInt8]
    let file: String
    private var pos = 0
    private var line = 1
    private var lineStart = 0
    // The last computed column on the current line, to count characters incrementally.
    private var cacheOffset = 0
    private var cacheColumn = 1
    private var depth = 0

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    mutating func parseDocument() throws -> JSONNode {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            pos = 3
            lineStart = 3
            cacheOffset = 3
        }
        skipWhitespace()
        guard pos < bytes.count else { throw error(.emptyFile, at: pos) }
        let node = try parseValue()
        skipWhitespace()
        if pos < bytes.count { throw error(.trailingContent, at: pos) }
        return node
    }

    // MARK: Locations and errors

    /// The line:column of byte offset `p`, which must lie on the current line.
    mutating func location(at p: Int) -> SourceLocation {
        if p < cacheOffset {
            cacheOffset = lineStart
            cacheColumn = 1
        }
        var i = cacheOffset
        while i < p && bytes[i] < 0x80 { i += 1 }
        if i == p {
            cacheColumn += p - cacheOffset
        } else {
            cacheColumn += String(decoding: bytes[cacheOffset..<p], as: UTF8.self).count
        }
        cacheOffset = p
        return SourceLocation(line: line, column: cacheColumn)
    }

    mutating func error(_ issue: JSONSyntaxIssue, at p: Int) -> FormFileError {
        error(issue, at: location(at: p))
    }

    func error(_ issue: JSONSyntaxIssue, at location: SourceLocation) -> FormFileError {
        FormFileError(file: file, location: location, kind: .syntax(issue))
    }

    /// The character at byte offset `p`, printable (`U+0007` for control characters).
    private func character(at p: Int) -> String {
        var decoder = Unicode.UTF8()
        var iterator = bytes[p...].makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return "?" }
        if scalar.value < 0x20 || scalar.value == 0x7F {
            return "U+" + hexCode(scalar.value)
        }
        return String(Character(scalar))
    }

    // MARK: Whitespace

    private mutating func newLine() {
        line += 1
        lineStart = pos
        cacheOffset = pos
        cacheColumn = 1
    }

    private mutating func skipWhitespace() {
        while pos < bytes.count {
            switch bytes[pos] {
            case 0x20, 0x09:
                pos += 1
            case 0x0A:
                pos += 1
                newLine()
            case 0x0D:
                pos += 1
                if pos < bytes.count && bytes[pos] == 0x0A { pos += 1 }
                newLine()
            default:
                return
            }
        }
    }

    // MARK: Values

    private static func startsValue(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "\""), UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "-"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            return true
        default:
            return false
        }
    }

    private static func isWordByte(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
            || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "_")
    }

    private mutating func parseValue() throws -> JSONNode {
        skipWhitespace()
        guard pos < bytes.count else { throw error(.unexpectedEnd(expected: "a value"), at: pos) }
        let start = location(at: pos)
        switch bytes[pos] {
        case UInt8(ascii: "{"):
            return try parseObject(at: start)
        case UInt8(ascii: "["):
            return try parseArray(at: start)
        case UInt8(ascii: "\""):
            return JSONNode(.string(try parseString()), at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try parseNumber(at: start)
        case let b where Self.isWordByte(b):
            return try parseWord(at: start, expected: "a value")
        default:
            throw error(.unexpectedCharacter(character(at: pos), expected: "a value"), at: start)
        }
    }

    private mutating func parseWord(at start: SourceLocation, expected: String) throws -> JSONNode {
        let begin = pos
        while pos < bytes.count && Self.isWordByte(bytes[pos]) { pos += 1 }
        let word = String(decoding: bytes[begin..<pos], as: UTF8.self)
        switch word {
        case "true": return JSONNode(.bool(true), at: start)
        case "false": return JSONNode(.bool(false), at: start)
        case "null": return JSONNode(.null, at: start)
        default: throw error(.unexpectedWord(word, expected: expected), at: start)
        }
    }

    private mutating func enter(at start: SourceLocation) throws {
        depth += 1
        if depth > Self.maxDepth { throw error(.tooDeep, at: start) }
    }

    private mutating func parseObject(at start: SourceLocation) throws -> JSONNode {
        try enter(at: start)
        defer { depth -= 1 }
        pos += 1
        var members: [JSONNode.Member] = []
        var seen: [String: SourceLocation] = [:]
        skipWhitespace()
        if pos < bytes.count && bytes[pos] == UInt8(ascii: "}") {
            pos += 1
            return JSONNode(.object([]), at: start)
        }
        var comma: SourceLocation?
        while true {
            skipWhitespace()
            guard pos < bytes.count else { throw error(.unexpectedEnd(expected: "a key"), at: pos) }
            let b = bytes[pos]
            if b != UInt8(ascii: "\"") {
                if b == UInt8(ascii: "}"), let comma { throw error(.trailingComma(inObject: true), at: comma) }
                if Self.isWordByte(b) || b == UInt8(ascii: "'") { throw error(.nonStringKey, at: pos) }
                throw error(.unexpectedCharacter(character(at: pos), expected: "a key in double quotes"), at: pos)
            }
            let keyLocation = location(at: pos)
            let key = try parseString()
            if let first = seen[key] { throw error(.duplicateKey(key, first: first), at: keyLocation) }
            skipWhitespace()
            guard pos < bytes.count else { throw error(.unexpectedEnd(expected: "':'"), at: pos) }
            guard bytes[pos] == UInt8(ascii: ":") else { throw error(.missingColon(key: key), at: pos) }
            pos += 1
            let value = try parseValue()
            members.append(JSONNode.Member(key: key, keyLocation: keyLocation, value: value))
            seen[key] = keyLocation
            skipWhitespace()
            guard pos < bytes.count else { throw error(.unexpectedEnd(expected: "',' or '}'"), at: pos) }
            switch bytes[pos] {
            case UInt8(ascii: ","):
                comma = location(at: pos)
                pos += 1
            case UInt8(ascii: "}"):
                pos += 1
                return JSONNode(.object(members), at: start)
            case UInt8(ascii: "\""):
                throw error(.missingComma(inObject: true), at: pos)
            default:
                throw error(.unexpectedCharacter(character(at: pos), expected: "',' or '}'"), at: pos)
            }
        }
    }

    private mutating func parseArray(at start: SourceLocation) throws -> JSONNode {
        try enter(at: start)
        defer { depth -= 1 }
        pos += 1
        var elements: [JSONNode] = []
        skipWhitespace()
        if pos < bytes.count && bytes[pos] == UInt8(ascii: "]") {
            pos += 1
            return JSONNode(.array([]), at: start)
        }
        var comma: SourceLocation?
        while true {
            skipWhitespace()
            if pos < bytes.count && bytes[pos] == UInt8(ascii: "]"), let comma {
                throw error(.trailingComma(inObject: false), at: comma)
            }
            elements.append(try parseValue())
            skipWhitespace()
            guard pos < bytes.count else { throw error(.unexpectedEnd(expected: "',' or ']'"), at: pos) }
            switch bytes[pos] {
            case UInt8(ascii: ","):
                comma = location(at: pos)
                pos += 1
            case UInt8(ascii: "]"):
                pos += 1
                return JSONNode(.array(elements), at: start)
            case let b where Self.startsValue(b):
                throw error(.missingComma(inObject: false), at: pos)
            default:
                throw error(.unexpectedCharacter(character(at: pos), expected: "',' or ']'"), at: pos)
            }
        }
    }

    // MARK: Strings

    /// Reads a string whose opening quote is at `pos`; leaves `pos` after the closing quote.
    private mutating func parseString() throws -> String {
        let quote = pos
        pos += 1
        let contentStart = pos
        while pos < bytes.count {
            let b = bytes[pos]
            if b == UInt8(ascii: "\"") {
                pos += 1
                return String(decoding: bytes[contentStart..<(pos - 1)], as: UTF8.self)
            }
            if b == UInt8(ascii: "\\") || b < 0x20 { break }
            pos += 1
        }
        var buffer = Array(bytes[contentStart..<pos])
        while pos < bytes.count {
            let b = bytes[pos]
            switch b {
            case UInt8(ascii: "\""):
                pos += 1
                return String(decoding: buffer, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try parseEscape(into: &buffer)
            case 0x0A, 0x0D:
                throw error(.unterminatedString, at: quote)
            case 0..<0x20:
                throw error(.controlCharacter(UInt32(b)), at: pos)
            default:
                buffer.append(b)
                pos += 1
            }
        }
        throw error(.unterminatedString, at: quote)
    }

    /// Reads the escape at `pos` (a backslash) and appends its UTF-8 to `buffer`.
    private mutating func parseEscape(into buffer: inout [UInt8]) throws {
        let backslash = pos
        guard pos + 1 < bytes.count else { throw error(.unterminatedString, at: backslash) }
        let c = bytes[pos + 1]
        pos += 2
        let simple: UInt8?
        switch c {
        case UInt8(ascii: "\""): simple = c
        case UInt8(ascii: "\\"): simple = c
        case UInt8(ascii: "/"): simple = c
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"): simple = nil
        default:
            throw error(.badEscape("\\" + character(at: backslash + 1)), at: backslash)
        }
        if let simple {
            buffer.append(simple)
            return
        }
        let unit = try hex4(escapeAt: backslash)
        var scalarValue = UInt32(unit)
        if (0xD800...0xDBFF).contains(unit) {
            let next = pos
            guard next + 1 < bytes.count, bytes[next] == UInt8(ascii: "\\"), bytes[next + 1] == UInt8(ascii: "u") else {
                throw error(.loneSurrogate(escapeText(at: backslash)), at: backslash)
            }
            pos += 2
            let low = try hex4(escapeAt: next)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw error(.loneSurrogate(escapeText(at: backslash)), at: backslash)
            }
            scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(unit) {
            throw error(.loneSurrogate(escapeText(at: backslash)), at: backslash)
        }
        let scalar = Unicode.Scalar(scalarValue)!
        buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    /// Reads the four hex digits after `\u` at `pos`; the escape began at `escape`.
    private mutating func hex4(escapeAt escape: Int) throws -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard pos < bytes.count, let digit = Self.hexValue(bytes[pos]) else {
                throw error(.badUnicodeEscape(escapeText(at: escape)), at: escape)
            }
            value = value << 4 | UInt16(digit)
            pos += 1
        }
        return value
    }

    /// The text of a `\u` escape at `p` as written (up to 6 characters, stopping at a quote).
    private func escapeText(at p: Int) -> String {
        var end = p + 2
        while end < min(p + 6, bytes.count), bytes[end] != UInt8(ascii: "\""), bytes[end] >= 0x20, bytes[end] < 0x80 {
            end += 1
        }
        return String(decoding: bytes[p..<end], as: UTF8.self)
    }

    private static func hexValue(_ b: UInt8) -> UInt8? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return b - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return b - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return b - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    // MARK: Numbers

    private func isDigit(_ p: Int) -> Bool {
        p < bytes.count && bytes[p] >= UInt8(ascii: "0") && bytes[p] <= UInt8(ascii: "9")
    }

    private mutating func skipDigits() {
        while isDigit(pos) { pos += 1 }
    }

    private mutating func parseNumber(at start: SourceLocation) throws -> JSONNode {
        let begin = pos
        if bytes[pos] == UInt8(ascii: "-") { pos += 1 }
        guard isDigit(pos) else { throw error(.badNumber("expected a digit after '-'"), at: pos) }
        if bytes[pos] == UInt8(ascii: "0") {
            pos += 1
            if isDigit(pos) { throw error(.badNumber("leading zeros are not allowed"), at: start) }
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
        let raw = String(decoding: bytes[begin..<pos], as: UTF8.self)
        guard let value = Double(raw), value.isFinite else { throw error(.numberOutOfRange(raw), at: start) }
        return JSONNode(.number(raw: raw, value: value), at: start)
    }
}
