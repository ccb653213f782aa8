/// The parsing state: the bytes, the read position, the records built so far and the lines seen.
struct JSONParser {
    private typealias Node = JSONDocument.Node
    /// The deepest nesting of arrays and objects read (the reader recurses once per level).
    static let maxDepth = 200
    /// The longest string read, in bytes of the file (escapes as written).
    static let maxStringBytes = 1 << 20
    /// Members an object may have before duplicate keys are looked up in a dictionary.
    private static let linearKeyCheck = 16

    let bytes: [UInt8]
    private(set) var nodes: [JSONDocument.Node] = []
    /// The string records that hold escapes.
    private(set) var escaped = RecordBits()
    private(set) var lines: LineTable
    private var pos = 0
    private var depth = 0
    /// Reused to check the escapes of strings.
    private var scratch: [UInt8] = []

    init(bytes: [UInt8]) {
        self.bytes = bytes
        let bom = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        pos = bom
        lines = LineTable(firstLineStart: bom)
        nodes.reserveCapacity(bytes.count / 8 + 4)
    }

    mutating func parseDocument() throws(JSONReadError) {
        skipWhitespace()
        guard pos < bytes.count else { throw error(.emptyFile, at: pos) }
        try parseValue()
        skipWhitespace()
        if pos < bytes.count { throw error(.trailingContent, at: pos) }
    }

    // MARK: Errors

    mutating func error(_ issue: JSONSyntaxIssue, at offset: Int) -> JSONReadError {
        .syntax(issue, at: lines.location(ofOffset: offset, in: bytes))
    }

    private func character(at p: Int) -> String {
        JSONEscapes.character(in: bytes, at: p)
    }

    // MARK: Whitespace

