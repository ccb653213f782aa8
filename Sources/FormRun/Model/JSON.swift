import FormCore

/// A JSON value: what a row holds and what `Answers` gives back. Numbers keep whole numbers exact
/// (`.integer`) apart from fractions (`.number`); an object keeps its members in order.
public enum JSON: Equatable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number, exact.
    case integer(Int64)
    /// A number with a fraction (or too large for `integer`).
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSON])
    /// An object, its members in order.
    case object([(key: String, value: JSON)])

    /// Equal values: objects with the same members in the same order; `integer(1)` is not `number(1)`.
    public static func == (a: JSON, b: JSON) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case let (.bool(x), .bool(y)): return x == y
        case let (.integer(x), .integer(y)): return x == y
        case let (.number(x), .number(y)): return x == y
        case let (.string(x), .string(y)): return x == y
        case let (.array(x), .array(y)): return x == y
        case let (.object(x), .object(y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }
}
