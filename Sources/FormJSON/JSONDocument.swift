/// A parsed JSON file kept compact: the file's bytes, one 8-byte record per value in document
/// order (a container before its contents) and where each line starts.
///
/// Strings and numbers stay as byte ranges of the file and are decoded when read; locations are
/// byte offsets turned into line:column only when asked for (an error, a row's `location`).
/// A record's kind is told by the file's byte where it starts (and, for a string, by whether it
/// holds escapes, one bit per record). `JSONValue` is the way to read it.
package final class JSONDocument {
    /// One value. Containers hold the index of the record after their last descendant, so that
    /// siblings are reached by skipping; an object's members are key-value record pairs.
    struct Node {
        enum Kind: UInt8 {
            case object, array, string, escapedString, number, `true`, `false`, null
        }

        /// Byte offset of the value's first character (the opening quote of a string).
        var start: UInt32
        /// Scalars: the byte offset just after the value. Containers: the index of the next record
        /// that is not inside them.
        var end: UInt32

        /// The kind of a record whose first byte is `first`; `escaped` tells strings with escapes.
        static func kind(startingWith first: UInt8, escaped: Bool) -> Kind {
            switch first {
            case UInt8(ascii: "{"): return .object
            case UInt8(ascii: "["): return .array
            case UInt8(ascii: "\""): return escaped ? .escapedString : .string
            case UInt8(ascii: "t"): return .true
            case UInt8(ascii: "f"): return .false
            case UInt8(ascii: "n"): return .null
            default: return .number
            }
        }

        /// Whether a record whose first byte is `first` is an object or an array.
        static func isContainer(startingWith first: UInt8) -> Bool {
            first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
        }
    }

    let bytes: [UInt8]
    let nodes: [Node]
    /// The string records that hold escapes.
    private let escaped: RecordBits
    private var lines: LineTable

    init(bytes: [UInt8], nodes: [Node], escaped: RecordBits, lines: LineTable) {
        self.bytes = bytes
        self.nodes = nodes
        self.escaped = escaped
        self.lines = lines
    }

    /// The kind of the record at `index`.
    func kind(at index: Int) -> Node.Kind {
        Node.kind(startingWith: bytes[Int(nodes[index].start)], escaped: escaped.contains(index))
    }

    /// The line:column of byte offset `offset`.
    package func location(ofOffset offset: Int) -> SourceLocation {
        lines.location(ofOffset: offset, in: bytes)
    }

    /// Where the record at `index` starts.
    package func location(of index: Int) -> SourceLocation {
        location(ofOffset: Int(nodes[index].start))
    }

    /// The root value (the document always holds one).
    package var root: JSONValue { JSONValue(document: self, index: 0) }

    /// Whether the string record at `index` reads `text` (compared as Swift compares strings).
    package func string(at index: Int, equals text: String) -> Bool {
        let node = nodes[index]
        let contents = bytes[Int(node.start) + 1..<Int(node.end) - 1]
        if !escaped.contains(index) {
            if text.utf8.elementsEqual(contents) { return true }
            // Canonical equivalence makes "\u{212A}" equal "K": only ASCII against ASCII is plain.
            if contents.allSatisfy({ $0 < 0x80 }) && text.utf8.allSatisfy({ $0 < 0x80 }) { return false }
        }
        return string(at: index) == text
    }

    /// The text of the string record at `index`, escapes decoded.
    package func string(at index: Int) -> String {
        Self.text(of: nodes[index], escaped: escaped.contains(index), in: bytes)
    }

    /// The text of a string record of `bytes`, decoding escapes when it has some.
    static func text(of node: Node, escaped: Bool, in bytes: [UInt8]) -> String {
        let contents = Int(node.start) + 1..<Int(node.end) - 1
        if escaped {
            return JSONEscapes.decode(bytes, contents)
        }
        return String(decoding: bytes[contents], as: UTF8.self)
    }

    /// The index of the record after the one at `index` and its contents.
    package func skip(_ index: Int) -> Int {
        Self.skip(index, in: nodes, bytes)
    }

    static func skip(_ index: Int, in nodes: [Node], _ bytes: [UInt8]) -> Int {
        let node = nodes[index]
        return Node.isContainer(startingWith: bytes[Int(node.start)]) ? Int(node.end) : index + 1
    }

    /// The number record at `index`: its text as written and its value.
    package func number(at index: Int) -> (raw: String, value: Double) {
        let node = nodes[index]
        let digits = bytes[Int(node.start)..<Int(node.end)]
        let raw = String(decoding: digits, as: UTF8.self)
        return (raw, JSONNumbers.finiteValue(of: digits) ?? 0)
    }
}

/// One bit for each record of a document, set for few of them (strings that hold escapes).
struct RecordBits {
    private var words: [UInt64] = []

    mutating func insert(_ index: Int) {
        let word = index >> 6
        if word >= words.count { words.append(contentsOf: repeatElement(0, count: word + 1 - words.count)) }
        words[word] |= 1 << UInt64(index & 63)
    }

    func contains(_ index: Int) -> Bool {
        let word = index >> 6
        return word < words.count && words[word] & (1 << UInt64(index & 63)) != 0
    }
}
