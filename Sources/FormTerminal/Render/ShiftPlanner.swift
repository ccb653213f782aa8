/// Plans the insert/delete-line operations that carry surviving lines of a region to their new
/// places, from the line identifiers before and after.
///
/// 1. Anchors: identifiers that occur exactly once in both sequences (duplicates such as blank
///    filler lines cannot be told apart, so they are left to be redrawn).
/// 2. Of those, the longest run whose old and new positions both increase (a longest increasing
///    subsequence): lines that moved against the others are redrawn rather than shifted.
/// 3. For each gap between consecutive anchors, the difference between its old and new size is
///    deleted (first pass, top to bottom: nothing is pushed out of the region) or inserted
///    (second pass, top to bottom: every anchor ends exactly at its new position, and since that
///    position is inside the region, no anchor is ever pushed out).
public enum ShiftPlanner {
    public static func plan(old: [String?], new: [String?]) -> [LineShift] {
        let anchors = increasingAnchors(old: old, new: new)
        guard anchors.contains(where: { $0.old != $0.new }) else { return [] }

        var deletes: [LineShift] = []
        var inserts: [(position: Int, count: Int)] = []
        var previousOld = -1
        var previousNew = -1
        var position = -1
        for anchor in anchors {
            let oldGap = anchor.old - previousOld - 1
            let newGap = anchor.new - previousNew - 1
            if oldGap > newGap {
                deletes.append(LineShift(.delete, at: position + 1, count: oldGap - newGap))
            }
            position += 1 + min(oldGap, newGap)
            if newGap > oldGap {
                inserts.append((position, newGap - oldGap))
            }
            previousOld = anchor.old
            previousNew = anchor.new
        }
        var inserted = 0
        var shifts = deletes
        for insert in inserts {
            shifts.append(LineShift(.insert, at: insert.position + inserted, count: insert.count))
            inserted += insert.count
        }
        return shifts
    }

    /// The anchors (old and new positions of identifiers unique in both) that form the longest
    /// chain increasing in both positions, in order.
    static func increasingAnchors(old: [String?], new: [String?]) -> [(old: Int, new: Int)] {
        var oldPosition: [String: Int] = [:]
        var duplicated: Set<String> = []
        for (i, id) in old.enumerated() {
            guard let id else { continue }
            if oldPosition.updateValue(i, forKey: id) != nil { duplicated.insert(id) }
        }
        var newCount: [String: Int] = [:]
        for id in new { if let id { newCount[id, default: 0] += 1 } }

        var pairs: [(old: Int, new: Int)] = []
        for (j, id) in new.enumerated() {
            guard let id, newCount[id] == 1, !duplicated.contains(id), let i = oldPosition[id] else { continue }
            pairs.append((i, j))
        }
        return longestIncreasing(pairs)
    }

    /// Patience sorting on the old positions of `pairs` (already increasing in new position).
    private static func longestIncreasing(_ pairs: [(old: Int, new: Int)]) -> [(old: Int, new: Int)] {
        var tails: [Int] = []
        var previous = Array(repeating: -1, count: pairs.count)
        for (k, pair) in pairs.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if pairs[tails[mid]].old < pair.old { low = mid + 1 } else { high = mid }
            }
            if low > 0 { previous[k] = tails[low - 1] }
            if low == tails.count { tails.append(k) } else { tails[low] = k }
        }
        var chain: [(old: Int, new: Int)] = []
        var k = tails.last ?? -1
        while k >= 0 {
            chain.append(pairs[k])
            k = previous[k]
        }
        return chain.reversed()
    }
}
