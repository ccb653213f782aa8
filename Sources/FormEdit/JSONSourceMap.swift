import FormJSON

/// Where every value of a JSON or JSONC text lies: byte ranges of values, member keys and the
/// commas after them. Built from text the reader has already accepted (`JSONReader`), so it
/// trusts the syntax and never fails.
struct JSONSourceMap {
    /// One value: its bytes, and for an object or array its entries and brackets.
    final class Node {
        /// The value's first byte and the byte after its last (`{` … `}` for an object).
        var start = 0
        var end = 0
        var isObject = false
        var isArray = false
        var entries: [Entry] = []
    }

    /// One member of an object or item of an array.
    struct Entry {
        /// The member's key (nil for an item).
        var key: String?
        /// The key's opening quote (an item: its value's start).
        var start: Int
        /// The byte after the key's closing quote (an item: its value's start).
        var keyEnd: Int
        var value: Node
        /// The comma after the entry, if any.
        var comma: Int?
    }

    let bytes: [UInt8]
    let root: Node

    init(bytes: [UInt8]) {
        self.bytes = bytes
        var scanner = Scanner(bytes: bytes)
        scanner.skipSpace()
        root = scanner.value()
    }

    /// The node `tokens` lead to, nil when there is none.
    func node(at tokens: [String]) -> Node? {
        var node = root
        for token in tokens {
            guard let entry = Self.entryIndex(token, in: node).map({ node.entries[$0] }) else { return nil }
            node = entry.value
        }
        return node
    }

    /// Which entry of `node` `token` names (the last member with that key, as readers keep).
    static func entryIndex(_ token: String, in node: Node) -> Int? {
        if node.isObject { return node.entries.lastIndex { $0.key == token } }
        guard node.isArray, let index = Int(token), index >= 0, index < node.entries.count,
              String(index) == token else { return nil }
        return index
    }

    private struct Scanner {
        let bytes: [UInt8]
        var at = 0

        mutating func skipSpace() {
            while at < bytes.count {
                switch bytes[at] {
                case 0x20, 0x09, 0x0A, 0x0D: at += 1
                case UInt8(ascii: "/") where at + 1 < bytes.count && bytes[at + 1] == UInt8(ascii: "/"):
                    while at < bytes.count && bytes[at] != 0x0A { at += 1 }
                case UInt8(ascii: "/") where at + 1 < bytes.count && bytes[at + 1] == UInt8(ascii: "*"):
                    at += 2
                    while at + 1 < bytes.count && !(bytes[at] == UInt8(ascii: "*") && bytes[at + 1] == UInt8(ascii: "/")) { at += 1 }
                    at = min(at + 2, bytes.count)
                case 0xEF where at + 2 < bytes.count && bytes[at + 1] == 0xBB && bytes[at + 2] == 0xBF: at += 3
                default: return
                }
            }
        }

        mutating func value() -> Node {
            let node = Node()
            node.start = at
            guard at < bytes.count else { node.end = at; return node }
            switch bytes[at] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isObject = bytes[at] == UInt8(ascii: "{")
                let close = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                node.isObject = isObject
                node.isArray = !isObject
                at += 1
                skipSpace()
                while at < bytes.count && bytes[at] != close {
                    let start = at
                    var key: String?
                    var keyEnd = at
                    if isObject {
                        key = string()
                        keyEnd = at
                        skipSpace()
                        if at < bytes.count && bytes[at] == UInt8(ascii: ":") { at += 1 }
                        skipSpace()
                    }
                    let child = value()
                    skipSpace()
                    var comma: Int?
                    if at < bytes.count && bytes[at] == UInt8(ascii: ",") {
                        comma = at
                        at += 1
                        skipSpace()
                    }
                    node.entries.append(Entry(key: key, start: start, keyEnd: keyEnd, value: child, comma: comma))
                    if comma == nil { break }
                }
                if at < bytes.count && bytes[at] == close { at += 1 }
            case UInt8(ascii: "\""):
                _ = string()
            default:
                while at < bytes.count, !Self.ends(bytes[at]) { at += 1 }
            }
            node.end = at
            return node
        }

        static func ends(_ byte: UInt8) -> Bool {
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: "/"): return true
            default: return false
            }
        }

        /// Reads a string at `at` (its opening quote) and returns its text, escapes decoded.
        mutating func string() -> String {
            let start = at
            at += 1
            var escaped = false
            while at < bytes.count && bytes[at] != UInt8(ascii: "\"") {
                if bytes[at] == UInt8(ascii: "\\") { escaped = true; at += 1 }
                at += 1
            }
            at = min(at + 1, bytes.count)
            let inner = Array(bytes[min(start + 1, at)..<max(start + 1, at - 1)])
            guard escaped else { return String(decoding: inner, as: UTF8.self) }
            let quoted = [UInt8(ascii: "\"")] + inner + [UInt8(ascii: "\"")]
            return (try? JSONReader.parse(bytes: quoted))?.stringValue ?? String(decoding: inner, as: UTF8.self)
        }
    }
}
