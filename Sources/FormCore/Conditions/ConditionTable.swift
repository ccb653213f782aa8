/// The expression conditions of a form numbered densely (0, 1, 2 …), with everything
/// `ConditionState.update` needs about each number in arrays: the propagation after a key then
/// reads arrays by row, section and condition number instead of hashing tags and keys.
struct ConditionTable: Sendable {
    /// Whom a condition belongs to, by number.
    enum Owner: Sendable, Equatable {
        case form
        case section(Int)
        case row(Int)
    }

    /// Condition number → its key.
    private(set) var keys: [ConditionKey] = []
    /// Condition number → its parsed expression.
    private(set) var expressions: [ConditionExpr] = []
    /// Condition number → its owner, by section or row number.
    private(set) var owners: [Owner] = []
    /// Condition number → its position in `ConditionProgram.hiddenOrder` (a `hidden` condition),
    /// or nil (the other kinds).
    private(set) var ranks: [Int?] = []
    /// Condition number → the section of its owner row, or nil when the owner is not a row.
    private(set) var rowSections: [Int?] = []
    /// Every condition number, the `hidden` ones first, each after every one it depends on: the
    /// order a whole evaluation takes.
    private(set) var evaluationOrder: [Int] = []
    /// Row number → the numbers of the conditions that read the row's value.
    private(set) var readers: [[Int]] = []
    /// Section number → the numbers of the rows that some condition reads (the only ones whose
    /// visibility a change of the section's must pass on).
    private(set) var readRows: [[Int]] = []

    init() {}

    /// The table of `program`'s expressions, numbered in `order` (the form's); `rowSection` gives
    /// each row's section number.
    init(program: ConditionProgram, order: [ConditionKey], rowSection: [Int]) {
        let hiddenRank = Dictionary(program.hiddenOrder.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        keys = order
        let number = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) })
        readers = Array(repeating: [], count: program.rowTags.count)
        readRows = Array(repeating: [], count: program.sectionTags.count)
        for key in keys {
            expressions.append(program.expressions[key]?.expr ?? .literal(.bool(false)))
            var section: Int?
            switch key.owner {
            case .form:
                owners.append(.form)
            case .section(let tag):
                owners.append(.section(program.sectionIndex[tag] ?? 0))
            case .row(let tag):
                let r = program.rowIndex[tag] ?? 0
                owners.append(.row(r))
                section = rowSection[r]
            }
            rowSections.append(section)
            ranks.append(key.kind == .hidden ? hiddenRank[key] : nil)
        }
        for (tag, readerKeys) in program.readers {
            guard let r = program.rowIndex[tag] else { continue }
            readers[r] = readerKeys.compactMap { number[$0] }
            if !readers[r].isEmpty { readRows[rowSection[r]].append(r) }
        }
        for s in readRows.indices { readRows[s].sort() }
        let ranked = ranks.indices.filter { ranks[$0] != nil }.sorted { (ranks[$0] ?? 0) < (ranks[$1] ?? 0) }
        evaluationOrder = ranked + ranks.indices.filter { ranks[$0] == nil }
    }

    var count: Int { keys.count }
}
