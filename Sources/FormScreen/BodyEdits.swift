/// A changeset as lines of the body: the layout's answer to "where are the things that changed".
///
/// `removed` are ranges of the old body whose lines went or must be drawn again (deleted sections
/// and rows, the old lines of updated rows); `added` are ranges of the new body that are new or
/// drawn again (inserted sections and rows, the new lines of updated rows). Every other line is
/// kept: the k-th kept line of the old body is the k-th kept line of the new one, so a renderer
/// can carry it over with insert/delete-line instead of drawing it. Both lists are sorted and
/// their ranges do not overlap.
package struct BodyEdits: Equatable, Sendable {
    package var removed: [Range<Int>]
    package var added: [Range<Int>]
    /// The body's length before and after.
    package var oldTotal: Int
    package var newTotal: Int
    /// The first body line on screen before and after.
    package var oldScroll: Int
    package var newScroll: Int

    package init(removed: [Range<Int>] = [], added: [Range<Int>] = [], oldTotal: Int, newTotal: Int,
                oldScroll: Int = 0, newScroll: Int = 0) {
        self.removed = removed
        self.added = added
        self.oldTotal = oldTotal
        self.newTotal = newTotal
        self.oldScroll = oldScroll
        self.newScroll = newScroll
    }

    /// Sorts and merges overlapping or touching ranges.
    package static func normalized(_ ranges: [Range<Int>]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for range in ranges.filter({ !$0.isEmpty }).sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = result.last, range.lowerBound <= last.upperBound {
                result[result.count - 1] = last.lowerBound..<Swift.max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }

    /// The kept lines as runs: (first old line, first new line, length), in order.
    package var keptRuns: [(old: Int, new: Int, count: Int)] {
        let oldKept = BodyEdits.complement(removed, in: 0..<oldTotal)
        let newKept = BodyEdits.complement(added, in: 0..<newTotal)
        var runs: [(old: Int, new: Int, count: Int)] = []
        var i = 0, j = 0
        var oldAt = oldKept.first?.lowerBound ?? 0, newAt = newKept.first?.lowerBound ?? 0
        while i < oldKept.count && j < newKept.count {
            let count = Swift.min(oldKept[i].upperBound - oldAt, newKept[j].upperBound - newAt)
            runs.append((oldAt, newAt, count))
            oldAt += count
            newAt += count
            if oldAt == oldKept[i].upperBound {
                i += 1
                if i < oldKept.count { oldAt = oldKept[i].lowerBound }
            }
            if newAt == newKept[j].upperBound {
                j += 1
                if j < newKept.count { newAt = newKept[j].lowerBound }
            }
        }
        return runs
    }

    /// The parts of `whole` outside the sorted, disjoint `ranges`.
    static func complement(_ ranges: [Range<Int>], in whole: Range<Int>) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var at = whole.lowerBound
        for range in ranges {
            let lower = Swift.max(range.lowerBound, whole.lowerBound)
            if lower > at { result.append(at..<Swift.min(lower, whole.upperBound)) }
            at = Swift.max(at, range.upperBound)
        }
        if at < whole.upperBound { result.append(at..<whole.upperBound) }
        return result
    }
}
