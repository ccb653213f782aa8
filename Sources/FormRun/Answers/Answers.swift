import FormCore
import FormUI

/// The answers of a submitted form: as JSON values by output key, as the JSON text the command
/// line prints, or decoded into any `Decodable` type.
public struct Answers: Sendable {
    /// The answers as the command line prints them (pretty, two-space indent, ending in a newline).
    public let json: String
    /// The answers as one JSON value (an object, unless the form writes a whole document).
    public let value: JSON
    /// The screen when the form ended, for a scripted run (`run(keys:size:)`); nil otherwise.
    public let screen: String?

    /// The answers of a state that passed its checks.
    init(_ state: FormState, screen: String? = nil) {
        json = OutputWriter.json(state.outputEntries, compact: false)
        value = JSON(parsing: json) ?? .null
        self.screen = screen
    }

    /// The answer at an output key (`"age"`); a dotted key path (`"user.email"`) reads nested
    /// objects when no member has the dotted name itself. Nil for a row not answered (hidden).
    public subscript(key: String) -> JSON? {
        if let direct = value[key] { return direct }
        var current: JSON? = value
        for part in key.split(separator: ".", omittingEmptySubsequences: false) {
            current = current?[String(part)]
        }
        return current
    }

    /// The answers decoded into `type`: output keys are property names, a dotted key path
    /// (`user.name`) a nested type, lists arrays; whole numbers decode into any integer type,
    /// strings into enums with string raw values.
    public func decode<T: Decodable>(_ type: T.Type = T.self) throws -> T {
        try SingleJSON(value: value, codingPath: []).decode(T.self)
    }
}

extension Answers {
    /// Any JSON value decoded into `type` as `decode` does with the answers.
    public static func decode<T: Decodable>(_ type: T.Type, from value: JSON) throws -> T {
        try SingleJSON(value: value, codingPath: []).decode(T.self)
    }
}
