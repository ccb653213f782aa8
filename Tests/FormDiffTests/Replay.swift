import FormDiff
import XCTest

/// The kinds of change a stage may hold, in the documented stage order.
enum StageKind: Int, Comparable {
    case elementUpdate = 1, delete, sectionInsertOrMove, elementInsertOrMove, sectionUpdate

    static func < (lhs: StageKind, rhs: StageKind) -> Bool { lhs.rawValue < rhs.rawValue }
}

struct ReplayError: Error, CustomStringConvertible {
    var description: String
}

func check(_ condition: Bool, _ message: @autoclosure () -> String) throws {
    if !condition { throw ReplayError(description: message()) }
}

/// The single kind of a stage, checking it mixes only changes that the documented order puts
/// together.
func kind<C>(of stage: Changeset<C>) throws -> StageKind {
    var kinds: Set<Int> = []
    if !stage.elementUpdated.isEmpty { kinds.insert(StageKind.elementUpdate.rawValue) }
    if !stage.sectionDeleted.isEmpty || !stage.elementDeleted.isEmpty { kinds.insert(StageKind.delete.rawValue) }
    if !stage.sectionInserted.isEmpty || !stage.sectionMoved.isEmpty {
        kinds.insert(StageKind.sectionInsertOrMove.rawValue)
    }
    if !stage.elementInserted.isEmpty || !stage.elementMoved.isEmpty {
        kinds.insert(StageKind.elementInsertOrMove.rawValue)
    }
    if !stage.sectionUpdated.isEmpty { kinds.insert(StageKind.sectionUpdate.rawValue) }
    try check(kinds.count == 1, "a stage must hold exactly one kind of change, got \(kinds.sorted())")
    return StageKind(rawValue: kinds.first!)!
}

/// Fills `count` slots: `fixed` positions first, then `remaining` in order into the others.
func fill<T>(count: Int, fixed: [Int: T], remaining: [T], what: String) throws -> [T] {
    try check(fixed.count + remaining.count == count,
              "\(what): \(fixed.count) placed + \(remaining.count) kept != \(count)")
    var result: [T] = []
    result.reserveCapacity(count)
    var rest = remaining[...]
    for i in 0..<count {
        if let value = fixed[i] {
            result.append(value)
        } else {
            result.append(rest.removeFirst())
        }
    }
    return result
}

func checkDistinct<T: Hashable>(_ items: [T], _ what: String) throws {
    try check(Set(items).count == items.count, "\(what) repeats an index: \(items)")
}

