/// A validator as the form file declares it (`validators: [...]`).
public struct ValidatorSpec: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case regex(pattern: String)
        case length(min: Int?, max: Int?)
        case range(min: Double?, max: Double?)
        case equals(tag: String)
        case expression(String)
        /// The value (a JSON text row's JSON) must be an instance of a JSON Schema.
        case schema(SchemaRule)
    }

    public var kind: Kind
    /// The message shown when the check fails; a default one is used when nil.
    public var message: String?
    public var location: SourceLocation

    public init(kind: Kind, message: String? = nil, location: SourceLocation = .unknown) {
        self.kind = kind
        self.message = message
        self.location = location
    }

    /// The validator's `type` as the form file names it.
    public var type: ValidatorType {
        switch kind {
        case .regex: return .regex
        case .length: return .length
        case .range: return .range
        case .equals: return .equals
        case .expression: return .expression
        case .schema: return .schema
        }
    }
}

/// The `type` of a validator object.
public enum ValidatorType: String, CaseIterable, Equatable, Sendable {
    case regex, length, range, equals, expression, schema
}

/// A JSON Schema a value must satisfy: the sub-schema and the document it belongs to (for `$ref`).
public struct SchemaRule: Equatable, Sendable {
    public var schema: JSONNode
    public var root: JSONNode

    public init(schema: JSONNode, root: JSONNode) {
        self.schema = schema
        self.root = root
    }
}
