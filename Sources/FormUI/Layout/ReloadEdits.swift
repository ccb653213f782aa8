import FormCore
import FormDiff
import FormScreen

/// A form replaced by a new version of its file (`--watch`), as the screen sees it: the staged
/// changeset from what the old form shows to what the new one shows — FormDiff's own, computed
/// by tag — and the body lines it asks to remove (old layout) and add (new layout). Sections and
/// rows deleted or inserted are removed or added; moved and updated ones are removed from their
/// old lines and added at their new ones; everything else keeps its lines and shifts.
public struct ReloadEdits {
    public let changeset: StagedChangeset<[VisibleSection]>
    /// Nil when every line changes anyway (the title column's width changed).
    public let edits: BodyEdits?

    public init(old: FormState, oldLayout: ScreenLayout, new: FormState, newLayout: ScreenLayout) {
        let source = VisibleForm.sections(of: old)
        changeset = StagedChangeset(source: source, target: VisibleForm.sections(of: new))
        guard oldLayout.titleWidth == newLayout.titleWidth, oldLayout.cols == newLayout.cols else {
            edits = nil
            return
        }
        var removedSections = Set<String>(), addedSections = Set<String>()
        var removedRows = Set<String>(), addedRows = Set<String>()
        var previous = source
        for stage in changeset {
            let paths = stage.paths
            let data = stage.data
            for s in paths.sectionDeleted { removedSections.insert(previous[s].tag) }
            for s in paths.sectionInserted { addedSections.insert(data[s].tag) }
            for s in paths.sectionUpdated + paths.sectionMoved.map(\.target) {
                removedSections.insert(data[s].tag)
                addedSections.insert(data[s].tag)
            }
            for path in paths.elementDeleted { removedRows.insert(previous[path.section].rows[path.element].tag) }
            for path in paths.elementInserted { addedRows.insert(data[path.section].rows[path.element].tag) }
            for path in paths.elementUpdated + paths.elementMoved.map(\.target) {
                let tag = data[path.section].rows[path.element].tag
                removedRows.insert(tag)
                addedRows.insert(tag)
            }
            previous = data
        }
        let removed = removedSections.compactMap(oldLayout.lines(ofSection:)) + removedRows.compactMap(oldLayout.lines(ofRow:))
        let added = addedSections.compactMap(newLayout.lines(ofSection:)) + addedRows.compactMap(newLayout.lines(ofRow:))
        edits = BodyEdits(removed: BodyEdits.normalized(removed), added: BodyEdits.normalized(added),
                          oldTotal: oldLayout.total, newTotal: newLayout.total,
                          oldScroll: oldLayout.scroll, newScroll: newLayout.scroll)
    }

    /// The changeset's counts, for the trace.
    public var counts: ChangeCounts { changeset.paths.reduce(ChangeCounts()) { $0 + $1.counts } }
}
