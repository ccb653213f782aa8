import FormScreen

/// Turns body edits into the line operations of the body's region: which screen lines keep their
/// content (and where it goes), the insert/delete-line operations that carry it there, and the
/// lines left to draw.
///
/// The kept lines of `BodyEdits` pair old and new body lines in order; seen through the old and
/// new scroll, each run of them is a block of screen lines that moves by a fixed offset (or
/// stays). Runs are in order on both sides, so the moves need no search: for each gap between
/// runs, the difference between its old and new size is deleted (first pass, top to bottom,
/// nothing kept is pushed out of the region) or inserted (second pass, top to bottom: every
/// run ends exactly where it belongs, inside the region).
package struct LineMoves: Equatable, Sendable {
    /// The operations, in region coordinates, in the order to apply them.
    package var shifts: [LineShift]
    /// The region lines that show kept content once the shifts are applied.
    package var kept: [Range<Int>]
    /// The region lines that a delete opened at the region's bottom and that are still open once
    /// every shift is applied: where content from below the old view scrolls in.
    package var scrolledIn: [Int] = []

    /// The moves for a region of `height` lines showing `edits`' body from its old to its new scroll.
    package init(_ edits: BodyEdits, height: Int) {
        var runs: [(old: Int, new: Int, count: Int)] = []
        for run in edits.keptRuns {
            let i = run.old - edits.oldScroll, j = run.new - edits.newScroll
            let low = Swift.max(0, -i, -j)
            let high = Swift.min(run.count, height - i, height - j)
            if low < high { runs.append((i + low, j + low, high - low)) }
        }
        kept = runs.map { $0.new..<($0.new + $0.count) }
        guard runs.contains(where: { $0.old != $0.new }) else {
            shifts = []
            return
        }
        var deletes: [LineShift] = []
        var inserts: [(at: Int, count: Int)] = []
        var previousOld = -1, previousNew = -1, position = -1
        for run in runs {
            let oldGap = run.old - previousOld - 1
            let newGap = run.new - previousNew - 1
            if oldGap > newGap { deletes.append(LineShift(.delete, at: position + 1, count: oldGap - newGap)) }
            position += 1 + Swift.min(oldGap, newGap)
            if newGap > oldGap { inserts.append((position, newGap - oldGap)) }
            position += run.count - 1
            previousOld = run.old + run.count - 1
            previousNew = run.new + run.count - 1
        }
        var shifts = deletes
        var inserted = 0
        for insert in inserts {
            shifts.append(LineShift(.insert, at: insert.at + inserted, count: insert.count))
            inserted += insert.count
        }
        self.shifts = shifts
        scrolledIn = Self.opened(by: shifts, height: height)
    }

    /// The lines of a `height`-line region that `shifts` leave showing a line a delete opened.
    private static func opened(by shifts: [LineShift], height: Int) -> [Int] {
        guard shifts.contains(where: { $0.kind == .delete }) else { return [] }
        var region = Array(repeating: false, count: height)
        for shift in shifts {
            shift.apply(to: &region, blank: shift.kind == .delete)
        }
        return region.indices.filter { region[$0] }
    }

    /// The region lines to draw: every line that does not show kept content.
    package func fresh(height: Int) -> [Int] {
        var lines: [Int] = []
        var at = 0
        for range in kept {
            if range.lowerBound > at { lines += at..<range.lowerBound }
            at = Swift.max(at, range.upperBound)
        }
        if at < height { lines += at..<height }
        return lines
    }
}
