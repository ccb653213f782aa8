/// How the output of a form read from a JSON Schema is shaped into an instance of the schema.
public struct InstanceRules: Equatable, Sendable {
    /// The objects the schema requires (key paths, parents before children): written as `{}`
    /// when all their properties are left out, as long as their parent is written.
    public var requiredObjects: [[String]] = []

    public init(requiredObjects: [[String]] = []) {
        self.requiredObjects = requiredObjects
    }

    /// The value of the "Other…" option of a choice whose schema also takes free text: never
    /// written (the free-text row beside it is).
    public static let otherOption = Value.string("\u{F8FF}other")
}
