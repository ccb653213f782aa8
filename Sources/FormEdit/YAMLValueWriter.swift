import FormJSON
import FormYAML

/// Writes a JSON value as YAML text for a place in a YAML file: after a `key:` or `-` in block
/// style (one `key: value` or `- item` a line, nested ones `unit` deeper), or as a flow collection
/// (`{a: 1, b: [x, y]}`); scalars are plain when they read back so, quoted when not.
struct YAMLValueWriter {
    /// Columns one nesting level adds.
    var unit: Int
    var newline: String

    /// A mapping key.
    func key(_ key: String, inFlow: Bool) -> String {
        YAMLScalarWriter.text(forString: key, style: .plain, inFlow: inFlow)
    }

    /// The value in flow style.
    func flow(_ value: JSONNode) -> String {
        switch value.kind {
        case .object(let members):
            return "{" + members.map { key($0.key, inFlow: true) + ": " + flow($0.value) }.joined(separator: ", ") + "}"
        case .array(let items):
            return "[" + items.map(flow).joined(separator: ", ") + "]"
        default:
            return YAMLScalarWriter.text(for: value, style: .plain, inFlow: true) ?? "null"
        }
    }

    /// What follows `key:` (or `-` when `item`) whose line is indented `indent`: ` scalar`, ` []`,
    /// or the collection's lines below it. An item's mapping starts on the `-` line.
    func afterIndicator(_ value: JSONNode, indent: Int, item: Bool = false) -> String {
        switch value.kind {
        case .object(let members) where !members.isEmpty:
            let inner = indent + (item ? 2 : unit)
            let lines = mappingLines(members, indent: inner)
            if item { return " " + String(lines.dropFirst(inner)) }
            return newline + lines
        case .array(let items) where !items.isEmpty:
            let inner = indent + (item ? 2 : unit)
            let lines = sequenceLines(items, indent: inner)
            if item { return " " + String(lines.dropFirst(inner)) }
            return newline + lines
        case .object, .array:
            return " " + flow(value)
        default:
            return " " + (YAMLScalarWriter.text(for: value, style: .plain, inFlow: false, indent: indent + unit) ?? "null")
        }
    }

    private func mappingLines(_ members: [JSONNode.Member], indent: Int) -> String {
        let pad = String(repeating: " ", count: indent)
        return members.map { pad + key($0.key, inFlow: false) + ":" + afterIndicator($0.value, indent: indent) }
            .joined(separator: newline)
    }

    private func sequenceLines(_ items: [JSONNode], indent: Int) -> String {
        let pad = String(repeating: " ", count: indent)
        return items.map { pad + "-" + afterIndicator($0, indent: indent, item: true) }.joined(separator: newline)
    }
}
