/// The parsing state: the bytes, the read position, the records built so far and the lines seen.
struct JSONParser {
    typealias Node = JSONDocument.Node
    /// The longest string read, in bytes of the file (escapes as written).
    static let maxStringBytes = 1 << 20
    /// Members an object may have before duplicate keys are looked up in a dictionary.
    static let linearKeyCheck = 16

    let bytes: [UInt8]
    /// The deepest nesting of arrays and objects read (the reader recurses once per level):
    /// `NestingLimit.depth`, and one more for a draft, whose values sit in an envelope.
    let maxDepth: Int
    /// Comments and trailing commas are taken (`JSONSyntax.jsonc`).
    let jsonc: Bool
    var nodes: [JSONDocument.Node] = []
    /// The string records that hold escapes.
    var escaped = RecordBits()
    var lines: LineTable
    var pos = 0
    var depth = 0
    /// Reused to check the escapes of strings.
    var scratch: [UInt8] = []

    init(bytes: [UInt8], syntax: JSONSyntax = .strict, maxDepth: Int = NestingLimit.depth) {
        self.bytes = bytes
        self.maxDepth = maxDepth
        jsonc = syntax == .jsonc
        let bom = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        pos = bom
        lines = LineTable(firstLineStart: bom)
        nodes.reserveCapacity(bytes.count / 8 + 4)
    }

    mutating func parseDocument() throws(JSONReadError) {
        try skipWhitespace()
        guard pos < bytes.count else { throw error(.emptyFile, at: pos) }
        try parseValue()
        try skipWhitespace()
        if pos < bytes.count { throw error(.trailingContent, at: pos) }
    }

    // MARK: Errors

    mutating func error(_ issue: JSONSyntaxIssue, at offset: Int) -> JSONReadError {
        .syntax(issue, at: lines.location(ofOffset: offset, in: bytes))
    }

    func character(at p: Int) -> String {
        JSONEscapes.character(in: bytes, at: p)
    }

    // MARK: Whitespace

    /// Skips whitespace and, in JSONC, comments; counts the lines it passes.
    mutating func skipWhitespace() throws(JSONReadError) {
        while pos < bytes.count {
            switch bytes[pos] {
            case 0x20, 0x09:
                pos += 1
            case 0x0A, 0x0D:
                skipLineBreak()
            case UInt8(ascii: "/") where jsonc:
                try skipComment()
            default:
                return
            }
        }
    }

    /// Skips the line break at `pos` (`\n`, `\r` or `\r\n`) and records the line after it.
    mutating func skipLineBreak() {
        if bytes[pos] == 0x0D && pos + 1 < bytes.count && bytes[pos + 1] == 0x0A { pos += 1 }
        pos += 1
        lines.addLine(startingAt: pos)
    }

    // MARK: Values

    static func startsValue(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "\""), UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "-"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            return true
        default:
            return false
        }
    }

    static func isWordByte(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
            || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "_")
    }

    mutating func append(_ kind: Node.Kind, from start: Int) {
        if kind == .escapedString { escaped.insert(nodes.count) }
        nodes.append(Node(start: UInt32(start), end: UInt32(pos)))
    }

    mutating func parseValue() throws(JSONReadError) {
        try skipWhitespace()
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

    mutating func parseWord(expected: String) throws(JSONReadError) {
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
    mutating func open(_ kind: Node.Kind) throws(JSONReadError) -> Int? {
        depth += 1
        if depth > maxDepth { throw error(.tooDeep(limit: maxDepth), at: pos) }
        nodes.append(Node(start: UInt32(pos), end: 0))
        pos += 1
        try skipWhitespace()
        let closing = kind == .object ? UInt8(ascii: "}") : UInt8(ascii: "]")
        guard pos < bytes.count && bytes[pos] == closing else { return nodes.count - 1 }
        close(nodes.count - 1)
        return nil
    }

    mutating func close(_ index: Int) {
        depth -= 1
        pos += 1
        nodes[index].end = UInt32(nodes.count)
    }
}