    private mutating func skipWhitespace() {
        while pos < bytes.count {
            switch bytes[pos] {
            case 0x20, 0x09:
                pos += 1
            case 0x0A:
                pos += 1
                lines.addLine(startingAt: pos)
            case 0x0D:
                pos += 1
                if pos < bytes.count && bytes[pos] == 0x0A { pos += 1 }
                lines.addLine(startingAt: pos)
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

    private mutating func append(_ kind: Node.Kind, from start: Int) {
        if kind == .escapedString { escaped.insert(nodes.count) }
        nodes.append(Node(start: UInt32(start), end: UInt32(pos)))
    }

    private mutating func parseValue() throws(JSONReadError) {
        skipWhitespace()
        guard pos < bytes.count else { throw error(.unexpectedEnd(expected: "a value"), at: pos) }
        let start = pos
        switch bytes[pos] {
        case UInt8(ascii: "{"):
            try parseObject()
        case UInt8(ascii: "["):
            try parseArray()
        case UInt8(ascii: "\""):
            let escaped = try parseString()
            append(escaped ? .escapedString : .string, from: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try parseNumber()
            append(.number, from: start)
        case let b where Self.isWordByte(b):
            try parseWord(expected: "a value")
        default:
            throw error(.unexpectedCharacter(character(at: pos), expected: "a value"), at: start)
        }
    }

    private mutating func parseWord(expected: String) throws(JSONReadError) {
        let begin = pos
        while pos < bytes.count && Self.isWordByte(bytes[pos]) { pos += 1 }
        let word = bytes[begin..<pos]
        if word.elementsEqual("true".utf8) {
            append(.true, from: begin)
        } else if word.elementsEqual("false".utf8) {
            append(.false, from: begin)
        } else if word.elementsEqual("null".utf8) {
            append(.null, from: begin)
        } else {
            throw error(.unexpectedWord(String(decoding: word, as: UTF8.self), expected: expected), at: begin)
        }
    }

    /// Counts one more level of nesting for the container starting at `pos`, and reserves its
    /// record (completed by `close`). Nil for an empty container, which it reads whole.
    private mutating func open(_ kind: Node.Kind) throws(JSONReadError) -> Int? {
        depth += 1
        if depth > Self.maxDepth { throw error(.tooDeep(limit: Self.maxDepth), at: pos) }
        nodes.append(Node(start: UInt32(pos), end: 0))
        pos += 1
        skipWhitespace()
        let closing = kind == .object ? UInt8(ascii: "}") : UInt8(ascii: "]")
        guard pos < bytes.count && bytes[pos] == closing else { return nodes.count - 1 }
        close(nodes.count - 1)
        return nil
    }

    private mutating func close(_ index: Int) {
        depth -= 1
        pos += 1
        nodes[index].end = UInt32(nodes.count)
    }

    private mutating func parseObject() throws(JSONReadError) {
        guard let object = try open(.object) else { return }
        var count = 0
        var comma: Int?
        var keys: [String: Int]?
        while true {
            skipWhitespace()
            guard pos < bytes.count else { throw error(.unexpectedEnd(expected: "a key"), at: pos) }
            let b = bytes[pos]
            if b != UInt8(ascii: "\"") {
                if b == UInt8(ascii: "}"), let comma { throw error(.trailingComma(inObject: true), at: comma) }
                if Self.isWordByte(b) || b == UInt8(ascii: "'") { throw error(.nonStringKey, at: pos) }
                throw error(.unexpectedCharacter(character(at: pos), expected: "a key in double quotes"), at: pos)
            }
            let keyStart = pos
            let escaped = try parseString()
            append(escaped ? .escapedString : .string, from: keyStart)
            let key = nodes.count - 1
            if let first = firstKey(like: key, in: object, count: count, dictionary: &keys) {
                let text = string(at: key)
                let firstLocation = lines.location(ofOffset: Int(nodes[first].start), in: bytes)
                throw error(.duplicateKey(text, first: firstLocation), at: keyStart)
            }
            skipWhitespace()
            guard pos < bytes.count else { throw error(.unexpectedEnd(expected: "':'"), at: pos) }
            guard bytes[pos] == UInt8(ascii: ":") else {
                throw error(.missingColon(key: string(at: key)), at: pos)
            }
            pos += 1
            try parseValue()
            count += 1
            if try closes(inObject: true, comma: &comma) {
                close(object)
                return
            }
        }
    }

    /// After a member or element: a comma (its offset goes to `comma`), or the closing bracket,
    /// on which it leaves `pos` and returns true.
    private mutating func closes(inObject: Bool, comma: inout Int?) throws(JSONReadError) -> Bool {
        let expected = inObject ? "',' or '}'" : "',' or ']'"
        skipWhitespace()
        guard pos < bytes.count else { throw error(.unexpectedEnd(expected: expected), at: pos) }
        let b = bytes[pos]
        if b == UInt8(ascii: ",") {
            comma = pos
            pos += 1
            return false
        }
        if b == (inObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) { return true }
        if inObject ? b == UInt8(ascii: "\"") : Self.startsValue(b) {
            throw error(.missingComma(inObject: inObject), at: pos)
        }
        throw error(.unexpectedCharacter(character(at: pos), expected: expected), at: pos)
    }

    /// The text of the string record at `index`.
    private func string(at index: Int) -> String {
        JSONDocument.text(of: nodes[index], escaped: escaped.contains(index), in: bytes)
    }

    /// The earlier key of `object` (which has `count` members so far) equal to the key record
    /// `key`, if any. Small objects compare keys one by one; larger ones keep a dictionary.
    private func firstKey(like key: Int, in object: Int, count: Int, dictionary: inout [String: Int]?) -> Int? {
        if count < Self.linearKeyCheck {
            var other = object + 1
            for _ in 0..<count {
                if sameKey(other, key) { return other }
                other = JSONDocument.skip(other + 1, in: nodes, bytes)
            }
            return nil
        }
        if dictionary == nil {
            var keys: [String: Int] = [:]
            var other = object + 1
            for _ in 0..<count {
                keys[string(at: other)] = other
                other = JSONDocument.skip(other + 1, in: nodes, bytes)
            }
            dictionary = keys
        }
        let text = string(at: key)
        if let first = dictionary?[text] { return first }
        dictionary?[text] = key
        return nil
    }

    /// Whether two key records read the same (as Swift compares strings).
    private func sameKey(_ a: Int, _ b: Int) -> Bool {
        let x = nodes[a], y = nodes[b]
        if !escaped.contains(a) && !escaped.contains(b) {
            let xs = bytes[Int(x.start) + 1..<Int(x.end) - 1], ys = bytes[Int(y.start) + 1..<Int(y.end) - 1]
            if xs.elementsEqual(ys) { return true }
            if xs.allSatisfy({ $0 < 0x80 }) && ys.allSatisfy({ $0 < 0x80 }) { return false }
        }
        return string(at: a) == string(at: b)
    }

    private mutating func parseArray() throws(JSONReadError) {
        guard let array = try open(.array) else { return }
        var comma: Int?
        while true {
            skipWhitespace()
            if pos < bytes.count && bytes[pos] == UInt8(ascii: "]"), let comma {
                throw error(.trailingComma(inObject: false), at: comma)
            }
            try parseValue()
            if try closes(inObject: false, comma: &comma) {
                close(array)
                return
            }
        }
    }

    // MARK: Strings

    /// Checks a string whose opening quote is at `pos`; leaves `pos` after the closing quote.
    /// Returns whether it holds escapes.
    private mutating func parseString() throws(JSONReadError) -> Bool {
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

    private func isDigit(_ p: Int) -> Bool {
        p < bytes.count && bytes[p] >= UInt8(ascii: "0") && bytes[p] <= UInt8(ascii: "9")
    }

    private mutating func skipDigits() {
        while isDigit(pos) { pos += 1 }
    }

    /// Checks a number starting at `pos`; leaves `pos` after it.
    private mutating func parseNumber() throws(JSONReadError) {
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
