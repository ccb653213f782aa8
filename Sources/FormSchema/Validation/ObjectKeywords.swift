import FormJSON
import FormCore

extension SchemaValidator {
    func checkRequired(_ value: JSONNode, _ instance: JSONNode, at path: String, _ run: inout Run) {
        guard let members = instance.members else { return }
        for name in value.elements ?? [] {
            guard let name = name.stringValue, !Keys.contains(members, name) else { continue }
            run.fail(path, "Missing required property '\(name)'")
        }
    }

    func checkProperties(_ value: JSONNode, _ instance: JSONNode, at path: String, _ run: inout Run) {
        guard let members = instance.members, let properties = value.members else { return }
        for member in members {
            guard let property = Keys.value(in: properties, named: member.key) else { continue }
            descend(member.value, property, at: JSONPointer.appending(member.key, to: path), &run)
        }
    }

    func checkPatternProperties(_ value: JSONNode, _ instance: JSONNode, at path: String, _ run: inout Run) {
        guard let members = instance.members, let properties = value.members else { return }
        for member in members {
            for property in properties where keyMatches(property.key, member.key) {
                descend(member.value, property.value, at: JSONPointer.appending(member.key, to: path), &run)
            }
        }
    }

    /// The members named by neither `properties` nor `patternProperties`, against `value`; when it
    /// is `false`, each is "not allowed" at the object.
    func checkAdditionalProperties(_ value: JSONNode, of schema: JSONNode, _ instance: JSONNode, at path: String,
                                   _ run: inout Run) {
        guard let members = instance.members else { return }
        let named = schema["properties"]?.members ?? []
        let patterned = schema["patternProperties"]?.members ?? []
        for member in members {
            guard Keys.value(in: named, named: member.key) == nil,
                  !patterned.contains(where: { keyMatches($0.key, member.key) }) else { continue }
            if value.boolValue == false {
                run.fail(path, "Property '\(member.key)' is not allowed")
            } else {
                descend(member.value, value, at: JSONPointer.appending(member.key, to: path), &run)
            }
        }
    }

    /// Each key, as a string, against `value`; the failures are told at the object, naming the key.
    func checkPropertyNames(_ value: JSONNode, _ instance: JSONNode, at path: String, _ run: inout Run) {
        guard let members = instance.members else { return }
        for member in members {
            let mark = run.failures.count
            descend(JSONNode(.string(member.key), at: member.keyLocation), value,
                    at: JSONPointer.appending(member.key, to: path), &run)
            let found = run.failures[mark...].map(\.message)
            run.failures.removeSubrange(mark...)
            for message in found {
                run.fail(path, message == "Not allowed"
                    ? "Property '\(member.key)' is not allowed"
                    : "Property name '\(member.key)': " + Text.lowercasingFirst(message))
            }
        }
    }

    func checkPropertyCount(_ keyword: Keyword, _ value: JSONNode, _ instance: JSONNode, at path: String,
                            _ run: inout Run) {
        guard let count = instance.members?.count, let limit = value.intValue else { return }
        if keyword == .minProperties, count < limit {
            run.fail(path, "At least " + Text.count(limit, "property", "properties"))
        } else if keyword == .maxProperties, count > limit {
            run.fail(path, "At most " + Text.count(limit, "property", "properties"))
        }
    }

    /// `dependentRequired`, `dependentSchemas`, and draft-07 `dependencies` (a list of names is
    /// `dependentRequired`, a schema is `dependentSchemas`).
    func checkDependencies(_ keyword: Keyword, _ value: JSONNode, _ instance: JSONNode, at path: String,
                           _ run: inout Run) {
        guard let members = instance.members else { return }
        for dependency in value.members ?? [] where Keys.contains(members, dependency.key) {
            if let names = dependency.value.elements {
                guard keyword != .dependentSchemas else { continue }
                for name in names {
                    guard let name = name.stringValue, !Keys.contains(members, name) else { continue }
                    run.fail(path, "Missing property '\(name)', required when '\(dependency.key)' is present")
                }
            } else if keyword != .dependentRequired {
                evaluate(instance, dependency.value, at: path, &run)
            }
        }
    }

    private func keyMatches(_ pattern: String, _ key: String) -> Bool {
        guard let regex = SchemaPattern.compile(pattern) else { return false }
        return SchemaPattern.matches(regex, key)
    }
}
