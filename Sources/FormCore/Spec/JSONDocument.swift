/// A parsed JSON file kept compact: the file's bytes, one 16-byte record per value in document
/// order (a container before its contents) and where each line starts.
///
/// Strings and numbers stay as byte ranges of the file and are decoded when read; locations are
/// byte offsets turned into line:column only when asked for (an error, a row's `location`).
/// `JSONValue` is the way to read it.
final class JSONDocument {
    /// One value. Containers hold the index of the record after their last descendant, so that
    /// siblings are reached by skipping; an object's members are key-value record pairs.
    struct Node {
        enum Kind: UInt8 {
            case object, array, string, escapedString, number, `true`, `false`, null
        }

        var kind: Kind
        /// Byte offset of the value's first character (the opening quote of a string).
        var start: UInt32
        /// Scalars: the byte offset just after the value. Containers: the index of the next record
        /// that is not inside them.
        var end: UInt32
        /// Containers: how many members or elements they hold.
        var count: UInt32
    }

    let bytes: [UInt8]
    let nodes: [Node]
    private var lines: LineTable

    init(bytes: [UInt8], nodes: [Node], lines: LineTable) {
        self.bytes = bytes
        self.nodes = nodes
        self.lines = lines
    }

    /// The line:column of byte offset `offset`.
    func location(ofOffset offset: Int) -> SourceLocation {
        lines.location(ofOffset: offset, in: bytes)
    }

    /// Where the record at `index` starts.
    func location(of index: Int) -> SourceLocation {
        location(ofOffset: Int(nodes[index].start))
    }

    /// The root value (the document always holds one).
    var root: JSONValue { JSONValue(document: self, index: 0) }

    /// The text of the string record at `index`, escapes decoded.
    func string(at index: Int) -> String {
        Self.text(of: nodes[index], in: bytes)
    }

    /// Whether the string record at `index` reads `text` (compared as Swift compares strings).
    func string(at index: Int, equals text: String) -> Bool {
        let node = nodes[index]
        let contents = bytes[Int(node.start) + 1..<Int(node.end) - 1]
        if node.kind == .string {
            if text.utf8.elementsEqual(contents) { return true }
            // Canonical equivalence makes "\u{212A}" equal "K": only ASCII against ASCII is plain.
            if contents.allSatisfy({ $0 < 0x80 }) && text.utf8.allSatisfy({ $0 < 0x80 }) { return false }
        }
        return string(at: index) == text
    }

    /// The text of a string record of `bytes`, escapes decoded.
    static func text(of node: Node, in bytes: [UInt8]) -> String {
        let contents = Int(node.start) + 1..<Int(node.end) - 1
        if node.kind == .escapedString {
            return JSONEscapes.decode(bytes, contents)
        }
        return String(decoding: bytes[contents], as: UTF8.self)
    }

    /// The index of the record after the one at `index` and its contents.
    func skip(_ index: Int) -> Int {
        Self.skip(index, in: nodes)
    }

    static func skip(_ index: Int, in nodes: [Node]) -> Int {
        let node = nodes[index]
        return node.kind == .object || node.kind == .array ? Int(node.end) : index + 1
    }

    /// The number record at `index`: its text as written and its value.
    func number(at index: Int) -> (raw: String, value: Double) {
        let node = nodes[index]
        let digits = bytes[Int(node.start)..<Int(node.end)]
        let raw = String(decoding: digits, as: UTF8.self)
        return (raw, JSONNumbers.finiteValue(of: digits) ?? 0)
    }
}
