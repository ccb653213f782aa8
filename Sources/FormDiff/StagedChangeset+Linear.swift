extension StagedChangeset {
    /// The one-level diff of two arrays, in O(n + m) expected time plus O(k log k) for the moves
    /// (k: elements between the common prefix and suffix).
    ///
    /// Stages (empty ones left out): 1. updates (at source positions, in place); 2. deletes;
    /// 3. inserts and moves (move sources are positions after the deletes). All paths have
    /// `section == 0`. The moves are the fewest possible: kept elements outside one longest
    /// increasing subsequence of their source positions (taken in target order).
    ///
    /// Duplicate identifiers: after the common prefix and suffix are paired position by
    /// position, the k-th occurrence of an identifier in the rest of the source pairs with its
    /// k-th occurrence in the rest of the target; extra occurrences are deleted or inserted.
    @inlinable
    package init<Element: Differentiable>(source: [Element], target: [Element]) where Collection == [Element] {
        let matching = matchElements(source, target)
        let lower = matching.lower
        let sourceUpper = matching.sourceUpper
        let targetUpper = matching.targetUpper

        var deleted: [ElementPath] = []
        var updated: [ElementPath] = []
        for s in lower..<sourceUpper {
            let t = matching.sourceToTarget[s]
            if t < 0 {
                deleted.append(ElementPath(element: s, section: 0))
            } else if !target[t].isContentEqual(to: source[s]) {
                updated.append(ElementPath(element: s, section: 0))
            }
        }

        var inserted: [ElementPath] = []
        var keptSources: [Int] = []
        var keptTargets: [Int] = []
        if !matching.isOrdered {
            keptSources.reserveCapacity(targetUpper - lower)
            keptTargets.reserveCapacity(targetUpper - lower)
        }
        for t in lower..<targetUpper {
            let s = matching.targetToSource[t]
            if s < 0 {
                inserted.append(ElementPath(element: t, section: 0))
            } else if !matching.isOrdered {
                keptSources.append(s)
                keptTargets.append(t)
            }
        }

        var moved: [ChangesetPaths.ElementMove] = []
        let inPlace = longestIncreasingSubsequence(keptSources)
        if inPlace.contains(false) {
            // A source position after the deletes: itself minus the deletes before it.
            var positionAfterDeletes = [Int](repeating: 0, count: sourceUpper - lower)
            var deletedSoFar = 0
            for s in lower..<sourceUpper {
                if matching.sourceToTarget[s] < 0 { deletedSoFar += 1 }
                positionAfterDeletes[s - lower] = s - deletedSoFar
            }
            for k in keptSources.indices where !inPlace[k] {
                moved.append(.init(
                    source: ElementPath(element: positionAfterDeletes[keptSources[k] - lower], section: 0),
                    target: ElementPath(element: keptTargets[k], section: 0)))
            }
        }

        var stages: [Changeset<[Element]>] = []
        var current = source
        if !updated.isEmpty {
            for path in updated {
                current[path.element] = target[matching.sourceToTarget[path.element]]
            }
            stages.append(Changeset(data: current, paths: ChangesetPaths(elementUpdated: updated)))
        }
        if !deleted.isEmpty {
            var remaining: [Element] = []
            remaining.reserveCapacity(current.count - deleted.count)
            var start = 0
            for path in deleted {
                remaining.append(contentsOf: current[start..<path.element])
                start = path.element + 1
            }
            remaining.append(contentsOf: current[start...])
            current = remaining
            stages.append(Changeset(data: current, paths: ChangesetPaths(elementDeleted: deleted)))
        }
        if !inserted.isEmpty || !moved.isEmpty {
            stages.append(Changeset(data: target, paths: ChangesetPaths(elementInserted: inserted, elementMoved: moved)))
        }
        if !stages.isEmpty {
            stages[stages.count - 1].data = target
        }
        self.init(stages)
    }
}
