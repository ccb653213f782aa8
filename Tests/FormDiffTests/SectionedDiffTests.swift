import FormDiff
import XCTest

final class SectionedDiffTests: XCTestCase {
    private func diff(_ source: [RowSection], _ target: [RowSection], file: StaticString = #filePath, line: UInt = #line)
        -> StagedChangeset<[RowSection]>
    {
        let changeset = StagedChangeset(source: source, target: target)
        assertReplays(changeset, from: source, to: target, replay: replay, file: file, line: line)
        return changeset
    }

    private func section(_ id: Int, _ rows: [Int], version: Int = 0) -> RowSection {
        RowSection(model: Header(id, version), elements: rows.map { Row($0) })
    }

    func testEmptyToEmpty() {
        XCTAssertTrue(diff([], []).isEmpty)
    }

    func testEmptyToSectionsIsOneSectionInsertStage() {
        let changeset = diff([], [section(0, [1, 2]), section(1, [])])
        XCTAssertEqual(changeset.count, 1)
        XCTAssertEqual(changeset[0].sectionInserted, [0, 1])
        XCTAssertEqual(changeset.counts, ChangeCounts(sectionInserted: 2))
    }

    func testAllSectionsDeleted() {
        let changeset = diff([section(0, [1, 2]), section(1, [3])], [])
        XCTAssertEqual(changeset.counts, ChangeCounts(sectionDeleted: 2))
    }

    func testOneRowUpdateIsOneStage() {
        let source = [section(0, [1, 2, 3]), section(1, [4, 5, 6])]
        var target = source
        target[1].elements[1].version = 1
        let changeset = diff(source, target)
        XCTAssertEqual(changeset.count, 1)
        XCTAssertEqual(changeset[0].elementUpdated, [ElementPath(element: 1, section: 1)])
    }

    func testRowMovesAcrossSections() {
        let changeset = diff([section(0, [1, 2, 3]), section(1, [4, 5])], [section(0, [1, 3]), section(1, [4, 2, 5])])
        XCTAssertEqual(changeset.counts, ChangeCounts(elementMoved: 1))
        let move = changeset[0].elementMoved[0]
        XCTAssertEqual(move.source, ElementPath(element: 1, section: 0))
        XCTAssertEqual(move.target, ElementPath(element: 1, section: 1))
    }

    func testRowAtASectionBoundaryChangingSectionIsAMove() {
        // The flattened rows are equal; the two-level diff must still see 3 leave section 0.
        let changeset = diff([section(0, [1, 2, 3]), section(1, [4])], [section(0, [1, 2]), section(1, [3, 4])])
        XCTAssertEqual(changeset.counts, ChangeCounts(elementMoved: 1))
    }

    func testHidingASectionIsOneSectionDelete() {
        let source = [section(0, [1, 2]), section(1, [3, 4, 5, 6, 7]), section(2, [8])]
        let changeset = diff(source, [source[0], source[2]])
        XCTAssertEqual(changeset.count, 1)
        XCTAssertEqual(changeset[0].sectionDeleted, [1])
        XCTAssertTrue(changeset[0].elementDeleted.isEmpty)
    }

    func testSectionMoveUpdateAndRowsLeavingADeletedSection() {
        let source = [section(0, [1, 2]), section(1, [3, 4]), section(2, [5, 6])]
        let target = [section(2, [5, 6, 3]), section(0, [1, 2], version: 1), section(9, [4, 10])]
        let changeset = diff(source, target)
        // Row 4 leaves a deleted section: deleted with it, inserted with section 9.
        XCTAssertEqual(changeset.counts, ChangeCounts(
            sectionDeleted: 1, sectionInserted: 1, sectionUpdated: 1, sectionMoved: 1, elementInserted: 1))
    }

    /// Thousands of random section lists: replay reaches the target and every count matches
    /// what the pair implies, moves included.
    func testRandomSectionedPairsReplayWithMinimalMoves() {
        var random = SplitMix64(seed: 0x5EC7_2026)
        for round in 0..<2000 {
            let (source, target) = randomPair(&random, small: round < 200)
            let changeset = diff(source, target)
            XCTAssertEqual(changeset.counts, expectedCounts(source, target), "round \(round)")
        }
    }

    private func randomPair(_ random: inout SplitMix64, small: Bool) -> ([RowSection], [RowSection]) {
        var nextRow = 0
        let source = (0..<random.below(small ? 3 : 7)).map { s in
            RowSection(model: Header(s, random.below(2)), elements: (0..<random.below(small ? 3 : 8)).map { _ in
                nextRow += 1
                return Row(nextRow, random.below(2))
            })
        }
        var target: [RowSection] = []
        for var section in source where !random.chance(20) {
            if random.chance(20) { section.model.version += 1 }
            section.elements = section.elements.compactMap { row in
                random.chance(15) ? nil : random.chance(15) ? Row(row.id, row.version + 1) : row
            }
            target.append(section)
        }
        for _ in 0..<random.below(3) where target.count > 1 {
            let section = target.remove(at: random.below(target.count))
            target.insert(section, at: random.below(target.count + 1))
        }
        for k in 0..<random.below(3) where random.chance(50) {
            let rows = (0..<random.below(4)).map { Row(20_000 + 10 * k + $0) }
            target.insert(RowSection(model: Header(100 + k), elements: rows), at: random.below(target.count + 1))
        }
        guard !target.isEmpty else { return (source, target) }
        for _ in 0..<random.below(6) {
            let from = random.below(target.count)
            guard !target[from].elements.isEmpty else { continue }
            let row = target[from].elements.remove(at: random.below(target[from].elements.count))
            let to = random.below(target.count)
            target[to].elements.insert(row, at: random.below(target[to].elements.count + 1))
        }
        for k in 0..<random.below(6) {
            let to = random.below(target.count)
            target[to].elements.insert(Row(10_000 + k), at: random.below(target[to].elements.count + 1))
        }
        return (source, target)
    }

    /// The counts implied by a pair with unique identifiers, computed independently.
    private func expectedCounts(_ source: [RowSection], _ target: [RowSection]) -> ChangeCounts {
        var counts = ChangeCounts()
        let sourceSection = Dictionary(uniqueKeysWithValues: source.enumerated().map { ($1.model.id, $0) })
        let targetSection = Dictionary(uniqueKeysWithValues: target.enumerated().map { ($1.model.id, $0) })
        counts.sectionDeleted = source.filter { targetSection[$0.model.id] == nil }.count
        counts.sectionInserted = target.filter { sourceSection[$0.model.id] == nil }.count
        let keptSections = target.compactMap { sourceSection[$0.model.id] }
        counts.sectionMoved = keptSections.count - lisLength(keptSections)
        counts.sectionUpdated = target.filter { section in
            sourceSection[section.model.id].map { source[$0].model.version != section.model.version } ?? false
        }.count

        // Rows of kept sections: id → (source section, index, version).
        var sourceRow: [Int: (section: Int, index: Int, version: Int)] = [:]
        for (s, section) in source.enumerated() where targetSection[section.model.id] != nil {
            for (i, row) in section.elements.enumerated() { sourceRow[row.id] = (s, i, row.version) }
        }
        var paired: Set<Int> = []
        for section in target where sourceSection[section.model.id] != nil {
            let s = sourceSection[section.model.id]!
            var staying: [Int] = []
            for row in section.elements {
                guard let origin = sourceRow[row.id] else {
                    counts.elementInserted += 1
                    continue
                }
                paired.insert(row.id)
                if origin.version != row.version { counts.elementUpdated += 1 }
                if origin.section == s { staying.append(origin.index) } else { counts.elementMoved += 1 }
            }
            counts.elementMoved += staying.count - lisLength(staying)
        }
        counts.elementDeleted = sourceRow.count - paired.count
        return counts
    }
}
