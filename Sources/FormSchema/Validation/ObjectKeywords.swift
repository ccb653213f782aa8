import FormJSON

/// The object keywords: required and allowed properties, their schemas and counts.
enum ObjectKeywords {
    static func checkRequired(_ value: JSONNode, _ instance: JSONNode, at path: String, _ run: inout SchemaEvaluation) {
        guard let members = instance.members else { return }
        for name in value.elements ?? [] {
            guard let name = name.stringValue, !SchemaKeys.contains(members, name) else { continue }
            run.fail(path, .missing(name))
        }
    }

    static func checkProperties(_ value: JSONNode, _ instance: JSONNode, at path: String, _ run: inout SchemaEvaluation) {
        guard let members = instance.members, let properties = value.members else { return }
        for member in members {
            guard let property = SchemaKeys.value(in: properties, named: member.key) else { continue }
            let childPath = JSONPointer.appending(member.key, to: path)
            if run.isCheckedBelow(member.value, property, at: childPath) { continue }
            run.descend(member.value, property, at: childPath)
        }
    }

    static func checkPatternProperties(_ value: JSONNode, _ instance: JSONNode, at path: String, _ run: inout SchemaEvaluation) {
        guard let members = instance.members, let properties = value.members else { return }
        for member in members {
            for property in properties where keyMatches(property.key, member.key) == true {
                run.descend(member.value, property.value, at: JSONPointer.appending(member.key, to: path))
            }
        }
    }

    /// The members named by neither `properties` nor `patternProperties`, against `value`; when it
    /// is `false`, each is "not allowed" at the object.
    static func checkAdditionalProperties(_ value: JSONNode, of schema: JSONNode, _ instance: JSONNode, at path: String,
                                   _ run: inout SchemaEvaluation) {
        guard let members = instance.members else { return }
        let named = schema["properties"]?.members ?? []
        let patterned = schema["patternProperties"]?.members ?? []
        for member in members {
            // A pattern formrun refuses (lookaround) is not checked: no key counts as outside it.
            guard SchemaKeys.value(in: named, named: member.key) == nil,
                  !patterned.contains(where: { keyMatches($0.key, member.key) ?? true }) else { continue }
            if value.boolValue == false {
                run.fail(path, .notAllowed(member.key))
            } else {
                run.descend(member.value, value, at: JSONPointer.appending(member.key, to: path))
            }
        }
    }

    /// Each key, as a string, against `value`; the failures are told at the object, naming the key.
    static func checkPropertyNames(_ value: JSONNode, _ instance: JSONNode, at path: String, _ run: inout SchemaEvaluation) {
        guard let members = instance.members else { return }
        for member in members {
            let mark = run.failures.count
            run.descend(JSONNode(.string(member.key), at: member.keyLocation), value,
                    at: JSONPointer.appending(member.key, to: path))
            let found = run.failures[mark...].map(\.message)
            run.failures.removeSubrange(mark...)
            for message in found {
                run.fail(path, message == "Not allowed"
                    ? .notAllowed(member.key)
                    : .other("Property name '\(member.key)': " + SchemaText.lowercasingFirst(message)))
            }
        }
    }

    static func checkPropertyCount(_ keyword: SchemaKeyword, _ value: JSONNode, _ instance: JSONNode, at path: String,
                            _ run: inout SchemaEvaluation) {
        guard let count = instance.members?.count, let limit = value.intValue else { return }
        if keyword == .minProperties, count < limit {
            run.fail(path, "At least " + SchemaText.count(limit, "property", "properties"))
        } else if keyword == .maxProperties, count > limit {
            run.fail(path, "At most " + SchemaText.count(limit, "property", "properties"))
        }
    }

    /// `dependentRequired`, `dependentSchemas`, and draft-07 `dependencies` (a list of names is
    /// `dependentRequired`, a schema is `dependentSchemas`).
    static func checkDependencies(_ keyword: SchemaKeyword, _ value: JSONNode, _ instance: JSONNode, at path: String,
                           _ run: inout SchemaEvaluation) {
        guard let members = instance.members else { return }
        for dependency in value.members ?? [] where SchemaKeys.contains(members, dependency.key) {
            if let names = dependency.value.elements {
                guard keyword != .dependentSchemas else { continue }
                for name in names {
                    guard let name = name.stringValue, !SchemaKeys.contains(members, name) else { continue }
                    run.fail(path, "Missing property '\(name)', required when '\(dependency.key)' is present")
                }
            } else if keyword != .dependentRequired {
                run.evaluate(instance, dependency.value, at: path)
            }
        }
    }

    /// Whether `key` matches `pattern`; nil when the pattern is refused.
    private static func keyMatches(_ pattern: String, _ key: String) -> Bool? {
        guard let regex = SchemaPattern.compile(pattern) else { return nil }
        return SchemaPattern.matches(regex, key)
    }
}
