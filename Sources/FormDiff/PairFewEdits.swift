/// The fast path for a few scattered edits (one keystroke: a row shown, hidden or changed):
/// pairs the middle left by the prefix/suffix trim with plain comparisons, no hash table.
///
/// Walks source and target in lockstep, pairing equal identifiers. At a mismatch the source
/// element is deleted if its identifier occurs nowhere in the target middle, else the target
/// element is inserted if its identifier occurs nowhere in the source middle; otherwise (a
/// move, or a repeated identifier) it gives up. Every pair it makes is the one the k-th
/// occurrence rule makes: all elements skipped before a pair have identifiers absent from the
/// other side, so both sides have seen the same number of occurrences of the paired identifier.
///
/// Gives up (and clears what it paired) after `maxEdits` mismatches or when its scans would
/// exceed a few passes over the middle, so a bad guess costs O(n) comparisons at most.
@inlinable
func pairFewEdits<Element: Differentiable>(
    _ source: [Element], _ target: [Element],
    lower: Int, sourceUpper: Int, targetUpper: Int,
    sourceToTarget: inout [Int], targetToSource: inout [Int],
    maxEdits: Int = 32
) -> Bool {
    var budget = 4 * (sourceUpper - lower + targetUpper - lower) + 256

    /// Whether `id` occurs in `elements[range]`; nil once the budget is spent.
    @inline(__always)
    func occurs(_ id: Element.DifferenceIdentifier, in elements: [Element], _ range: Range<Int>) -> Bool? {
        for k in range {
            budget -= 1
            if budget < 0 { return nil }
            if elements[k].differenceIdentifier == id { return true }
        }
        return false
    }

    var i = lower
    var j = lower
    var edits = 0
    search: while true {
        while i < sourceUpper && j < targetUpper
            && source[i].differenceIdentifier == target[j].differenceIdentifier
        {
            sourceToTarget[i] = j
            targetToSource[j] = i
            i += 1
            j += 1
        }
        if i == sourceUpper && j == targetUpper { return true }
        edits += 1
        if edits > maxEdits { break search }
        if i < sourceUpper {
            guard let found = occurs(source[i].differenceIdentifier, in: target, lower..<targetUpper) else {
                break search
            }
            if !found {
                i += 1
                continue
            }
        }
        if j < targetUpper {
            guard let found = occurs(target[j].differenceIdentifier, in: source, lower..<sourceUpper) else {
                break search
            }
            if !found {
                j += 1
                continue
            }
        }
        break search
    }
    for s in lower..<i { sourceToTarget[s] = -1 }
    for t in lower..<j { targetToSource[t] = -1 }
    return false
}
