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
    var failures: [Finding] = []
    /// The base URI that relative `$ref`s resolve against (the nearest enclosing `$id`).
    var base = ""
    var depth = 0
    /// The `$ref` targets entered since evaluation last moved on to a child value. Entering one of
    /// them again would evaluate the same schema against the same value forever, so it is skipped.
    var refChain: [String] = []
    /// Members (by pointer) that are the values of sub-form rows, already checked whole by their
    /// row against the `properties` schema at the location given: evaluating them again through
    /// that schema is skipped, so that a form's check across properties does not walk the tree
    /// of every sub-form below it (issue 27). Never skipped inside `isValid`, where a member's
    /// failures decide a branch rather than being told.
    var checkedBelow: [String: SourceLocation] = [:]
    /// Members of the instance (by pointer, among `checkedBelow`) given as stand-ins: an empty
    /// object or array in place of a value already checked, so that the instance is built in time
    /// linear in its own level. Evaluation that would read a stand-in's content (a trial, `const`
    /// or `enum` on the whole instance, another schema for that member) sets `readStandIn`, and the
    /// caller evaluates again with the whole value (`SchemaValidator.failures(standIns:)`).
    var standIns: Set<String> = []
    /// Whether evaluation reached into a stand-in (`standIns`): its failures do not count.
    private(set) var readStandIn = false
    /// How many `isValid` evaluations are under way.
    private var trial = 0
    /// How many schemas were applied to a value: the work done, for the tests that count it.
    private(set) var evaluated = 0

    init(index: SchemaRefIndex) {
        self.index = index
    }

    /// One failure found: where, and what (`SchemaProblem`).
    struct Finding {
        var path: String
        var problem: SchemaProblem
        var message: String { problem.message }
    }

    mutating func fail(_ path: String, _ message: String) {
        failures.append(Finding(path: path, problem: .other(message)))
    }

    mutating func fail(_ path: String, _ problem: SchemaProblem) {
        failures.append(Finding(path: path, problem: problem))
    }

    /// Whether evaluation is inside an `isValid` trial, where failures decide and are not told.
    var isTrial: Bool { trial > 0 }

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
        if !standIns.isEmpty, standIns.contains(path) {
            readStandIn = true
            return
        }
        evaluated += 1
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
        trialFailures(instance, schema, at: path).isEmpty
    }

    /// The failures of `instance` against `schema` as a trial (`isValid`), leaving the failures as
    /// they were.
    mutating func trialFailures(_ instance: JSONNode, _ schema: JSONNode, at path: String) -> ArraySlice<Finding> {
        let mark = failures.count
        trial += 1
        evaluate(instance, schema, at: path)
        trial -= 1
        let found = failures[mark...]
        failures.removeSubrange(mark...)
        return found
    }

    /// Evaluates a member or item of the current value: a move that ends any `$ref` chain.
    mutating func descend(_ child: JSONNode, _ schema: JSONNode, at childPath: String) {
        let chain = refChain
        refChain = []
        evaluate(child, schema, at: childPath)
        refChain = chain
    }

    /// Whether the member `child` at `childPath`, reached through the `properties` schema
    /// `schema`, was checked by its own row (`checkedBelow`).
    func isCheckedBelow(_ child: JSONNode, _ schema: JSONNode, at childPath: String) -> Bool {
        guard trial == 0, !checkedBelow.isEmpty, checkedBelow[childPath] == schema.location else { return false }
        if standIns.contains(childPath) { return true }
        // An empty value is not checked by its row's schema validator (`Validation`): it is here.
        return child.members?.isEmpty == false || child.elements?.isEmpty == false
    }

    /// Notes that a keyword reads the whole of `instance` at `path` (`const`, `enum`): a stand-in
    /// below it makes the evaluation not count (`standIns`).
    mutating func readsWhole(at path: String) {
        if !standIns.isEmpty, path.isEmpty { readStandIn = true }
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
