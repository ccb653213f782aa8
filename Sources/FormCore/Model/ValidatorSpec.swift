import FormJSON

/// A validator as the form file declares it (`validators: [...]`).
package struct ValidatorSpec: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        case regex(pattern: String)
        case length(min: Int?, max: Int?)
        case range(min: Double?, max: Double?)
        case equals(tag: String)
        case expression(String)
        /// The value (a JSON text row's JSON) must be an instance of a JSON Schema.
        case schema(SchemaRule)
    }

    package var kind: Kind
    /// The message shown when the check fails; a default one is used when nil.
    package var message: String?
    package var location: SourceLocation
    /// A `regex`'s pattern as the person wrote it, when the one checked is derived from it (a JSON
    /// Schema's `pattern`, a search held as `[\s\S]*?(?:…)[\s\S]*`): what messages and F1 name.
    package var writtenPattern: String?

    package init(kind: Kind, message: String? = nil, location: SourceLocation = .unknown, writtenPattern: String? = nil) {
        self.kind = kind
        self.message = message
        self.location = location
        self.writtenPattern = writtenPattern
    }

    /// The validator's `type` as the form file names it.
    package var type: ValidatorType {
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
package enum ValidatorType: String, CaseIterable, Equatable, Sendable {
    case regex, length, range, equals, expression, schema
}

/// A JSON Schema a value must satisfy: the sub-schema, and the validator of the document it
/// belongs to (for `$ref`), made once per document and shared by every rule of it. The validator
/// is FormSchema's, given to the reader (`SchemaValidators`): the model holds the rule only.
package struct SchemaRule: Equatable, Sendable {
    package var schema: JSONNode
    package let validator: any InstanceValidator

    /// The document the schema belongs to.
    package var root: JSONNode { validator.root }

    package init(schema: JSONNode, validator: any InstanceValidator) {
        self.schema = schema
        self.validator = validator
    }

    package static func == (a: SchemaRule, b: SchemaRule) -> Bool {
        a.schema == b.schema && a.root == b.root
    }
}
