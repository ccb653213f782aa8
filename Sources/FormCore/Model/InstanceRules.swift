/// How the output of a form read from a JSON Schema is shaped into an instance of the schema.
public struct InstanceRules: Equatable, Sendable {
    /// The objects the schema requires (key paths, parents before children): written as `{}`
    /// when all their properties are left out, as long as their parent is written.
    public var requiredObjects: [[String]] = []
    /// The whole schema, which the instance is checked against at submit (what no single row can
    /// check: a root `allOf`'s conditions, `dependencies`, `oneOf` between objects).
    public var schema: SchemaRule?
    /// Members of the `--values` instance that no row holds (`$schema`, keys of an open object):
    /// written back as they were, after the rows' values (a row's value wins a clash).
    public var kept: [OutputEntry] = []

    public init(requiredObjects: [[String]] = [], schema: SchemaRule? = nil) {
        self.requiredObjects = requiredObjects
        self.schema = schema
    }

    /// The value of the "Other…" option of a choice whose schema also takes free text: never
    /// written (the free-text row beside it is).
    public static let otherOption = Value.string("\u{F8FF}other")
}
