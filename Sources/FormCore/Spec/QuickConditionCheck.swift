/// A quick proof that a freshly read form's conditions are sound (they parse, read only row
/// tags, and no visibility depends on itself), using the tags the reader has already recorded.
///
/// It looks only at expression conditions and at the rows their `hidden` expressions touch,
/// while `ConditionProgram` numbers every row and section. When the proof fails, the loader
/// compiles a `ConditionProgram`, which finds the first error in form order and words it; so
/// this check decides nothing about messages, and only has to never pass an unsound form.
struct QuickConditionCheck {
    private let claims: NameClaims
    /// The visibility graph over the form's sections and the rows that take part in a `hidden`
    /// expression (as owner or as target), numbered in `rowNodes` after the sections.
    private var sectionTags: [String]
    private var rowTags: [String] = []
    private var rowNodes: [String: Int] = [:]
    private var edges: [(from: Int, to: Int)] = []
    /// Every text parsed so far, for `ConditionProgram` to reuse.
    private(set) var parses = ConditionParses()

    /// Whether `form`'s conditions are sound; `claims` holds the tags read from its file.
    static func isSound(_ form: Form, claims: NameClaims) -> Bool {
        soundParses(form, claims: claims) != nil
    }

    /// The parses of `form`'s condition texts when its conditions are sound, else nil.
    static func soundParses(_ form: Form, claims: NameClaims) -> ConditionParses? {
        var check = QuickConditionCheck(claims: claims, sectionTags: form.sections.map(\.tag))
        return check.check(form) && !check.hasCycle() ? check.parses : nil
    }

    private init(claims: NameClaims, sectionTags: [String]) {
        self.claims = claims
        self.sectionTags = sectionTags
    }

    /// Checks every expression and gathers the visibility edges; false at the first problem.
    private mutating func check(_ form: Form) -> Bool {
        guard references(form.disabled) != nil else { return false }
        for (position, section) in form.sections.enumerated() {
            guard let hidden = references(section.hidden), references(section.disabled) != nil,
                  references(section.required) != nil else { return false }
            for tag in hidden { edges.append((position, rowNode(tag))) }
            for row in section.rows {
                guard check(row, section: position) else { return false }
            }
        }
        return true
    }

    private mutating func check(_ row: Row, section: Int) -> Bool {
        for kind in ConditionKind.allCases where row.conditionSlots[kind] == .expression {
            guard let tags = references(row.condition(kind)) else { return false }
            if kind == .hidden && !tags.isEmpty {
                let node = rowNode(row.tag)
                for tag in tags { edges.append((node, rowNode(tag))) }
            }
        }
        for validator in row.validators {
            guard case .expression(let text) = validator.kind else { continue }
            guard references(text) != nil else { return false }
        }
        return true
    }

    /// The row tags `condition` reads; nil when it does not parse or reads anything else.
    private mutating func references(_ condition: Condition) -> [String]? {
        guard case .expression(let text, _) = condition else { return [] }
        return references(text)
    }

    private mutating func references(_ text: String) -> [String]? {
        guard let expr = try? parses.parse(text) else { return nil }
        var tags: [String] = []
        for reference in expr.references {
            guard let claim = claims[reference.tag], claim.isTag, claim.section > 0 else { return nil }
            tags.append(reference.tag)
        }
        return tags
    }

    /// The node of row `tag` (a known row), made with its edge to its section on first need.
    private mutating func rowNode(_ tag: String) -> Int {
        if let node = rowNodes[tag] { return node }
        let node = sectionTags.count + rowTags.count
        rowNodes[tag] = node
        rowTags.append(tag)
        if let claim = claims[tag], claim.section > 0 { edges.append((node, Int(claim.section) - 1)) }
        return node
    }

    private func hasCycle() -> Bool {
        if edges.isEmpty { return false }
        var graph = VisibilityGraph(sections: sectionTags, rows: rowTags)
        graph.nodes = Array(0..<graph.count)
        for edge in edges { graph.addEdge(from: edge.from, to: edge.to, offset: nil) }
        return graph.findCycle() != nil
    }
}
