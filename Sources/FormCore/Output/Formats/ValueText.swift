import FormJSON

/// A value as the text formats write it: a string as it is, a number as JSON writes it,
/// `true`/`false`, `null` as nothing, a list's items joined by the format's separator, and a nested
/// value (a sub-form's object, a JSON text row, a list inside a list, a list of objects) as
/// compact JSON.
///
/// This is the one place that joins a list's items, and so the one place that keeps an item from
/// reading back as two: an item holding a line break (`LineBreak`: a reader splits lines there) or
/// the separator itself is refused (`OutputRefusal.listItem`, naming the item by its JSON Pointer),
/// whatever the format (`sh`, `nul`, `--get` join by a newline, `lines` and `env` by `, `).
enum ValueText {
    /// How a format joins a list's items, and which format it is (nil: `--get`) for the refusal.
    struct ListJoin {
        var separator: String
        var format: OutputFormat?

        /// One item a line: `sh`, `nul` and `--get`.
        static func lines(_ format: OutputFormat?) -> ListJoin { ListJoin(separator: "\n", format: format) }
        /// Items joined by `, `: `lines` and `env`.
        static func commas(_ format: OutputFormat) -> ListJoin { ListJoin(separator: ", ", format: format) }
    }

    static func text(_ entry: OutputEntry, join: ListJoin) throws(OutputRefusal) -> String {
        switch entry.content {
        case .value(let value): return try text(value, at: entry.path, join: join)
        case .json(let node):
            if let string = node.stringValue { return string }
            var out = ""
            OutputWriter.write(node, indent: 0, compact: true, into: &out)
            return node.isNull ? "" : out
        case .emptyObject: return "{}"
        }
    }

    /// `value`, found at `path` (the output keys, then items and members), as text.
    static func text(_ value: Value, at path: [String], join: ListJoin) throws(OutputRefusal) -> String {
        guard case .list(let items) = value, !items.contains(where: { $0.elements != nil || $0.members != nil }) else {
            return itemText(value)
        }
        var out = ""
        for (index, item) in items.enumerated() {
            let text = itemText(item)
            let lineBreak = LineBreak.holdsBreak(text)
            if lineBreak || holds(join.separator, in: text) {
                let pointer = JSONPointer.appending(index, to: JSONPointer.pointer(path))
                throw .listItem(path: pointer, format: join.format, separator: join.separator, lineBreak: lineBreak)
            }
            if index > 0 { out += join.separator }
            out += text
        }
        return out
    }

    /// Whether `text` holds `separator`, byte for byte (as a reader splitting on it sees it).
    private static func holds(_ separator: String, in text: String) -> Bool {
        let needle = Array(separator.utf8), bytes = Array(text.utf8)
        guard !needle.isEmpty, bytes.count >= needle.count else { return false }
        return (0...(bytes.count - needle.count)).contains { start in
            bytes[start..<(start + needle.count)].elementsEqual(needle)
        }
    }

    private static func itemText(_ value: Value) -> String {
        switch value {
        case .null, .unparsed: return ""
        case .string(let s): return s
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return JSONText.number(n)
        case .list, .object:
            var out = ""
            OutputWriter.write(value, compact: true, into: &out)
            return out
        }
    }

    /// The key a message names an entry by: its dotted path, or the document's name.
    static func key(_ entry: OutputEntry, documentName: String) -> String {
        entry.path.isEmpty ? documentName : entry.key
    }
}
