/// A typed value of a row: what the form file gives as `value`, what the user edits,
/// what conditions read and what is written as JSON on submit.
package enum Value: Equatable, Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Number)
    case string(String)
    case list([Value])

    package var isNull: Bool { self == .null }

    /// True for `null`, an empty string and an empty list.
    package var isEmpty: Bool {
        switch self {
        case .null: return true
        case .string(let s): return s.isEmpty
        case .list(let l): return l.isEmpty
        case .bool, .number: return false
        }
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
