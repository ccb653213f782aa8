import FormDiff
import XCTest

/// Duplicate identifiers never crash or corrupt: replay reaches the target, and the pairing
/// follows the documented rule (common prefix/suffix, then k-th occurrence with k-th).
final class DuplicateIdentifierTests: XCTestCase {
    func testKthOccurrencePairsWithKthOccurrence() {
        let source = [Row(7, 0), Row(1), Row(7, 1), Row(7, 2)]
        let target = [Row(2), Row(7, 0), Row(7, 5)]
        let changeset = StagedChangeset(source: source, target: target)
        assertReplays(changeset, from: source, to: target, replay: replay)
        // 7v0 ↔ 7v0, 7v1 ↔ 7v5 (updated), 7v2 and 1 deleted, 2 inserted.
        XCTAssertEqual(changeset.counts, ChangeCounts(elementDeleted: 2, elementInserted: 1, elementUpdated: 1))
        XCTAssertEqual(changeset[0].elementUpdated, [ElementPath(element: 2, section: 0)])
    }

    func testAllEqualIdentifiers() {
        let source = [Row(1, 0), Row(1, 1), Row(1, 2)]
        let target = [Row(1, 2), Row(1, 1)]
        let changeset = StagedChangeset(source: source, target: target)
        assertReplays(changeset, from: source, to: target, replay: replay)
        // 1v0 ↔ 1v2 (updated), 1v1 ↔ 1v1, the third occurrence deleted.
        XCTAssertEqual(changeset.counts, ChangeCounts(elementDeleted: 1, elementUpdated: 1))
        XCTAssertEqual(changeset[0].elementUpdated, [ElementPath(element: 0, section: 0)])
    }

    func testRandomFlatPairsWithFewIdentifiers() {
        var random = SplitMix64(seed: 0xD0_0B1E)
        for round in 0..<3000 {
            let alphabet = 1 + random.below(5)
            let source = (0..<random.below(12)).map { _ in Row(random.below(alphabet), random.below(2)) }
            let target = (0..<random.below(12)).map { _ in Row(random.below(alphabet), random.below(2)) }
            let changeset = StagedChangeset(source: source, target: target)
            assertReplays(changeset, from: source, to: target, replay: replay, "round \(round)")
            XCTAssertEqual(changeset.counts, expectedCounts(source, target), "round \(round): \(source) → \(target)")
        }
    }

    func testRandomSectionedPairsWithFewIdentifiers() {
        var random = SplitMix64(seed: 0xD0_0B1F)
        for round in 0..<2000 {
            func sections() -> [RowSection] {
                (0..<random.below(4)).map { _ in
                    RowSection(model: Header(random.below(3), random.below(2)),
                               elements: (0..<random.below(5)).map { _ in Row(random.below(4), random.below(2)) })
                }
            }
            let source = sections()
            let target = sections()
            let changeset = StagedChangeset(source: source, target: target)
            assertReplays(changeset, from: source, to: target, replay: replay, "round \(round)")
        }
    }

    /// The documented rule, spelled out naively.
    private func expectedCounts(_ source: [Row], _ target: [Row]) -> ChangeCounts {
        var lower = 0
        while lower < min(source.count, target.count) && source[lower] == target[lower] { lower += 1 }
        var sourceUpper = source.count
        var targetUpper = target.count
        while sourceUpper > lower && targetUpper > lower && source[sourceUpper - 1] == target[targetUpper - 1] {
            sourceUpper -= 1
            targetUpper -= 1
        }
        var occurrences: [Int: [Int]] = [:]  // id → unpaired source positions in the middle, in order
        for s in lower..<sourceUpper { occurrences[source[s].id, default: []].append(s) }
        var counts = ChangeCounts()
        var keptSources = Array(0..<lower)
        for t in lower..<targetUpper {
            if var list = occurrences[target[t].id], !list.isEmpty {
                let s = list.removeFirst()
                occurrences[target[t].id] = list
                keptSources.append(s)
                if source[s].version != target[t].version { counts.elementUpdated += 1 }
            } else {
                counts.elementInserted += 1
            }
        }
        keptSources += Array(sourceUpper..<source.count)
        counts.elementDeleted = source.count - keptSources.count
        counts.elementMoved = keptSources.count - lisLength(keptSources)
        return counts
    }
}
