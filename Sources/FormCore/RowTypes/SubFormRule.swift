import FormJSON

/// What FormCore knows of `form` and `list` rows beyond their unit: their value is a node of the
/// tree of answers (an object; an array of objects; for a keyed list an object of objects), and a
/// list holds between `minItems` and `maxItems` items.
package enum SubFormRule {
    /// One item of a list: its key (keyed lists) and its object.
    package struct Item: Equatable, Sendable {
        package var key: String?
        package var value: Value

        package init(key: String?, value: Value) {
            self.key = key
            self.value = value
        }
    }

    /// The value as a node (an `.unparsed` text as the string it is, for summaries), or nil when
    /// it is not an object or an array (`null`).
    package static func document(_ value: Value) -> JSONNode? {
        switch value {
        case .object, .list: return value.jsonNode { JSONNode(.string($0), at: .unknown) }
        case .null, .bool, .number, .string, .unparsed: return nil
        }
    }

    /// The items of a `list` value in order (none for `null`).
    package static func items(_ value: Value) -> [Item] {
        switch value {
        case .list(let elements): return elements.map { Item(key: nil, value: $0) }
        case .object(let members): return members.map { Item(key: $0.key, value: $0.value) }
        case .null, .bool, .number, .string, .unparsed: return []
        }
    }

    /// The value of a `list` holding `items`: an array, or for a keyed list an object keyed by
    /// the items' keys.
    package static func value(of items: [Item], keyed: Bool) -> Value {
        if keyed { return .object(items.map { Value.Member(key: $0.key ?? "", value: $0.value) }) }
        return .list(items.map(\.value))
    }

    /// The checks of the nodes below a `form` or `list` row that its sub-form's rows do not
    /// see: the first JSON text row's text that is not JSON, named by its JSON Pointer below the
    /// row (`/0/repository: Not valid JSON: …`). The one nested walk of the value tree, kept
    /// small for the rule checker over the tree to take over.
    /// The members at the pointers of `skipping` passed this check on their own rows
    /// (`PassedBelow.nesting`) and are not walked again.
    static func nestedFailure(in value: Value, skipping: Set<String> = []) -> String? {
        guard let (path, text) = value.firstUnparsed(skipping: skipping) else { return nil }
        do {
            _ = try JSONReader.parse(text, file: "")
            return nil
        } catch {
            return "\(path): Not valid JSON: \(error.message)"
        }
    }

    /// An empty list's value: `[]`, or `{}` for a keyed one.
    static func emptyItems(of row: Row) -> Value {
        row.subForm?.keyed == true ? .object([]) : .list([])
    }
}
