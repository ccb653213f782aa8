import FormJSON

/// One member of the output and where it goes.
package struct OutputEntry: Equatable, Sendable {
    package enum Content: Equatable, Sendable {
        case value(Value)
        /// JSON written as it is (the value of a JSON text row, parsed).
        case json(JSONNode)
        /// An object with no members (a required object whose properties were all left out).
        case emptyObject
    }

    /// The keys from the top-level object down to the member.
    package var path: [String]
    package var content: Content

    package init(path: [String], content: Content) {
        self.path = path
        self.content = content
    }

    /// An entry at a dotted key path (`user.email`).
    package init(key: String, value: Value) {
        self.init(path: key.dottedParts(omittingEmpty: false), content: .value(value))
    }

    /// The key path written with dots (`user.email`).
    package var key: String { path.joined(separator: ".") }

    /// The value of a `.value` entry (`.null` for JSON text and empty objects).
    package var value: Value {
        if case .value(let value) = content { return value }
        return .null
    }
}
