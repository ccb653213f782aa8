/// The current truth of every condition of a form, kept up to date incrementally.
///
/// Conditions read values through the visibility rule: a hidden row (or a row of a hidden
/// section) reads as `null`. `evaluateAll` computes everything; `update` re-evaluates only
/// the conditions that read the changed tag and, transitively, those reading rows whose
/// visibility changed as a result.
package struct ConditionState: Sendable {
    package let program: ConditionProgram
    package var evaluator: ConditionEvaluator
    /// How many expression evaluations ran so far (constants cost none).
    package private(set) var evaluations = 0
    private var truths: ConditionTruths
    /// By condition number: a condition of a row of a hidden section that something it reads
    /// changed since it was last evaluated (see `update`).
    private var stale: [Bool] = []
    /// By section number: its stale conditions.
    private var staleOfSection: [[Int]] = []

    /// A state with every expression condition false until `evaluateAll` runs.
    package init(program: ConditionProgram, evaluator: ConditionEvaluator = ConditionEvaluator()) {
        self.program = program
        self.evaluator = evaluator
        truths = ConditionTruths(program: program)
        stale = Array(repeating: false, count: program.table.count)
        staleOfSection = Array(repeating: [], count: program.sectionTags.count)
    }

    /// A state evaluated over `values`.
    package init(program: ConditionProgram, evaluator: ConditionEvaluator = ConditionEvaluator(),
                values: (String) -> Value) {
        self.init(program: program, evaluator: evaluator)
        evaluateAll(values: values)
    }

    // MARK: Raw and effective state

    /// The condition's own current truth (constants included; false when the owner has none).
    package func condition(_ owner: ConditionOwner, _ kind: ConditionKind) -> Bool {
        truths[ConditionKey(owner, kind)]
    }

    package var isFormDisabled: Bool { condition(.form, .disabled) }

    package func isSectionHidden(_ sectionTag: String) -> Bool { condition(.section(sectionTag), .hidden) }

    /// Form state outranks section state.
    package func isSectionDisabled(_ sectionTag: String) -> Bool {
        isFormDisabled || condition(.section(sectionTag), .disabled)
    }

    /// Hidden by its section or by itself.
    package func isHidden(_ rowTag: String) -> Bool {
        guard let bits = truths.row(rowTag) else { return false }
        return ConditionTruths.has(bits.section, .hidden) || ConditionTruths.has(bits.own, .hidden)
    }

    /// Disabled by the form, its section or itself; a row that says `"disabled": false` stays
    /// editable whatever its form and section say (GSForm's white list).
    package func isDisabled(_ rowTag: String) -> Bool { disabledBy(rowTag) != nil }

    /// What disables the row: the form, its section or the row itself (checked in that order),
    /// or nil when it is editable. The screen shows the row's `disabledMessage`, else the form's.
    package func disabledBy(_ rowTag: String) -> ConditionOwner? {
        let bits = truths.row(rowTag)
        if let bits, ConditionTruths.keepsEnabled(bits.own) { return nil }
        if truths.formDisabled { return .form }
        guard let bits else { return nil }
        if ConditionTruths.has(bits.section, .disabled) { return program.sectionOfRow[rowTag].map(ConditionOwner.section) }
        return ConditionTruths.has(bits.own, .disabled) ? .row(rowTag) : nil
    }

    /// Whether the row is hidden (by its section or itself) and required (by itself or its
    /// section), found with one lookup of its tag: what a pass over every row asks.
    package func hiddenAndRequired(_ rowTag: String) -> (hidden: Bool, required: Bool) {
        guard let bits = truths.row(rowTag) else { return (false, false) }
        let both = bits.own | bits.section
        return (ConditionTruths.has(both, .hidden), ConditionTruths.has(both, .required))
    }

    /// `hiddenAndRequired` of the row numbered `r` (its position in `program.rowTags`), with no
    /// lookup at all: what a pass over every row in form order asks.
    package func hiddenAndRequired(rowNumber r: Int) -> (hidden: Bool, required: Bool) {
        let bits = truths.row(number: r)
        let both = bits.own | bits.section
        return (ConditionTruths.has(both, .hidden), ConditionTruths.has(both, .required))
    }

    /// A row is required when its own condition or its section's says so.
    package func isRequired(_ rowTag: String) -> Bool {
        guard let bits = truths.row(rowTag) else { return false }
        return ConditionTruths.has(bits.own, .required) || ConditionTruths.has(bits.section, .required)
    }

    /// The value a condition reads for `tag`: `null` when the row is hidden.
    package func value(of tag: String, values: (String) -> Value) -> Value {
        isHidden(tag) ? .null : values(tag)
    }

    // MARK: Evaluation

    /// Evaluates every expression condition, visibility first in dependency order. A condition of a
    /// row of a hidden section gets what it would be if that section were shown (the invariant
    /// `update` keeps for them, see there).
    package mutating func evaluateAll(values: (String) -> Value) {
        let table = program.table
        stale = Array(repeating: false, count: table.count)
        staleOfSection = Array(repeating: [], count: program.sectionTags.count)
        for n in table.evaluationOrder {
            let result = evaluate(number: n, values: values)
            truths[table.owners[n], table.keys[n].kind] = result
        }
    }

    /// Re-evaluates what depends on `changedTag` after its value changed; returns the owner
    /// tags whose own condition changed (the form's own `disabled` as `""`).
    ///
    /// Nothing reads the conditions of rows of a hidden section (its rows read as null, take no
    /// keys and give no output), so they are not evaluated while it is hidden. Each holds what it
    /// would be if its section were shown, or is marked stale when something it reads changed
    /// meanwhile; a section that shows evaluates its stale conditions only. A section's own hiding
    /// and showing is not such a change: its rows read as they did once it is shown again. So
    /// hiding or showing many sections costs per section, plus what changed inside them.
    @discardableResult
    package mutating func update(changedTag: String, values: (String) -> Value) -> Set<String> {
        guard let changedRow = program.rowIndex[changedTag] else { return [] }
        let table = program.table
        if truths.isRowHidden(changedRow) {
            // It reads as null wherever it is seen now. In a hidden section, that section's rows
            // will see the value once it shows.
            let s = program.rowSection[changedRow]
            if truths.isSectionHidden(s) {
                for n in table.readers[changedRow] where table.rowSections[n] == s { markStale(n) }
            }
            return []
        }
        var changed: Set<String> = []
        var pendingHidden = RankQueue()
        var pendingOther: [Int] = []
        func enqueue(_ n: Int) {
            if deferred(n) { return }
            if let rank = table.ranks[n] { pendingHidden.insert(n, rank: rank) } else { pendingOther.append(n) }
        }
        for n in table.readers[changedRow] { enqueue(n) }

        // Lowest rank first: a condition runs after every visibility it depends on settled.
        while let n = pendingHidden.popMin() {
            if deferred(n) { continue }
            let owner = table.owners[n]
            let rows: [Int]
            var flipped: Int?
            switch owner {
            case .section(let s):
                rows = table.readRows[s]
                flipped = s
            case .row(let r): rows = [r]
            case .form: rows = []
            }
            let before = rows.map { truths.isRowHidden($0) }
            let old = truths[owner, .hidden]
            let new = evaluate(number: n, values: values)
            truths[owner, .hidden] = new
            guard old != new else { continue }
            changed.insert(table.keys[n].owner.tag)
            if let s = flipped, !new {
                let waiting = staleOfSection[s]
                staleOfSection[s] = []
                for m in waiting {
                    stale[m] = false
                    enqueue(m)
                }
            }
            for (r, wasHidden) in zip(rows, before) where truths.isRowHidden(r) != wasHidden {
                for m in table.readers[r] where flipped == nil || table.rowSections[m] != flipped { enqueue(m) }
            }
        }

        pendingOther.sort()
        var previous = -1
        for n in pendingOther where n != previous {
            previous = n
            if deferred(n) { continue }
            let kind = table.keys[n].kind, owner = table.owners[n]
            let old = truths[owner, kind]
            let new = evaluate(number: n, values: values)
            truths[owner, kind] = new
            if old != new { changed.insert(table.keys[n].owner.tag) }
        }
        return changed
    }

    /// Marks `n` stale when it belongs to a row of a hidden section; true when it did.
    private mutating func deferred(_ n: Int) -> Bool {
        guard let s = program.table.rowSections[n], truths.isSectionHidden(s) else { return false }
        markStale(n)
        return true
    }

    private mutating func markStale(_ n: Int) {
        guard let s = program.table.rowSections[n], !stale[n] else { return }
        stale[n] = true
        staleOfSection[s].append(n)
    }

    /// Condition `n`'s truth over `values`, hidden rows reading as null; the condition of a row
    /// reads as if that row's section were shown (which it is, but for a whole evaluation).
    private mutating func evaluate(number n: Int, values: (String) -> Value) -> Bool {
        evaluations += 1
        let shown = program.table.rowSections[n]
        return evaluator.test(program.table.expressions[n]) { tag in
            guard let r = program.rowIndex[tag] else { return values(tag) }
            let hidden = shown.map { truths.isRowHidden(r, showing: $0) } ?? truths.isRowHidden(r)
            return hidden ? .null : values(tag)
        }
    }
}
