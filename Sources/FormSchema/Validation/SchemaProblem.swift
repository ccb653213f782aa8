import FormJSON

/// What is wrong with a value against a schema, before it is put in words: the closest branch of
/// a failed `oneOf`/`anyOf` (`ClosestBranch`) is chosen by it, and `message` is the one place the
/// validator's words come from.
enum SchemaProblem {
    /// Not of the type(s) named.
    case type([String])
    /// Not one of the values of an `enum`.
    case notOneOf([JSONNode])
    /// Not the value of a `const`.
    case notExactly(JSONNode)
    /// A required member is missing.
    case missing(String)
    /// A member the schema does not allow.
    case notAllowed(String)
    /// None of a `oneOf`/`anyOf`'s branches match; each alternative is what one branch needs
    /// added and taken away, the closest first.
    case needs([KeyChange])
    /// A problem only told, never weighed, in words made where it was found.
    case other(String)

    /// What a branch needs added (`missing`) and taken away (`extra`) to match.
    struct KeyChange: Equatable {
        var missing: [String]
        var extra: [String]
    }

    /// The problem in words: sentence case, no trailing period.
    var message: String {
        switch self {
        case .type(let names): return SchemaTypeNames.message(for: names)
        case .notOneOf(let allowed): return "Must be one of: " + allowed.map(SchemaText.display).joined(separator: ", ")
        case .notExactly(let value): return "Must be exactly " + SchemaText.display(value)
        case .missing(let name): return "Missing required property '\(name)'"
        case .notAllowed(let name): return "Property '\(name)' is not allowed"
        case .needs(let alternatives): return Self.needs(alternatives)
        case .other(let message): return message
        }
    }

    /// "Needs `runs-on` or `uses`"; "Needs `runs-on`, or `uses` without `steps`".
    private static func needs(_ alternatives: [KeyChange]) -> String {
        let phrases = alternatives.map { change in
            let names = change.missing.map { "`\($0)`" }.joined(separator: " and ")
            return change.extra.isEmpty ? names : names + " without " + change.extra.map { "`\($0)`" }.joined(separator: " or ")
        }
        guard phrases.count > 1 else { return "Needs " + (phrases.first ?? "") }
        let plain = alternatives.allSatisfy { $0.extra.isEmpty && $0.missing.count == 1 }
        return "Needs " + phrases.dropLast().joined(separator: ", ") + (plain ? " or " : ", or ") + (phrases.last ?? "")
    }
}
