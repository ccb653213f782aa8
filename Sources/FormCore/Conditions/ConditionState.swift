/// The current truth of every condition of a form, kept up to date incrementally.
///
/// Conditions read values through the visibility rule: a hidden row (or a row of a hidden
/// section) reads as `null`. `evaluateAll` computes everything; `update` re-evaluates only
/// the conditions that read the changed tag and, transitively, those reading rows whose
/// visibility changed as a result.
public struct ConditionState: Sendable {
    public let program: ConditionProgram
    public var evaluator: ConditionEvaluator
    /// How many expression evaluations ran so far (constants cost none).
    public private(set) var evaluations = 0
    private var truths: ConditionTruths
    /// Conditions of rows whose section is hidden, left for when it shows (by section number):
    /// while it is hidden nothing can see them — its rows read as null, take no keys and give no
    /// output — so hiding many sections costs per section, not per condition inside them.
    private var waiting: [Int: Set<ConditionKey>] = [:]
    private let hiddenRank: [ConditionKey: Int]

    /// A state with every expression condition false until `evaluateAll` runs.
    public init(program: ConditionProgram, evaluator: ConditionEvaluator = ConditionEvaluator()) {
        self.program = program
        self.evaluator = evaluator
        truths = ConditionTruths(program: program)
        hiddenRank = Dictionary(program.hiddenOrder.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
    }

    /// A state evaluated over `values`.
    public init(program: ConditionProgram, evaluator: ConditionEvaluator = ConditionEvaluator(),
                values: (String) -> Value) {
        self.init(program: program, evaluator: evaluator)
        evaluateAll(values: values)
    }

    // MARK: Raw and effective state

    /// The condition's own current truth (constants included; false when the owner has none).
    public func condition(_ owner: ConditionOwner, _ kind: ConditionKind) -> Bool {
        truths[ConditionKey(owner, kind)]
    }

    public var isFormDisabled: Bool { condition(.form, .disabled) }

    public func isSectionHidden(_ sectionTag: String) -> Bool { condition(.section(sectionTag), .hidden) }

    /// Form state outranks section state.
    public func isSectionDisabled(_ sectionTag: String) -> Bool {
        isFormDisabled || condition(.section(sectionTag), .disabled)
    }

    /// Hidden by its section or by itself.
    public func isHidden(_ rowTag: String) -> Bool {
        guard let bits = truths.row(rowTag) else { return false }
        return ConditionTruths.has(bits.section, .hidden) || ConditionTruths.has(bits.own, .hidden)
    }

    /// Disabled by the form, its section or itself; a row that says `"disabled": false` stays
    /// editable whatever its form and section say (GSForm's white list).
    public func isDisabled(_ rowTag: String) -> Bool { disabledBy(rowTag) != nil }

    /// What disables the row: the form, its section or the row itself (checked in that order),
    /// or nil when it is editable. The screen shows the row's `disabledMessage`, else the form's.
    public func disabledBy(_ rowTag: String) -> ConditionOwner? {
        let bits = truths.row(rowTag)
        if let bits, ConditionTruths.keepsEnabled(bits.own) { return nil }
        if truths.formDisabled { return .form }
        guard let bits else { return nil }
        if ConditionTruths.has(bits.section, .disabled) { return program.sectionOfRow[rowTag].map(ConditionOwner.section) }
        return ConditionTruths.has(bits.own, .disabled) ? .row(rowTag) : nil
    }

    /// A row is required when its own condition or its section's says so.
    public func isRequired(_ rowTag: String) -> Bool {
        guard let bits = truths.row(rowTag) else { return false }
        return ConditionTruths.has(bits.own, .required) || ConditionTruths.has(bits.section, .required)
    }

    /// The value a condition reads for `tag`: `null` when the row is hidden.
    public func value(of tag: String, values: (String) -> Value) -> Value {
        isHidden(tag) ? .null : values(tag)
    }

    // MARK: Evaluation

    /// Evaluates every expression condition, visibility first in dependency order.
    public mutating func evaluateAll(values: (String) -> Value) {
        waiting = [:]
        for key in program.hiddenOrder {
            let result = evaluate(key, values: values)
            truths[key] = result
        }
        let others = program.expressions.keys
            .filter { $0.kind != .hidden }
            .map { (key: $0, name: $0.description) }
            .sorted { $0.name < $1.name }
            .map(\.key)
        for key in others {
            let result = evaluate(key, values: values)
            truths[key] = result
        }
    }

    /// Re-evaluates what depends on `changedTag` after its value changed; returns the owner
    /// tags whose own condition changed (the form's own `disabled` as `""`).
    @discardableResult
    public mutating func update(changedTag: String, values: (String) -> Value) -> Set<String> {
        guard !isHidden(changedTag) else { return [] }   // it read as null before and still does
        var changed: Set<String> = []
        var pendingHidden = RankQueue()
        var pendingOther: Set<ConditionKey> = []
        func enqueueReaders(of tag: String) {
            for key in program.readers[tag] ?? [] {
                if key.kind == .hidden {
                    pendingHidden.insert(key, rank: hiddenRank[key, default: 0])
                } else {
                    pendingOther.insert(key)
                }
            }
        }
        enqueueReaders(of: changedTag)

        // Lowest rank first: a condition runs after every visibility it depends on settled.
        while let key = pendingHidden.popMin() {
            if wait(key) { continue }
            let rows: [String]
            switch key.owner {
            case .section(let tag): rows = program.readRowsOfSection[tag] ?? []
            case .row(let tag): rows = [tag]
            case .form: rows = []
            }
            let before = rows.map { isHidden($0) }
            let old = condition(key.owner, key.kind)
            let new = evaluate(key, values: values)
            truths[key] = new
            guard old != new else { continue }
            changed.insert(key.owner.tag)
            if case .section(let tag) = key.owner, !new, let s = program.sectionIndex[tag] {
                for waited in waiting.removeValue(forKey: s) ?? [] {
                    if waited.kind == .hidden {
                        pendingHidden.insert(waited, rank: hiddenRank[waited, default: 0])
                    } else {
                        pendingOther.insert(waited)
                    }
                }
            }
            for (row, wasHidden) in zip(rows, before) where isHidden(row) != wasHidden {
                enqueueReaders(of: row)
            }
        }

        for key in pendingOther where !wait(key) {
            let old = condition(key.owner, key.kind)
            let new = evaluate(key, values: values)
            truths[key] = new
            if old != new { changed.insert(key.owner.tag) }
        }
        return changed
    }

    /// Leaves `key` for later when it belongs to a row of a hidden section; true when it did.
    private mutating func wait(_ key: ConditionKey) -> Bool {
        guard case .row(let tag) = key.owner, let r = program.rowIndex[tag] else { return false }
        let s = program.rowSection[r]
        guard truths.isSectionHidden(s) else { return false }
        waiting[s, default: []].insert(key)
        return true
    }

    private mutating func evaluate(_ key: ConditionKey, values: (String) -> Value) -> Bool {
        guard let compiled = program.expressions[key] else { return program.constant(key) ?? false }
        evaluations += 1
        return evaluator.test(compiled.expr) { tag in isHidden(tag) ? .null : values(tag) }
    }
}
