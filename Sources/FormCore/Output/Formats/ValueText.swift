import FormJSON

/// A value as the text formats write it: a string as it is, a number as JSON writes it,
/// `true`/`false`, `null` as nothing, a list's items joined by `separator`, and a nested value
/// (a sub-form's object, a JSON text row, a list inside a list) as compact JSON.
enum ValueText {
    static func text(_ entry: OutputEntry, listSeparator separator: String) -> String {
        switch entry.content {
        case .value(let value): return text(value, listSeparator: separator)
        case .json(let node):
            if let string = node.stringValue { return string }
            var out = ""
            OutputWriter.write(node, indent: 0, compact: true, into: &out)
            return node.isNull ? "" : out
        case .emptyObject: return "{}"
        }
    }

    static func text(_ value: Value, listSeparator separator: String) -> String {
        switch value {
        case .list(let items) where !items.contains(where: { $0.elements != nil || $0.members != nil }):
            return items.map(itemText).joined(separator: separator)
        default: return itemText(value)
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
