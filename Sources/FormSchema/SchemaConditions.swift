import FormJSON
import FormCore

/// `if`/`then`/`else` and `dependentRequired` (draft-07 `dependencies`) as conditions on rows.
///
/// An `if` that tests one property with `const` or `enum` becomes an expression over that row
/// (`$kind == 'card'`, `$kind in ['a', 'b']`); when the `if` does not also require the property,
/// an empty value passes it too, as JSON Schema says (`empty($kind) || …`). The rows `then`
/// requires are required while it holds, those `else` requires while it does not; properties
/// only a branch declares are shown while it holds.
struct SchemaConditional {
    var location: SourceLocation
    /// The expression that is true when `if` passes; nil when the `if` is not one formrun maps.
    var test: String?
    var then: JSONNode?
    var otherwise: JSONNode?

    var negated: String? { test.map { "!(" + $0 + ")" } }
}

extension SchemaFormReader {
    /// The conditionals of an object, their tests written over the rows' tags (`tagOf` gives the
    /// tag of a property's row, nil when it has none).
    func conditionals(of flat: SchemaResolver.Flat, tagOf: (String) -> String?) -> [SchemaConditional] {
        flat.conditionals.map { node in
            var conditional = SchemaConditional(location: node["if"]?.location ?? node.location, test: nil,
                                                then: node["then"], otherwise: node["else"])
            guard let test = node["if"], let tested = test["properties"]?.members, tested.count == 1,
                  let property = tested.first, let tag = tagOf(property.key) else { return conditional }
            let requires = test["required"]?.elements?.contains { $0.stringValue == property.key } ?? false
            let schema = (try? resolver.flatten(property.value).node) ?? property.value
            let comparison: String
            if let constant = schema["const"], let literal = Self.literal(constant) {
                comparison = "$\(tag) == \(literal)"
            } else if let values = schema["enum"]?.elements {
                let literals = values.compactMap(Self.literal)
                guard literals.count == values.count else { return conditional }
                comparison = "$\(tag) in [" + literals.joined(separator: ", ") + "]"
            } else {
                return conditional
            }
            conditional.test = requires ? comparison : "empty($\(tag)) || \(comparison)"
            return conditional
        }
    }

    /// Makes the rows that `then`/`else` or `dependentRequired` name required while they hold.
    mutating func applyRequired(_ conditionals: [SchemaConditional], object node: JSONNode, rows: inout [Row],
                                rowIndex: [String: Int]) {
        func require(_ name: String, when expression: String, at location: SourceLocation) {
            guard let index = rowIndex[name], !rows[index].type.isBool else { return }
            rows[index].required = Self.or(rows[index].required, .expression(expression, location))
        }
        for conditional in conditionals {
            guard let test = conditional.test, let negated = conditional.negated else { continue }
            for (branch, holds) in [(conditional.then, test), (conditional.otherwise, negated)] {
                for name in branch?["required"]?.elements?.compactMap(\.stringValue) ?? [] {
                    require(name, when: holds, at: conditional.location)
                }
            }
        }
        var dependencies: [JSONNode.Member] = node["dependentRequired"]?.members ?? []
        for member in node["dependencies"]?.members ?? [] {
            if member.value.elements != nil {
                dependencies.append(member)
            } else {
                warn(.ignoredKeyword("dependencies"), at: member.keyLocation, tag: member.key)
            }
        }
        if let schemas = node["dependentSchemas"] { warn(.ignoredKeyword("dependentSchemas"), at: schemas.location, tag: nil) }
        for dependency in dependencies {
            guard let index = rowIndex[dependency.key] else { continue }
            let given = Self.hasValue(rows[index])
            for name in dependency.value.elements?.compactMap(\.stringValue) ?? [] {
                require(name, when: given, at: dependency.keyLocation)
            }
        }
    }

    /// `a || b` as a condition (constants folded).
    static func or(_ a: Condition, _ b: Condition) -> Condition {
        switch (a, b) {
        case (.constant(true), _), (_, .constant(true)): return .always
        case (.constant(false), _): return b
        case (_, .constant(false)): return a
        case let (.expression(x, location), .expression(y, _)): return .expression("(\(x)) || (\(y))", location)
        }
    }

    /// A JSON scalar as a condition literal (`'card'`, `3`, `true`); nil for anything else.
    static func literal(_ node: JSONNode) -> String? {
        switch node.kind {
        case .string(let s):
            var escaped = ""
            for c in s {
                if c == "\\" || c == "'" { escaped.append("\\") }
                escaped.append(c)
            }
            return "'" + escaped + "'"
        case .number(let raw, _): return raw
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        case .object, .array: return nil
        }
    }
}
