/// A typed value of a row: what the form file gives as `value`, what the user edits,
/// what conditions read and what is written as JSON on submit.
public enum Value: Equatable, Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Number)
    case string(String)
    case list([Value])

    public var isNull: Bool { self == .null }

    /// True for `null`, an empty string and an empty list.
    public var isEmpty: Bool {
        switch self {
        case .null: return true
        case .string(let s): return s.isEmpty
        case .list(let l): return l.isEmpty
        case .bool, .number: return false
        }
    }

    public var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    /// The number as a `Double` (the nearest one for whole numbers beyond 2^53).
    public var numberValue: Double? {
        if case .number(let n) = self { return n.double }
        return nil
    }

    /// The number, exact.
    public var exactNumber: Number? {
        if case .number(let n) = self { return n }
        return nil
    }

    /// A number value from a `Double`.
    public static func number(_ value: Double) -> Value { .number(Number(value)) }

    public var boolValue: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }
}
