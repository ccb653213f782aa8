import FormCore
import FormJSON

/// One validation in progress: the document's references, the failures found so far and where
/// evaluation stands. The keyword checkers (`ValueKeywords`, `ApplicatorKeywords`, …) take it
/// `inout` and come back through `evaluate` for sub-schemas.
///
/// Evaluation recurses through `evaluate`, `apply` and the checkers that lead to sub-schemas;
/// those are kept small, for debug builds give every local of a function its own stack slot.
struct SchemaEvaluation {
    /// The deepest nesting of schema evaluations; deeper ones are skipped (treated as valid) so that
    /// hand-built, absurdly deep documents cannot exhaust the stack.
    static let maxDepth = 1000
    /// The most `$ref`s followed one inside another without moving on to a child value.
    static let maxRefChain = 64

    /// Where `$ref`s lead.
    let index: SchemaRefIndex
    var failures: [SchemaFailure] = []
    /// The base URI that relative `$ref`s resolve against (the nearest enclosing `$id`).
    var base = ""
    var depth = 0
    /// The `$ref` targets entered since evaluation last moved on to a child value. Entering one of
    /// them again would evaluate the same schema against the same value forever, so it is skipped.
    var refChain: [String] = []

    init(index: SchemaRefIndex) {
        self.index = index
    }

    mutating func fail(_ path: String, _ message: String) {
        failures.append(SchemaFailure(path: path, message: message))
    }

    /// Appends the failures of `instance`, found at `path`, against `schema`.
    mutating func evaluate(_ instance: JSONNode, _ schema: JSONNode, at path: String) {
        let keywords: [JSONNode.Member]
        switch schema.kind {
        case .bool(let allowed):
            if !allowed { fail(path, "Not allowed") }
            return
        case .object(let members):
            keywords = members
        default:
            return
        }
        guard depth < Self.maxDepth else { return }
        let outerBase = base
        depth += 1
        enterResource(schema)
        for member in keywords {
            if let keyword = SchemaKeyword(rawValue: member.key) {
                apply(keyword, member.value, of: schema, to: instance, at: path)
            }
        }
        depth -= 1
        base = outerBase
    }

    /// A schema with an `$id` (not a mere `#anchor`) is the base URI of the references inside it.
    private mutating func enterResource(_ schema: JSONNode) {
        if let id = schema["$id"]?.stringValue, !id.hasPrefix("#") {
            base = URIReference.withoutFragment(URIReference.resolve(id, against: base))
        }
    }

    /// Whether `instance` satisfies `schema`, leaving the failures as they were.
    mutating func isValid(_ instance: JSONNode, _ schema: JSONNode, at path: String) -> Bool {
        let mark = failures.count
        evaluate(instance, schema, at: path)
        let valid = failures.count == mark
        failures.removeSubrange(mark...)
        return valid
    }

    /// Evaluates a member or item of the current value: a move that ends any `$ref` chain.
    mutating func descend(_ child: JSONNode, _ schema: JSONNode, at childPath: String) {
        let chain = refChain
        refChain = []
        evaluate(child, schema, at: childPath)
        refChain = chain
    }

    /// `isValid` for a member or item of the current value.
    mutating func childIsValid(_ child: JSONNode, _ schema: JSONNode, at childPath: String) -> Bool {
        let chain = refChain
        refChain = []
        let valid = isValid(child, schema, at: childPath)
        refChain = chain
        return valid
    }
}
