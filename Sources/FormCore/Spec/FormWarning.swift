import FormJSON

/// Something in a form file that formrun reads without refusing it but cannot honour in full
/// (JSON Schema keywords a form cannot ask for). `--check` prints them; the form still runs.
/// Worded in `FormFileError+Message.swift`.
package struct FormWarning: Equatable, Sendable, CustomStringConvertible {
    package enum Kind: Equatable, Sendable {
        /// A `format` JSON Schema does not define; the value is taken as plain text.
        case unknownFormat(String)
        /// An invalid `pattern` (and why); not checked.
        case patternNotSupported(String, RegexError)
        /// The property becomes a JSON text row checked against its sub-schema.
        case editedAsJSON(JSONReason)
        /// A keyword with no form equivalent, left out (`additionalProperties` beside `properties`).
        case ignoredKeyword(String)
        /// A `$ref` that cannot be followed (a URL, a file that cannot be read), and why: its row
        /// is JSON text checked only to be well-formed.
        case externalRef(String, reason: String?)
        /// An `if` formrun cannot turn into a condition.
        case conditionNotMapped
    }

    /// Why a property is edited as JSON text.
    package enum JSONReason: Equatable, Sendable {
        case arrayOfObjects
        case arrayOf(String)
        case openObject
        case patternProperties
        case objectChoice(String)
        case recursive
        case noType
        /// `type` lists a scalar and a container type (`["string", "object"]`).
        case severalTypes([String])
        /// A `pattern` (of the property or of its items) that needs backtracking: the row is JSON
        /// text, and the schema check skips the pattern.
        case backtrackingPattern(String, RegexBacktracking)
    }

    package var file: String
    package var location: SourceLocation
    /// The property's tag (its key path).
    package var tag: String?
    package var kind: Kind

    package init(file: String, location: SourceLocation, tag: String?, kind: Kind) {
        self.file = file
        self.location = location
        self.tag = tag
        self.kind = kind
    }
}
