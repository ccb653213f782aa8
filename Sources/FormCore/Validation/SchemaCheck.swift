import FormJSON

/// A row's value checked against a JSON Schema (`ValidatorSpec.Kind.schema`).
enum SchemaCheck {
    /// The first failure's message (with where, for a JSON text row's nested value), or nil when
    /// the value is an instance of the schema.
    static func failure(of value: Value, encoding: ValueEncoding, against rule: SchemaRule,
                        checkedBelow: [String: SourceLocation] = [:]) -> String? {
        first(of: value, encoding: encoding, against: rule, checkedBelow: checkedBelow).map { $0.path.isEmpty ? $0.message : $0.path + ": " + $0.message }
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
        case .jsonOrString:
            instance = TypedJSON.value(value.stringValue ?? "")
        case .rfc3339:
            instance = node(.string(RFC3339Text.encode(value.stringValue ?? "")))
        case .asIs, .trueOnly, .tree:
            instance = node(value)
        }
        return rule.validator.failures(of: instance, against: rule.schema).first
    }

    /// `first(of:encoding:against:)` leaving out the members at the pointers of `checkedBelow`
    /// (values of sub-form rows that passed their own checks, against the `properties` schema at
    /// the location given: `InstanceValidator.failures(checkedBelow:)`). Those members are empty
    /// stand-ins in the instance built, so that a level of a deep tree costs its own members;
    /// when a rule reads one of them whole, the whole value is built and checked.
    static func first(of value: Value, encoding: ValueEncoding, against rule: SchemaRule,
                      checkedBelow: [String: SourceLocation]) -> SchemaFailure? {
        guard !checkedBelow.isEmpty, encoding == .asIs || encoding == .tree, case .object(let members) = value else {
            return first(of: value, encoding: encoding, against: rule)
        }
        var standIns: Set<String> = []
        let level = JSONNode(.object(members.map { member in
            let pointer = JSONPointer.appending(member.key, to: "")
            if checkedBelow[pointer] != nil, let standIn = standIn(for: member.value) {
                standIns.insert(pointer)
                return JSONNode.Member(key: member.key, keyLocation: .unknown, value: standIn)
            }
            return JSONNode.Member(key: member.key, keyLocation: .unknown, value: node(member.value))
        }), at: .unknown)
        let found = rule.validator.failures(of: level, against: rule.schema, checkedBelow: checkedBelow, standIns: standIns)
            ?? rule.validator.failures(of: node(value), against: rule.schema, checkedBelow: checkedBelow)
        return found.first
    }

    /// The empty object or array that stands for `value`, a non-empty one, in an instance whose
    /// check leaves it out (`SchemaValidator.failures(standIns:)`); nil for any other value.
    static func standIn(for value: Value) -> JSONNode? {
        switch value {
        case .object(let members) where !members.isEmpty: return JSONNode(.object([]), at: .unknown)
        case .list(let items) where !items.isEmpty: return JSONNode(.array([]), at: .unknown)
        default: return nil
        }
    }

    /// The JSON of a row's value.
    static func node(_ value: Value) -> JSONNode { value.jsonNode() }
}
