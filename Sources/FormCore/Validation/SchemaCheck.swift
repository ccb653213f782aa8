import FormJSON

/// A row's value checked against a JSON Schema (`ValidatorSpec.Kind.schema`).
enum SchemaCheck {
    /// The first failure's message (with where, for a JSON text row's nested value), or nil when
    /// the value is an instance of the schema.
    static func failure(of value: Value, encoding: ValueEncoding, against rule: SchemaRule) -> String? {
        first(of: value, encoding: encoding, against: rule).map { $0.path.isEmpty ? $0.message : $0.path + ": " + $0.message }
    }

    /// The first failure, its path inside the value (`/web/ports/0/target`) apart.
    static func first(of value: Value, encoding: ValueEncoding, against rule: SchemaRule) -> SchemaFailure? {
        let instance: JSONNode
        switch encoding {
        case .jsonText:
            do {
                instance = try JSONReader.parse(value.stringValue ?? "", file: "")
            } catch {
                return SchemaFailure(path: "", message: "Not valid JSON: " + error.message)
            }
        case .rfc3339:
            instance = node(.string(RFC3339Text.encode(value.stringValue ?? "")))
        case .asIs, .trueOnly, .tree:
            instance = node(value)
        }
        return rule.validator.failures(of: instance, against: rule.schema).first
    }

    /// The JSON of a row's value.
    static func node(_ value: Value) -> JSONNode { value.jsonNode() }
}
