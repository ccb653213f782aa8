import FormDiff
import XCTest

final class LinearDiffTests: XCTestCase {
    private func diff(_ source: [Row], _ target: [Row], file: StaticString = #filePath, line: UInt = #line)
        -> StagedChangeset<[Row]>
    {
        let changeset = StagedChangeset(source: source, target: target)
        assertReplays(changeset, from: source, to: target, replay: replay, file: file, line: line)
        return changeset
    }

    private func rows(_ ids: [Int]) -> [Row] { ids.map { Row($0) } }

    func testEmptyToEmptyHasNoStage() {
        XCTAssertTrue(diff([], []).isEmpty)
    }

    func testEqualArraysHaveNoStage() {
        XCTAssertTrue(diff(rows([1, 2, 3]), rows([1, 2, 3])).isEmpty)
    }

    func testEmptyToAllNewIsOneInsertStage() {
        let changeset = diff([], rows([1, 2, 3]))
        XCTAssertEqual(changeset.count, 1)
        XCTAssertEqual(changeset[0].elementInserted, (0..<3).map { ElementPath(element: $0, section: 0) })
        XCTAssertEqual(changeset.counts, ChangeCounts(elementInserted: 3))
    }

    func testAllDeletedIsOneDeleteStage() {
        let changeset = diff(rows([1, 2, 3]), [])
        XCTAssertEqual(changeset.count, 1)
        XCTAssertEqual(changeset[0].elementDeleted, (0..<3).map { ElementPath(element: $0, section: 0) })
        XCTAssertEqual(changeset[0].data, [])
    }

    func testReversedMovesAllButOne() {
        let source = rows(Array(0..<20))
        let changeset = diff(source, source.reversed())
        XCTAssertEqual(changeset.counts, ChangeCounts(elementMoved: 19))
    }

    func testOneUpdateIsOneInPlaceStage() {
        let source = rows(Array(0..<100))
        var target = source
        target[42].version = 1
        let changeset = diff(source, target)
        XCTAssertEqual(changeset.count, 1)
        XCTAssertEqual(changeset[0].elementUpdated, [ElementPath(element: 42, section: 0)])
        XCTAssertEqual(changeset.counts, ChangeCounts(elementUpdated: 1))
    }

    func testOneInsertAndOneDelete() {
        let changeset = diff(rows([0, 1, 2, 3, 4]), rows([0, 2, 3, 9, 4]))
        XCTAssertEqual(changeset.count, 2)
        XCTAssertEqual(changeset[0].elementDeleted, [ElementPath(element: 1, section: 0)])
        XCTAssertEqual(changeset[1].elementInserted, [ElementPath(element: 3, section: 0)])
    }

    func testMoveSourceIsCountedAfterDeletes() {
        // 0 deleted, 3 moves to the front: its source position after the delete is 2.
        let changeset = diff(rows([0, 1, 2, 3]), rows([3, 1, 2]))
        XCTAssertEqual(changeset.counts, ChangeCounts(elementDeleted: 1, elementMoved: 1))
        let move = changeset.last!.elementMoved[0]
        XCTAssertEqual(move.source, ElementPath(element: 2, section: 0))
        XCTAssertEqual(move.target, ElementPath(element: 0, section: 0))
    }

    func testUpdatedAndMovedElement() {
        let source = rows([0, 1, 2])
        let target = [Row(2, 1), Row(0), Row(1)]
        XCTAssertEqual(diff(source, target).counts, ChangeCounts(elementUpdated: 1, elementMoved: 1))
    }

    func testWorksWithStandardTypes() {
        let source = ["a", "b", "c", "d"]
        let target = ["d", "b", "x", "c"]
        let changeset = StagedChangeset(source: source, target: target)
        XCTAssertEqual(changeset.last?.data, target)
        XCTAssertEqual(changeset.counts, ChangeCounts(elementDeleted: 1, elementInserted: 1, elementMoved: 1))
    }

    /// Thousands of random pairs: replay reaches the target, every count is what the pair
    /// implies, and the moves are the minimum (kept − LIS).
    func testRandomPairsReplayWithMinimalMoves() {
        var random = SplitMix64(seed: 0xF0_2026)
        for round in 0..<3000 {
            let count = random.below(round < 100 ? 6 : 40)
            let source = (0..<count).map { Row($0, random.below(2)) }
            var target: [Row] = []
            for row in source where !random.chance(20) {
                target.append(random.chance(20) ? Row(row.id, row.version + 1) : row)
            }
            for k in 0..<random.below(8) where random.chance(60) {
                target.insert(Row(1000 + k), at: random.below(target.count + 1))
            }
            for _ in 0..<random.below(4) where !target.isEmpty {
                let row = target.remove(at: random.below(target.count))
                target.insert(row, at: random.below(target.count + 1))
            }
            let changeset = diff(source, target)

            let sourceIndex = Dictionary(uniqueKeysWithValues: source.enumerated().map { ($1.id, $0) })
            let kept = target.compactMap { sourceIndex[$0.id] }
            let expected = ChangeCounts(
                elementDeleted: source.count - kept.count,
                elementInserted: target.count - kept.count,
                elementUpdated: target.filter { row in sourceIndex[row.id].map { source[$0].version != row.version } ?? false }.count,
                elementMoved: kept.count - lisLength(kept))
            XCTAssertEqual(changeset.counts, expected, "round \(round): \(source) → \(target)")
        }
    }
}
