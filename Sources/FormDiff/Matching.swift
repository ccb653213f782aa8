/// Which source element each target element continues, and the other way round (`-1`: none).
///
/// Elements in `0..<lower` and in `sourceUpper...`/`targetUpper...` (the common prefix and
/// suffix) are paired position by position with equal content; only the middle needs a table.
@usableFromInline
struct Matching {
    @usableFromInline var sourceToTarget: [Int]
    @usableFromInline var targetToSource: [Int]
    /// The length of the common prefix.
    @usableFromInline var lower: Int
    /// The end of the source's middle part (start of its common suffix).
    @usableFromInline var sourceUpper: Int
    /// The end of the target's middle part (start of its common suffix).
    @usableFromInline var targetUpper: Int
    /// True when the pairs are known not to cross (their source positions increase in target
    /// order), so a one-level diff has no move to look for.
    @usableFromInline var isOrdered: Bool

    @inlinable
    init(
        sourceToTarget: [Int], targetToSource: [Int], lower: Int, sourceUpper: Int, targetUpper: Int,
        isOrdered: Bool
    ) {
        self.sourceToTarget = sourceToTarget
        self.targetToSource = targetToSource
        self.lower = lower
        self.sourceUpper = sourceUpper
        self.targetUpper = targetUpper
        self.isOrdered = isOrdered
    }
}

/// Pairs source and target elements by identifier, in O(n + m) expected time.
///
/// 1. The common prefix and suffix (same identifier, equal content and, when groups are given,
///    `sourceGroup[i] == targetGroup[j]`) are paired position by position without any table:
///    a one-row edit costs a scan, not a hash table.
/// 2. A few scattered edits in the middle are paired by `pairFewEdits`, still without a table.
/// 3. Otherwise, in the middle, one dictionary maps each identifier to its first source position, and a
///    chain links each source position to the next one with the same identifier. Walking the
///    target in order, the k-th occurrence of an identifier pairs with the k-th occurrence in
///    the source middle; extra occurrences on either side stay unpaired (deleted / inserted).
///
/// Groups (used by the two-level diff: the target section an element's section maps to) only
/// restrict the prefix/suffix trim; the middle pairs across groups.
@inlinable
func matchElements<Element: Differentiable>(
    _ source: [Element], _ target: [Element], sourceGroup: [Int] = [], targetGroup: [Int] = []
) -> Matching {
    let sourceCount = source.count
    let targetCount = target.count
    let grouped = !sourceGroup.isEmpty

    @inline(__always)
    func isSame(_ s: Int, _ t: Int) -> Bool {
        (!grouped || sourceGroup[s] == targetGroup[t])
            && source[s].differenceIdentifier == target[t].differenceIdentifier
            && target[t].isContentEqual(to: source[s])
    }

    var lower = 0
    while lower < sourceCount && lower < targetCount && isSame(lower, lower) {
        lower += 1
    }
    var sourceUpper = sourceCount
    var targetUpper = targetCount
    while sourceUpper > lower && targetUpper > lower && isSame(sourceUpper - 1, targetUpper - 1) {
        sourceUpper -= 1
        targetUpper -= 1
    }

    var sourceToTarget = [Int](repeating: -1, count: sourceCount)
    var targetToSource = [Int](repeating: -1, count: targetCount)
    let shift = targetUpper - sourceUpper
    sourceToTarget.withUnsafeMutableBufferPointer { s2t in
        targetToSource.withUnsafeMutableBufferPointer { t2s in
            for i in 0..<lower {
                s2t[i] = i
                t2s[i] = i
            }
            for s in sourceUpper..<sourceCount {
                s2t[s] = s + shift
                t2s[s + shift] = s
            }
        }
    }

    var isOrdered = true
    if lower < sourceUpper && lower < targetUpper
        && !pairFewEdits(
            source, target, lower: lower, sourceUpper: sourceUpper, targetUpper: targetUpper,
            sourceToTarget: &sourceToTarget, targetToSource: &targetToSource)
    {
        isOrdered = false
        let middleCount = sourceUpper - lower
        var firstIndex = [Element.DifferenceIdentifier: Int](minimumCapacity: middleCount)
        // nextSame[i - lower]: the next source position with the same identifier, or -1.
        var nextSame = [Int](repeating: -1, count: middleCount)
        // cursor[f - lower]: the next unpaired occurrence of the identifier first seen at f.
        var cursor = [Int](lower..<sourceUpper)
        nextSame.withUnsafeMutableBufferPointer { next in
            var s = sourceUpper - 1
            while s >= lower {
                if let later = firstIndex.updateValue(s, forKey: source[s].differenceIdentifier) {
                    next[s - lower] = later
                }
                s -= 1
            }
        }
        nextSame.withUnsafeBufferPointer { next in
            cursor.withUnsafeMutableBufferPointer { cursor in
                sourceToTarget.withUnsafeMutableBufferPointer { s2t in
                    targetToSource.withUnsafeMutableBufferPointer { t2s in
                        for t in lower..<targetUpper {
                            guard let first = firstIndex[target[t].differenceIdentifier] else { continue }
                            let s = cursor[first - lower]
                            guard s >= 0 else { continue }
                            s2t[s] = t
                            t2s[t] = s
                            cursor[first - lower] = next[s - lower]
                        }
                    }
                }
            }
        }
    }

    return Matching(
        sourceToTarget: sourceToTarget, targetToSource: targetToSource,
        lower: lower, sourceUpper: sourceUpper, targetUpper: targetUpper, isOrdered: isOrdered)
}
