import FormJSON

/// What FormCore knows of `form` and `list` rows beyond their unit: their value is JSON held as
/// compact text (an object; an array of objects; for a keyed list an object of objects), and a
/// list holds between `minItems` and `maxItems` items.
package enum SubFormRule {
    /// One item of a list: its key (keyed lists) and its object as compact JSON text.
    package struct Item: Equatable, Sendable {
        package var key: String?
        package var text: String

        package init(key: String?, text: String) {
            self.key = key
            self.text = text
        }
    }

    /// The JSON a document value holds, or nil for `null`, an empty text or text that is not JSON.
    package static func document(_ value: Value) -> JSONNode? {
        guard let text = value.stringValue, !text.isEmpty else { return nil }
        return try? JSONReader.parse(text)
    }

    /// The items of a `list` value in order (none for `null`).
    package static func items(_ value: Value) -> [Item] {
        guard let node = document(value) else { return [] }
        if let elements = node.elements { return elements.map { Item(key: nil, text: compact($0)) } }
        return node.members?.map { Item(key: $0.key, text: compact($0.value)) } ?? []
    }

    /// The value of a `list` holding `items`: an array, or for a keyed list an object keyed by
    /// the items' keys.
    package static func value(of items: [Item], keyed: Bool) -> Value {
        var out = keyed ? "{" : "["
        for (i, item) in items.enumerated() {
            if i > 0 { out += "," }
            if keyed { OutputWriter.write(.string(item.key ?? ""), compact: true, into: &out); out += ":" }
            out += item.text.isEmpty ? "{}" : item.text
        }
        out += keyed ? "}" : "]"
        return .string(out)
    }

    /// `node` as compact JSON text.
    package static func compact(_ node: JSONNode) -> String {
        var text = ""
        OutputWriter.write(node, indent: 0, compact: true, into: &text)
        return text
    }

    /// An empty list's value: `[]`, or `{}` for a keyed one.
    static func emptyItems(of row: Row) -> Value {
        .string(row.subForm?.keyed == true ? "{}" : "[]")
    }

    /// A count of items outside `minItems`…`maxItems`.
    static func failure(_ row: Row, _ value: Value, _ context: CheckContext) -> String? {
        let count = items(value).count
        if let min = row.minItems, count < min { return CheckMessage.tooFewItems(min: min).text }
        if let max = row.maxItems, count > max { return CheckMessage.tooManyItems(max: max).text }
        return nil
    }
}