/// Applies one stage to `previous` the way a table view would: section deletes, inserts and
/// moves; then in each section element deletes, inserts and moves; then updates. Inserted
/// items come from `stage.data`, everything else from `previous`.
func replay(_ previous: [RowSection], _ stage: Changeset<[RowSection]>) throws -> [RowSection] {
    let data = stage.data
    // Sections.
    let movedSections = stage.sectionMoved
    try checkDistinct(stage.sectionDeleted + movedSections.map(\.source), "section deletes + move sources")
    try checkDistinct(stage.sectionInserted + movedSections.map(\.target), "section inserts + move targets")
    try check((stage.sectionDeleted + movedSections.map(\.source)).allSatisfy(previous.indices.contains),
              "section source index out of range")
    try check((stage.sectionInserted + movedSections.map(\.target) + stage.sectionUpdated).allSatisfy(data.indices.contains),
              "section target index out of range")
    let removed = Set(stage.sectionDeleted + movedSections.map(\.source))
    var fixedSections: [Int: Int] = [:]  // target → previous index, or -1 for inserted
    for t in stage.sectionInserted { fixedSections[t] = -1 }
    for move in movedSections { fixedSections[move.target] = move.source }
    let origin = try fill(count: data.count, fixed: fixedSections,
                          remaining: previous.indices.filter { !removed.contains($0) }, what: "sections")

    // Elements.
    let deletes = stage.elementDeleted
    let moves = stage.elementMoved
    try checkDistinct(deletes + moves.map(\.source), "element deletes + move sources")
    try checkDistinct(stage.elementInserted + moves.map(\.target), "element inserts + move targets")
    for path in deletes + moves.map(\.source) {
        try check(previous.indices.contains(path.section) && !removed.contains(path.section),
                  "element source \(path) not in a kept previous section")
        try check(previous[path.section].elements.indices.contains(path.element), "element source \(path) out of range")
    }
    for path in stage.elementInserted + moves.map(\.target) + stage.elementUpdated {
        try check(data.indices.contains(path.section) && origin[path.section] >= 0,
                  "element target \(path) not in a kept section")
        try check(data[path.section].elements.indices.contains(path.element), "element target \(path) out of range")
    }
    var result: [RowSection] = []
    for t in data.indices {
        let p = origin[t]
        if p < 0 {
            result.append(data[t])
            continue
        }
        let gone = Set((deletes + moves.map(\.source)).filter { $0.section == p }.map(\.element))
        let remaining = previous[p].elements.indices.filter { !gone.contains($0) }.map { previous[p].elements[$0] }
        var fixed: [Int: Row] = [:]
        for path in stage.elementInserted where path.section == t { fixed[path.element] = data[t].elements[path.element] }
        for move in moves where move.target.section == t {
            fixed[move.target.element] = previous[move.source.section].elements[move.source.element]
        }
        let elements = try fill(count: data[t].elements.count, fixed: fixed, remaining: remaining,
                                what: "elements of section \(t)")
        result.append(RowSection(source: previous[p], elements: elements))
    }

    // Updates.
    try checkDistinct(stage.elementUpdated, "element updates")
    for path in stage.elementUpdated {
        let new = data[path.section].elements[path.element]
        let old = result[path.section].elements[path.element]
        try check(new.id == old.id && !new.isContentEqual(to: old), "update \(path) is not a content change: \(old) → \(new)")
        result[path.section].elements[path.element] = new
    }
    try checkDistinct(stage.sectionUpdated, "section updates")
    for t in stage.sectionUpdated {
        try check(origin[t] >= 0, "updated section \(t) is new")
        try check(data[t].model.id == result[t].model.id && !data[t].model.isContentEqual(to: result[t].model),
                  "section update \(t) is not a content change")
        result[t].model = data[t].model
    }
    return result
}

/// Replays a one-level stage as a single section.
func replay(_ previous: [Row], _ stage: Changeset<[Row]>) throws -> [Row] {
    try check(stage.sectionChangeCount == 0, "a one-level stage has section changes")
    let paths = stage.elementDeleted + stage.elementInserted + stage.elementUpdated
        + stage.elementMoved.flatMap { [$0.source, $0.target] }
    try check(paths.allSatisfy { $0.section == 0 }, "a one-level path has section != 0")
    let wrapped = Changeset(data: [RowSection(model: Header(0), elements: stage.data)], paths: stage.paths)
    return try replay([RowSection(model: Header(0), elements: previous)], wrapped)[0].elements
}

/// Replays every stage from `source`, checking each stage's data is the replay result, the
/// stage kinds follow the documented order, and the last data is `target`.
func assertReplays<T: Equatable>(
    _ changeset: StagedChangeset<[T]>, from source: [T], to target: [T],
    replay step: ([T], Changeset<[T]>) throws -> [T],
    _ context: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
    do {
        var current = source
        var lastKind: StageKind?
        for (index, stage) in changeset.enumerated() {
            let stageKind = try kind(of: stage)
            if let lastKind { try check(lastKind < stageKind, "stage \(index) is out of order") }
            lastKind = stageKind
            current = try step(current, stage)
            try check(current == stage.data, "stage \(index): replay \(current) != data \(stage.data)")
        }
        try check(current == target, "replay ends at \(current), not the target \(target)")
        try check(changeset.isEmpty == (source == target), "empty changeset iff source == target")
    } catch {
        XCTFail("\(error)\nsource: \(source)\ntarget: \(target)\n\(changeset.debugDescription)\n\(context())",
                file: file, line: line)
    }
}
