extension StagedChangeset {
    /// The two-level diff of two arrays of sections, in O(n + m) expected time plus
    /// O(k log k) for the moves.
    ///
    /// Sections are paired by identifier like the one-level diff (a section whose header is not
    /// content-equal is updated). Rows are paired over all kept sections at once, so a row can
    /// move to another section; rows of deleted sections go with their section, and rows of
    /// inserted sections come with theirs (a row moving into a new section is a delete plus an
    /// insert). Moves are the fewest possible: sections outside a longest increasing subsequence
    /// of their source positions; rows that change section; and, inside each section, rows
    /// outside a longest increasing subsequence of their source positions.
    ///
    /// Stages (empty ones left out; the last one's `data` is `target`):
    /// 1. element updates, at source paths, in place;
    /// 2. section deletes and element deletes, at source paths;
    /// 3. section inserts and moves (move sources: positions after the section deletes);
    /// 4. element inserts and moves (move sources: paths after stages 2 and 3);
    /// 5. section updates.
    ///
    /// Duplicate identifiers (sections or rows) follow the one-level rule: after the common
    /// prefix and suffix, the k-th occurrence in the source pairs with the k-th in the target
    /// (rows: counted over the kept sections' rows in section order).
    @inlinable
    package init<Section: DifferentiableSection>(source: [Section], target: [Section]) where Collection == [Section] {
        typealias Element = Section.Element
        let sections = matchElements(source, target)

        // Sections.
        var sectionDeleted: [Int] = []
        var sectionInserted: [Int] = []
        var sectionUpdated: [Int] = []
        var sectionMoved: [ChangesetPaths.SectionMove] = []
        // rankAfterDeletes[s]: the position of kept source section s once deleted sections are gone.
        var rankAfterDeletes = [Int](repeating: -1, count: source.count)
        var keptCount = 0
        for s in source.indices {
            if sections.sourceToTarget[s] < 0 {
                sectionDeleted.append(s)
            } else {
                rankAfterDeletes[s] = keptCount
                keptCount += 1
            }
        }
        var keptSectionSources: [Int] = []
        var keptSectionTargets: [Int] = []
        for t in target.indices {
            let s = sections.targetToSource[t]
            if s < 0 {
                sectionInserted.append(t)
            } else {
                keptSectionSources.append(s)
                keptSectionTargets.append(t)
                if !target[t].isContentEqual(to: source[s]) {
                    sectionUpdated.append(t)
                }
            }
        }
        let sectionsInPlace = longestIncreasingSubsequence(keptSectionSources)
        for k in keptSectionSources.indices where !sectionsInPlace[k] {
            sectionMoved.append(.init(source: rankAfterDeletes[keptSectionSources[k]], target: keptSectionTargets[k]))
        }

        // The rows of kept sections, flattened (source: source order; target: target order).
        // group: the target section a source row's section becomes / a target row's section.
        var sourceRows: [Element] = []
        var sourceGroup: [Int] = []
        var sourceSection: [Int] = []
        var sourceStart = [Int](repeating: 0, count: source.count)
        for s in source.indices where sections.sourceToTarget[s] >= 0 {
            sourceStart[s] = sourceRows.count
            sourceRows.append(contentsOf: source[s].elements)
            let count = source[s].elements.count
            sourceGroup.append(contentsOf: repeatElement(sections.sourceToTarget[s], count: count))
            sourceSection.append(contentsOf: repeatElement(s, count: count))
        }
        var targetRows: [Element] = []
        var targetGroup: [Int] = []
        var targetStart = [Int](repeating: 0, count: target.count + 1)
        for t in target.indices {
            targetStart[t] = targetRows.count
            guard sections.targetToSource[t] >= 0 else { continue }
            targetRows.append(contentsOf: target[t].elements)
            targetGroup.append(contentsOf: repeatElement(t, count: target[t].elements.count))
        }
        targetStart[target.count] = targetRows.count
        let rows = matchElements(sourceRows, targetRows, sourceGroup: sourceGroup, targetGroup: targetGroup)

        // Source side: deletes, updates, and each kept row's index once deletes are applied.
        var elementDeleted: [ElementPath] = []
        var elementUpdated: [ElementPath] = []
        var rowRankAfterDeletes = [Int](repeating: -1, count: sourceRows.count)
        var sectionsWithDeletes: [Int] = []
        var sectionsWithUpdates: [Int] = []
        for s in source.indices where sections.sourceToTarget[s] >= 0 {
            let start = sourceStart[s]
            var rank = 0
            for k in start..<(start + source[s].elements.count) {
                let t = rows.sourceToTarget[k]
                if t < 0 {
                    elementDeleted.append(ElementPath(element: k - start, section: s))
                    if sectionsWithDeletes.last != s { sectionsWithDeletes.append(s) }
                    continue
                }
                rowRankAfterDeletes[k] = rank
                rank += 1
                if !targetRows[t].isContentEqual(to: sourceRows[k]) {
                    elementUpdated.append(ElementPath(element: k - start, section: s))
                    if sectionsWithUpdates.last != s { sectionsWithUpdates.append(s) }
                }
            }
        }

        // Target side: inserts and moves, section by section.
        var elementInserted: [ElementPath] = []
        var elementMoved: [ChangesetPaths.ElementMove] = []
        var stayingSources: [Int] = []
        var stayingTargets: [Int] = []
        var movesOut: [Int] = []
        for t in target.indices where sections.targetToSource[t] >= 0 {
            let start = targetStart[t]
            stayingSources.removeAll(keepingCapacity: true)
            stayingTargets.removeAll(keepingCapacity: true)
            movesOut.removeAll(keepingCapacity: true)
            for j in start..<targetStart[t + 1] {
                let k = rows.targetToSource[j]
                if k < 0 {
                    elementInserted.append(ElementPath(element: j - start, section: t))
                } else if sourceGroup[k] == t {
                    stayingSources.append(k)
                    stayingTargets.append(j)
                } else {
                    movesOut.append(j)
                }
            }
            let inPlace = longestIncreasingSubsequence(stayingSources)
            for i in stayingSources.indices where !inPlace[i] {
                movesOut.append(stayingTargets[i])
            }
            if movesOut.isEmpty { continue }
            movesOut.sort()
            for j in movesOut {
                let k = rows.targetToSource[j]
                elementMoved.append(.init(
                    source: ElementPath(element: rowRankAfterDeletes[k], section: sourceGroup[k]),
                    target: ElementPath(element: j - start, section: t)))
            }
        }

        // The data after each stage.
        var stages: [Changeset<[Section]>] = []
        var afterUpdates = source
        if !elementUpdated.isEmpty {
            var next = 0
            for s in sectionsWithUpdates {
                var elements = source[s].elements
                while next < elementUpdated.count && elementUpdated[next].section == s {
                    let e = elementUpdated[next].element
                    elements[e] = targetRows[rows.sourceToTarget[sourceStart[s] + e]]
                    next += 1
                }
                afterUpdates[s] = Section(source: source[s], elements: elements)
            }
            stages.append(Changeset(data: afterUpdates, paths: ChangesetPaths(elementUpdated: elementUpdated)))
        }

        var deletedSections = sectionDeleted[...]
        var deletedRows = elementDeleted[...]
        var kept: [Section] = []
        kept.reserveCapacity(keptCount)
        for s in source.indices {
            if deletedSections.first == s {
                deletedSections.removeFirst()
                continue
            }
            if deletedRows.first?.section == s {
                var elements: [Element] = []
                var start = 0
                let all = afterUpdates[s].elements
                while let path = deletedRows.first, path.section == s {
                    elements.append(contentsOf: all[start..<path.element])
                    start = path.element + 1
                    deletedRows.removeFirst()
                }
                elements.append(contentsOf: all[start...])
                kept.append(Section(source: afterUpdates[s], elements: elements))
            } else {
                kept.append(afterUpdates[s])
            }
        }
        let afterDeletes = kept
        if !sectionDeleted.isEmpty || !elementDeleted.isEmpty {
            stages.append(Changeset(data: afterDeletes, paths: ChangesetPaths(sectionDeleted: sectionDeleted, elementDeleted: elementDeleted)))
        }

        if !sectionInserted.isEmpty || !sectionMoved.isEmpty {
            let arranged = target.indices.map { t in
                let s = sections.targetToSource[t]
                return s < 0 ? target[t] : afterDeletes[rankAfterDeletes[s]]
            }
            stages.append(Changeset(data: arranged, paths: ChangesetPaths(sectionInserted: sectionInserted, sectionMoved: sectionMoved)))
        }

        if !elementInserted.isEmpty || !elementMoved.isEmpty {
            let arranged = target.indices.map { t in
                let s = sections.targetToSource[t]
                return s < 0 ? target[t] : Section(source: source[s], elements: target[t].elements)
            }
            stages.append(Changeset(data: arranged, paths: ChangesetPaths(elementInserted: elementInserted, elementMoved: elementMoved)))
        }

        if !sectionUpdated.isEmpty {
            stages.append(Changeset(data: target, paths: ChangesetPaths(sectionUpdated: sectionUpdated)))
        }
        if !stages.isEmpty {
            stages[stages.count - 1].data = target
        }
        self.init(stages)
    }
}
