/// Every condition of a form, parsed and checked once: syntax, tags, visibility cycles.
/// `ConditionState` evaluates it; the validation layer reads `validatorExpressions`.
public struct ConditionProgram: Sendable {
    /// One parsed expression condition.
    public struct Compiled: Sendable {
        public var key: ConditionKey
        public var expr: ConditionExpr
        /// The tags the expression reads.
        public var tags: Set<String>
        /// Where the expression's text starts in the form file.
        public var location: SourceLocation
    }

    /// Conditions given as `true` / `false`.
    public private(set) var constants: [ConditionKey: Bool] = [:]
    /// Conditions given as expressions.
    public private(set) var expressions: [ConditionKey: Compiled] = [:]
    /// Row tags in form order.
    public private(set) var rowTags: [String] = []
    /// Section tags in form order.
    public private(set) var sectionTags: [String] = []
    public private(set) var sectionOfRow: [String: String] = [:]
    public private(set) var rowsOfSection: [String: [String]] = [:]
    /// For each tag, the expression conditions that read it.
    public private(set) var readers: [String: [ConditionKey]] = [:]
    /// The `hidden` expression conditions, each after every one it depends on.
    public private(set) var hiddenOrder: [ConditionKey] = []
    /// The parsed `expression` validators: row tag → validator index → expression.
    public private(set) var validatorExpressions: [String: [Int: ConditionExpr]] = [:]

    /// Compiles `form`'s conditions; throws the first error in form order (cycles last).
    public init(form: Form) throws(LocatedConditionError) {
        var errors: [LocatedConditionError] = []
        self.init(form: form, errors: &errors)
        if let first = errors.first { throw first }
    }

    /// Every error in `form`'s conditions, in form order (cycles last); empty when it is sound.
    public static func diagnose(_ form: Form) -> [LocatedConditionError] {
        var errors: [LocatedConditionError] = []
        _ = ConditionProgram(form: form, errors: &errors)
        return errors
    }

    /// The compiled condition, if it is an expression.
    public func expression(_ owner: ConditionOwner, _ kind: ConditionKind) -> Compiled? {
        expressions[ConditionKey(owner, kind)]
    }

    private init(form: Form, errors: inout [LocatedConditionError]) {
        for section in form.sections {
            sectionTags.append(section.tag)
            rowsOfSection[section.tag] = section.rows.map(\.tag)
            for row in section.rows where sectionOfRow[row.tag] == nil {
                rowTags.append(row.tag)
                sectionOfRow[row.tag] = section.tag
            }
        }
        let rowSet = Set(rowTags), sectionSet = Set(sectionTags)

        func referenceError(_ tag: String, context: String) -> String? {
            if rowSet.contains(tag) { return nil }
            if sectionSet.contains(tag) { return "'$\(tag)' is a section, not a row" }
            let hint = Suggestion.closest(to: tag, in: rowTags).map { " (did you mean '$\($0)'?)" } ?? ""
            return "unknown tag '$\(tag)' in \(context)\(hint)"
        }

        /// Parses `text` and checks its tags; nil (with errors recorded) when it is unusable.
        func check(_ text: String, owner: ConditionOwner, context: String,
                   at location: SourceLocation, pointAtOffset: Bool) -> ConditionExpr? {
            let expr: ConditionExpr
            do {
                expr = try ConditionParser.parse(text)
            } catch {
                let hint = error.hint.map { " (\($0))" } ?? ""
                errors.append(LocatedConditionError(
                    location: pointAtOffset ? location.advanced(by: error.offset) : location,
                    owner: owner, message: "\(error.summary) in \(context)\(hint)"))
                return nil
            }
            var valid = true
            for reference in expr.references {
                guard let message = referenceError(reference.tag, context: context) else { continue }
                valid = false
                errors.append(LocatedConditionError(
                    location: pointAtOffset ? location.advanced(by: reference.offset) : location,
                    owner: owner, message: message))
            }
            return valid ? expr : nil
        }

        func add(_ condition: Condition, _ owner: ConditionOwner, _ kind: ConditionKind) {
            let key = ConditionKey(owner, kind)
            switch condition {
            case .constant(let value):
                constants[key] = value
            case .expression(let text, let location):
                guard let expr = check(text, owner: owner, context: "condition", at: location, pointAtOffset: true) else {
                    constants[key] = false
                    return
                }
                let compiled = Compiled(key: key, expr: expr, tags: expr.tags, location: location)
                expressions[key] = compiled
                for tag in compiled.tags.sorted() { readers[tag, default: []].append(key) }
            }
        }

        add(form.disabled, .form, .disabled)
        for section in form.sections {
            add(section.hidden, .section(section.tag), .hidden)
            add(section.disabled, .section(section.tag), .disabled)
            add(section.required, .section(section.tag), .required)
            for row in section.rows {
                let owner = ConditionOwner.row(row.tag)
                add(row.hidden, owner, .hidden)
                add(row.disabled, owner, .disabled)
                add(row.required, owner, .required)
                for (index, validator) in row.validators.enumerated() {
                    guard case .expression(let text) = validator.kind else { continue }
                    if let expr = check(text, owner: owner, context: "validator expression",
                                        at: validator.location, pointAtOffset: false) {
                        validatorExpressions[row.tag, default: [:]][index] = expr
                    }
                }
            }
        }

        let graph = visibilityGraph()
        if let cycle = graph.findCycle() {
            let start = cycle.path[0]
            let names = (cycle.path + [start]).map(\.tag).joined(separator: " → ")
            let location = expressions[ConditionKey(start, .hidden)]?.location ?? .unknown
            errors.append(LocatedConditionError(
                location: location.advanced(by: cycle.offset), owner: start,
                message: "condition cycle: \(names)"))
        } else {
            hiddenOrder = graph.dependencyOrder()
                .map { ConditionKey($0, .hidden) }
                .filter { expressions[$0] != nil }
        }
    }

    private func visibilityGraph() -> VisibilityGraph {
        var graph = VisibilityGraph()
        func references(_ owner: ConditionOwner) -> [VisibilityGraph.Edge] {
            guard let compiled = expressions[ConditionKey(owner, .hidden)] else { return [] }
            var seen: Set<String> = []
            return compiled.expr.references
                .filter { seen.insert($0.tag).inserted }
                .map { VisibilityGraph.Edge(target: .row($0.tag), offset: $0.offset) }
        }
        for section in sectionTags {
            let owner = ConditionOwner.section(section)
            graph.nodes.append(owner)
            graph.edges[owner] = references(owner)
            for row in rowsOfSection[section] ?? [] where sectionOfRow[row] == section {
                let rowOwner = ConditionOwner.row(row)
                graph.nodes.append(rowOwner)
                graph.edges[rowOwner] = references(rowOwner) + [VisibilityGraph.Edge(target: owner, offset: nil)]
            }
        }
        return graph
    }
}
