import FormCore

/// A JSON value: what a row holds and what `Answers` gives back. Numbers keep whole numbers exact
/// (`.integer`) apart from fractions (`.number`); an object keeps its members in order.
public enum JSON: Equatable, Sendable {
    /// `null`: an empty optional row, a hidden one's place in a list.
    case null
    /// `true` or `false`: a switch, a check.
    case bool(Bool)
    /// A whole number, exact to 64 bits.
    case integer(Int64)
    /// A number with a fraction.
    case number(Double)
    /// Text, a date (`YYYY-MM-DD`), a time, a choice's value.
    case string(String)
    /// A list: tokens, a multiple choice, a sub-form list's items.
    case array([JSON])
    /// An object, its members in the order they were written.
    case object([(key: String, value: JSON)])

    /// Equal values of the same kind; objects compare member by member, in order.
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
