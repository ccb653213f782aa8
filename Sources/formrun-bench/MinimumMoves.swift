import FormDiff

/// The fewest moves possible, computed independently of FormDiff.
enum MinimumMoves {
    /// The length of a longest strictly increasing subsequence (patience sorting).
    static func lisLength(_ values: [Int]) -> Int {
        var tails: [Int] = []
        for value in values {
            var low = 0
            var high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if tails[mid] < value { low = mid + 1 } else { high = mid }
            }
            if low == tails.count { tails.append(value) } else { tails[low] = value }
        }
        return tails.count
    }

    /// N_kept − LIS of the kept elements' source positions, in target order (unique ids).
    static func linear(source: [BenchRow], target: [BenchRow]) -> Int {
        var position: [Int: Int] = [:]
        for (index, row) in source.enumerated() { position[row.id] = index }
        let kept = target.compactMap { position[$0.id] }
        return kept.count - lisLength(kept)
    }

    /// Section moves (kept sections − LIS) plus row moves: rows that change section, and in
    /// each section the kept rows outside a LIS of their source positions.
    static func sectioned(source: [BenchSection], target: [BenchSection]) -> Int {
        var sectionPosition: [Int: Int] = [:]
        for (index, section) in source.enumerated() { sectionPosition[section.model.id] = index }
        let keptSections = target.compactMap { sectionPosition[$0.model.id] }
        var moves = keptSections.count - lisLength(keptSections)

        var rowOrigin: [Int: (section: Int, index: Int)] = [:]
        let targetIDs = Set(target.map(\.model.id))
        for section in source where targetIDs.contains(section.model.id) {
            for (index, row) in section.elements.enumerated() { rowOrigin[row.id] = (section.model.id, index) }
        }
        for section in target where sectionPosition[section.model.id] != nil {
            var staying: [Int] = []
            for row in section.elements {
                guard let origin = rowOrigin[row.id] else { continue }
                if origin.section == section.model.id { staying.append(origin.index) } else { moves += 1 }
            }
            moves += staying.count - lisLength(staying)
        }
        return moves
    }
}
