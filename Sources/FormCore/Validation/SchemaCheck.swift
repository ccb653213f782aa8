import FormJSON

/// A row's value checked against a JSON Schema (`ValidatorSpec.Kind.schema`).
enum SchemaCheck {
    /// The first failure's message (with where, for a JSON text row's nested value), or nil when
    /// the value is an instance of the schema.
    static func failure(of value: Value, encoding: ValueEncoding, against rule: SchemaRule) -> String? {
        let instance: JSONNode
        switch encoding {
        case .jsonText:
            do {
                instance = try JSONReader.parse(value.stringValue ?? "", file: "")
            } catch {
                return "Not valid JSON: " + error.message
            }
        case .rfc3339:
            instance = node(.string(RFC3339Text.encode(value.stringValue ?? "")))
        case .asIs, .trueOnly, .tree:
            instance = node(value)
        }
        guard let first = rule.validator.failures(of: instance, against: rule.schema).first else { return nil }
        return first.path.isEmpty ? first.message : first.path + ": " + first.message
    }

    /// The JSON of a row's value.
    static func node(_ value: Value) -> JSONNode { value.jsonNode() }
}
