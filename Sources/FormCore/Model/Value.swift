/// A typed value of a row, and a node of the tree of answers: what the form file gives as
/// `value`, what the user edits, what conditions read and what is written as JSON on submit.
/// A `form` row's value is an object, a `list` row's an array (a keyed list's an object of
/// objects), to any depth (`Value+JSON.swift` converts to and from JSON).
package enum Value: Equatable, Hashable, Sendable {
    /// One member of an object: its key and value.
    package struct Member: Equatable, Hashable, Sendable {
        package var key: String
        package var value: Value

        package init(key: String, value: Value) {
            self.key = key
            self.value = value
        }
    }

    case null
    case bool(Bool)
    case number(Number)
    case string(String)
    /// An array.
    case list([Value])
    /// An object, its members in order.
    case object([Member])
    /// Text typed into a JSON text row that is not JSON: kept as typed (nothing typed is lost),
    /// never written to an output, and always a rule failure.
    case unparsed(String)

    package var isNull: Bool { self == .null }

    /// True for `null`, an empty string, an empty list and an empty object.
    package var isEmpty: Bool {
        switch self {
        case .null: return true
        case .string(let s), .unparsed(let s): return s.isEmpty
        case .list(let l): return l.isEmpty
        case .object(let m): return m.isEmpty
        case .bool, .number: return false
        }
    }

    /// The members of an object.
    package var members: [Member]? {
        if case .object(let m) = self { return m }
        return nil
    }

    /// The elements of an array.
    package var elements: [Value]? {
        if case .list(let l) = self { return l }
        return nil
    }

    /// The node at `path` below this one (object keys), or nil.
    package func at(_ path: [String]) -> Value? {
        var node = self
        for key in path {
            guard let next = node[key] else { return nil }
            node = next
        }
        return node
    }

    /// The first member named `key` of an object.
    package subscript(key: String) -> Value? {
        members?.first(where: { $0.key == key })?.value
    }

    package var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    /// The number as a `Double` (the nearest one for whole numbers beyond 2^53).
    package var numberValue: Double? {
        if case .number(let n) = self { return n.double }
        return nil
    }

    /// The number, exact.
    package var exactNumber: Number? {
        if case .number(let n) = self { return n }
        return nil
    }

    /// A number value from a `Double`.
    package static func number(_ value: Double) -> Value { .number(Number(value)) }

    package var boolValue: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }
}
