import FormCore
import FormJSON

/// How a JSON text is laid out, read from the text so that what is written into it looks like
/// its neighbours: the indentation step, the line break, the space around `:` and whether the
/// file is on several lines at all.
struct JSONSourceStyle {
    /// One level of indentation (`"  "`, `"    "`, `"\t"`).
    var unit = "  "
    var newline = "\n"
    /// What separates a key from its value (`": "`, `":"`).
    var colon = ": "
    /// The file spans several lines: new containers are written one entry a line.
    var multiline = true

    init(map: JSONSourceMap) {
        let bytes = map.bytes
        multiline = bytes.contains(0x0A)
        if let lf = bytes.firstIndex(of: 0x0A), lf > 0, bytes[lf - 1] == 0x0D { newline = "\r\n" }
        var colonFound = false, unitFound = false
        func visit(_ node: JSONSourceMap.Node) {
            if colonFound && unitFound { return }
            if !colonFound, node.isObject, let first = node.entries.first {
                let between = bytes[first.keyEnd..<first.value.start]
                if !between.contains(0x0A) && !between.contains(UInt8(ascii: "/")) {
                    colon = String(decoding: between, as: UTF8.self)
                    colonFound = true
                }
            }
            if !unitFound, let first = node.entries.first, Self.isOwnLine(first.start, in: bytes) {
                let outer = Self.indentation(ofLineAt: node.start, in: bytes)
                let inner = Self.indentation(ofLineAt: first.start, in: bytes)
                if inner.count > outer.count && inner.hasPrefix(outer) {
                    unit = String(inner.dropFirst(outer.count))
                    unitFound = true
                }
            }
            for entry in node.entries { visit(entry.value) }
        }
        visit(map.root)
    }

    /// The spaces and tabs that start the line holding byte `offset`.
    static func indentation(ofLineAt offset: Int, in bytes: [UInt8]) -> String {
        var start = min(offset, bytes.count)
        while start > 0 && bytes[start - 1] != 0x0A { start -= 1 }
        var end = start
        while end < bytes.count && (bytes[end] == 0x20 || bytes[end] == 0x09) { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Whether only spaces and tabs come before byte `offset` on its line.
    static func isOwnLine(_ offset: Int, in bytes: [UInt8]) -> Bool {
        var i = offset
        while i > 0 {
            let b = bytes[i - 1]
            if b == 0x0A { return true }
            if b != 0x20 && b != 0x09 && b != 0x0D { return false }
            i -= 1
        }
        return true
    }

    /// `value` as JSON text in this style; `indent` is the indentation of the line it starts on.
    func text(_ value: JSONNode, indent: String) -> String {
        var out = ""
        write(value, indent: indent, into: &out)
        return out
    }

    /// A member (`"key": value`) or an item (`key` nil) as text.
    func entryText(key: String?, _ value: JSONNode, indent: String) -> String {
        (key.map { JSONText.quoted($0) + colon } ?? "") + text(value, indent: indent)
    }

    private func write(_ value: JSONNode, indent: String, into out: inout String) {
        switch value.kind {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let raw, _): out += raw
        case .string(let s): out += JSONText.quoted(s)
        case .array(let items):
            writeContainer(open: "[", close: "]", count: items.count, indent: indent, into: &out) { i, inner, out in
                write(items[i], indent: inner, into: &out)
            }
        case .object(let members):
            writeContainer(open: "{", close: "}", count: members.count, indent: indent, into: &out) { i, inner, out in
                out += JSONText.quoted(members[i].key) + colon
                write(members[i].value, indent: inner, into: &out)
            }
        }
    }

    private func writeContainer(open: String, close: String, count: Int, indent: String, into out: inout String,
                                entry: (Int, String, inout String) -> Void) {
        out += open
        guard count > 0 else { out += close; return }
        let inner = indent + unit
        for i in 0..<count {
            if i > 0 { out += "," }
            out += multiline ? newline + inner : (i > 0 ? " " : "")
            entry(i, inner, &out)
        }
        out += multiline ? newline + indent + close : close
    }
}
