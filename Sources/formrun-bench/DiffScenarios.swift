import FormDiff

/// The benchmark element: identified by `id`; content is `version`.
struct BenchRow: Differentiable, Hashable, Sendable {
    var id: Int
    var version: Int

    var differenceIdentifier: Int { id }

    func isContentEqual(to source: BenchRow) -> Bool { version == source.version }
}

/// A section header for the sectioned scenario.
struct BenchHeader: Differentiable, Equatable, Sendable {
    var id: Int
    var version: Int

    var differenceIdentifier: Int { id }

    func isContentEqual(to source: BenchHeader) -> Bool { version == source.version }
}

typealias BenchSection = ArraySection<BenchHeader, BenchRow>

enum DiffScenarios {
    static let baseSeed: UInt64 = 0xD1FF_2026

    /// Linear mixed (BENCH.md §1): 10% deleted, 5% moved, 5% updated, 10% inserted.
    static func linear(_ n: Int) -> (source: [BenchRow], target: [BenchRow]) {
        var random = SplitMix64(seed: baseSeed + UInt64(n))
        let source = (0..<n).map { BenchRow(id: $0, version: 0) }
        let p = random.permutation(n)
        enum Role { case kept, deleted, moved, updated }
        var role = [Role](repeating: .kept, count: n)
        for k in 0..<(n / 10) { role[p[k]] = .deleted }
        for k in (n / 10)..<(n / 10 + n / 20) { role[p[k]] = .moved }
        for k in (n / 10 + n / 20)..<(n / 10 + n / 10) { role[p[k]] = .updated }
        let keyBound = UInt64(n) << 32
        var keyed: [(key: UInt64, row: BenchRow)] = []
        keyed.reserveCapacity(n)
        for i in 0..<n {
            switch role[i] {
            case .deleted: continue
            case .kept: keyed.append((UInt64(i) << 32, source[i]))
            case .updated: keyed.append((UInt64(i) << 32, BenchRow(id: i, version: 1)))
            case .moved: keyed.append((random.next() % keyBound, source[i]))
            }
        }
        for k in 0..<(n / 10) {
            keyed.append((random.next() % keyBound, BenchRow(id: n + k, version: 0)))
        }
        keyed.sort { ($0.key, $0.row.id) < ($1.key, $1.row.id) }
        return (source, keyed.map(\.row))
    }

    /// Small edit (BENCH.md §1): one delete, one insert, one update.
    static func smallEdit(_ n: Int) -> (source: [BenchRow], target: [BenchRow]) {
        var random = SplitMix64(seed: baseSeed + 7 + UInt64(n))
        let source = (0..<n).map { BenchRow(id: $0, version: 0) }
        var target = source
        target.remove(at: random.below(target.count))
        target.insert(BenchRow(id: n, version: 0), at: random.below(target.count + 1))
        target[random.below(target.count)].version += 1
        return (source, target)
    }

    /// Sectioned 100×100 (seed `baseSeed + 100_100`). BENCH.md gives the proportions; the
    /// procedure is ours:
    /// - sections: p = permutation(100); p[0..<5] deleted, p[5..<8] moved, p[8..<13] get a new
    ///   header version. Moved sections are taken out and each reinserted at `below(count + 1)`;
    ///   then 5 new sections (ids 100..<105, rows 10_000 + 100·k + r) each at `below(count + 1)`.
    /// - rows of surviving sections (9,500): q = permutation(9,500) over them in source order;
    ///   q[0..<10%] deleted, the next 5% moved, the next 5% updated. Each moved row, in q order,
    ///   goes to section `below(kept sections)` at `below(count + 1)`; then 950 new rows
    ///   (ids 20_000 + k) likewise.
    static func sectioned() -> (source: [BenchSection], target: [BenchSection]) {
        var random = SplitMix64(seed: baseSeed + 100_100)
        let source = (0..<100).map { s in
            BenchSection(model: BenchHeader(id: s, version: 0),
                         elements: (0..<100).map { BenchRow(id: s * 100 + $0, version: 0) })
        }
        let p = random.permutation(100)
        let deletedSections = Set(p[0..<5])
        let movedSections = Set(p[5..<8])
        let updatedSections = Set(p[8..<13])

        // Rows of surviving sections.
        var survivors: [(section: Int, row: Int)] = []
        for s in 0..<100 where !deletedSections.contains(s) {
            for r in 0..<100 { survivors.append((s, r)) }
        }
        let q = random.permutation(survivors.count)
        let tenth = survivors.count / 10
        let twentieth = survivors.count / 20
        var rowDeleted = Set<Int>()
        var rowUpdated = Set<Int>()
        var movedRows: [BenchRow] = []
        for k in 0..<tenth { rowDeleted.insert(survivors[q[k]].section * 100 + survivors[q[k]].row) }
        for k in tenth..<(tenth + twentieth) {
            let id = survivors[q[k]].section * 100 + survivors[q[k]].row
            rowDeleted.insert(id)  // taken out here, reinserted below
            movedRows.append(BenchRow(id: id, version: 0))
        }
        for k in (tenth + twentieth)..<(tenth + 2 * twentieth) {
            rowUpdated.insert(survivors[q[k]].section * 100 + survivors[q[k]].row)
        }

        var kept: [BenchSection] = []
        var moving: [BenchSection] = []
        for s in 0..<100 where !deletedSections.contains(s) {
            let header = BenchHeader(id: s, version: updatedSections.contains(s) ? 1 : 0)
            let rows = source[s].elements.compactMap { row -> BenchRow? in
                if rowDeleted.contains(row.id) { return nil }
                return BenchRow(id: row.id, version: rowUpdated.contains(row.id) ? 1 : 0)
            }
            let section = BenchSection(model: header, elements: rows)
            if movedSections.contains(s) { moving.append(section) } else { kept.append(section) }
        }
        for section in moving { kept.insert(section, at: random.below(kept.count + 1)) }
        for row in movedRows {
            let s = random.below(kept.count)
            kept[s].elements.insert(row, at: random.below(kept[s].elements.count + 1))
        }
        for k in 0..<tenth {
            let s = random.below(kept.count)
            kept[s].elements.insert(BenchRow(id: 20_000 + k, version: 0), at: random.below(kept[s].elements.count + 1))
        }
        for k in 0..<5 {
            let rows = (0..<100).map { BenchRow(id: 10_000 + 100 * k + $0, version: 0) }
            kept.insert(BenchSection(model: BenchHeader(id: 100 + k, version: 0), elements: rows),
                        at: random.below(kept.count + 1))
        }
        return (source, kept)
    }
}
