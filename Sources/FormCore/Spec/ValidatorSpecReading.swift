import FormJSON

/// The keys of a validator object and which validator types each applies to.
enum ValidatorKey: String, CaseIterable {
    case type, message, pattern, min, max, tag, expression, schema

    func applies(to type: ValidatorType) -> Bool {
        switch self {
        case .type, .message: return true
        case .pattern: return type == .regex
        case .min, .max: return type == .length || type == .range
        case .tag: return type == .equals
        case .expression: return type == .expression
        case .schema: return type == .schema
        }
    }

    /// The key a validator of `type` cannot do without.
    static func required(by type: ValidatorType) -> ValidatorKey? {
        switch type {
        case .regex: return .pattern
        case .equals: return .tag
        case .expression: return .expression
        case .schema: return .schema
        case .length, .range: return nil
        }
    }
}

extension SpecReader {
    /// Reads one entry of `validators`. An `expression` validator's location is that of the
    /// expression's first character inside the quotes; the others' is the object's `{`. A member
    /// in error is recorded and skipped, and the validator is then nil.
    func validator(_ node: JSONValue, _ owner: Owner) throws -> ValidatorSpec? {
        guard let members = node.members else {
            throw fail(.entryNotObject(list: "validators", found: node.jsonType), at: node.location, owner)
        }
        guard let typeMember = members.first(named: ValidatorKey.type.rawValue) else {
            throw fail(.missingKey("type"), at: node.location, owner)
        }
        let type: ValidatorType? = ValidatorType(rawValue: try string(typeMember, owner))
        var message: String?
        var location = node.location
        var pattern: String?, tag: String?, expression: String?, schema: JSONNode?
        var min: Double?, max: Double?

        let errorsBefore = log.count
        for m in members {
            try log.recover {
                guard let key = ValidatorKey(rawValue: m.key) else {
                    throw unknownKey(m, among: ValidatorKey.allCases.map(\.rawValue), synonyms: SpecSynonyms.validatorKeys, owner)
                }
                if key == .type {
                    let _: ValidatorType = try name(m, owner, unknown: FormFileError.BadValue.unknownValidatorType)
                    return
                }
                guard let type else { return }
                guard key.applies(to: type) else {
                    throw fail(.keyNotApplicable(key: m.key, owner: .validator(type)), at: m.keyLocation, owner)
                }
                switch key {
                case .type:
                    break
                case .message:
                    message = try string(m, owner)
                case .pattern:
                    let text = try string(m, owner)
                    if let problem = Validation.regexError(text) {
                        throw badRegex(text, problem, m, owner)
                    }
                    pattern = text
                case .tag:
                    let name = try string(m, owner)
                    guard rowTagSet.contains(name) else {
                        let suggestion = Suggestion.closest(to: name, in: rowTags)
                        throw fail(.badValue(.unknownTagReference(name, suggestion: suggestion)), at: m.value.location, owner)
                    }
                    tag = name
                case .schema:
                    guard m.value.members != nil || m.value.boolValue != nil else { throw wrongType(m, .object, owner) }
                    schema = JSONNode(m.value)
                case .expression:
                    expression = try nonEmptyString(m, owner)
                    location = SourceLocation(line: m.value.location.line, column: m.value.location.column + 1)
                case .min, .max:
                    let n: Double
                    if type == .length {
                        n = Double(try size(m, owner, least: 0, most: SizeLimits.length))
                    } else {
                        n = try number(m, owner)
                    }
                    if key == .min { min = n } else { max = n }
                    try checkBounds(min.map(Value.number), max.map(Value.number), at: m.value.location, owner)
                }
            }
        }
        guard log.count == errorsBefore else { return nil }

        // Read `type` above: an unknown one was recorded at its member.
        guard let type else { throw fail(.missingKey("type"), at: node.location, owner) }
        func needed<T>(_ field: T?, _ key: ValidatorKey) throws -> T {
            guard let field else {
                throw fail(.badValue(.validatorMissingField(validator: type, field: key.rawValue)), at: node.location, owner)
            }
            return field
        }
        let kind: ValidatorSpec.Kind
        switch type {
        case .regex: kind = .regex(pattern: try needed(pattern, .pattern))
        case .equals: kind = .equals(tag: try needed(tag, .tag))
        case .expression: kind = .expression(try needed(expression, .expression))
        case .schema:
            let schema = try needed(schema, .schema)
            kind = .schema(SchemaRule(schema: schema, validator: schemaValidators(schema)))
        case .length, .range:
            guard min != nil || max != nil else {
                throw fail(.badValue(.validatorWithoutBounds(validator: type)), at: node.location, owner)
            }
            kind = type == .length ? .length(min: min.map { Int($0) }, max: max.map { Int($0) }) : .range(min: min, max: max)
        }
        return ValidatorSpec(kind: kind, message: message, location: location)
    }
}
