/// How a row's value is written into the output, when not as the value itself.
package enum ValueEncoding: Equatable, Sendable {
    /// The value as the row holds it.
    case asIs
    /// The row's text is JSON, written as the JSON it holds (a JSON Schema property formrun
    /// cannot turn into rows).
    case jsonText
    /// Like `jsonText`, but text that is not JSON is the string it spells (`MIT`), as `--set`
    /// reads a VALUE (`TypedJSON`): a member added under `more keys`.
    case jsonOrString
    /// A `form` or `list` row's tree (an object, an array of objects, an object of objects),
    /// written as the JSON it is.
    case tree
    /// A time or date-and-time written as RFC 3339 wants it (`10:30:00+02:00`,
    /// `2026-11-30T10:30:00Z`): seconds and the local offset added (JSON Schema `format`s).
    case rfc3339
    /// A switch for an optional boolean without a default: `false` is left out of an instance,
    /// as if not answered (a switch has no "not answered" of its own).
    case trueOnly

    /// Whether the row's text is written as the JSON it holds (`jsonText`, `jsonOrString`).
    package var isJSONText: Bool { self == .jsonText || self == .jsonOrString }
}
