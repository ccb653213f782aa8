import FormCore
import FormDiff
import FormScreen

/// A form replaced by a new version of its file (`--watch`), as the screen sees it: the staged
/// changeset from what the old form shows to what the new one shows — FormDiff's own, computed
/// by tag — put as the sections and rows that leave the old body and take lines in the new one,
/// and turned into body lines by the translator keys use (`BodyEdits.Builder`). Sections and rows
/// deleted or inserted are removed or added; moved and updated ones are removed from their old
/// lines and added at their new ones; everything else keeps its lines and shifts.
package struct ReloadEdits {
    /// The changeset's counts, for the trace.
    package let counts: ChangeCounts
    /// Nil when every line changes anyway (the title column's width changed).
    package let edits: BodyEdits?

    package init(old: FormState, oldLayout: ScreenLayout, new: FormState, newLayout: ScreenLayout) {
        let source = VisibleForm.sections(of: old)
        let changeset = StagedChangeset(source: source, target: VisibleForm.sections(of: new))
        counts = changeset.paths.reduce(ChangeCounts()) { $0 + $1.counts }
        guard oldLayout.titleWidth == newLayout.titleWidth, oldLayout.cols == newLayout.cols else {
            edits = nil
            return
        }
        var removedSections = Set<String>(), addedSections = Set<String>()
        var removedRows = Set<String>(), addedRows = Set<String>()
        var previous = source
        for stage in changeset {
            let data = stage.data
            for s in stage.sectionDeleted { removedSections.insert(previous[s].tag) }
            for s in stage.sectionInserted { addedSections.insert(data[s].tag) }
            for s in stage.sectionUpdated + stage.sectionMoved.map(\.target) {
                removedSections.insert(data[s].tag)
                addedSections.insert(data[s].tag)
            }
            for path in stage.elementDeleted { removedRows.insert(previous[path.section].rows[path.element].tag) }
            for path in stage.elementInserted { addedRows.insert(data[path.section].rows[path.element].tag) }
            for path in stage.elementUpdated + stage.elementMoved.map(\.target) {
                let tag = data[path.section].rows[path.element].tag
                removedRows.insert(tag)
                addedRows.insert(tag)
            }
            previous = data
        }
        var builder = BodyEdits.Builder()
        builder.remove(sections: removedSections.compactMap(old.outline.sectionIndex(of:)),
                       rows: removedRows.compactMap(old.outline.position(of:)), in: oldLayout.index)
        builder.add(sections: addedSections.compactMap(new.outline.sectionIndex(of:)),
                    rows: addedRows.compactMap(new.outline.position(of:)), in: newLayout.index)
        edits = builder.edits(oldTotal: oldLayout.total, newTotal: newLayout.total,
                              oldScroll: oldLayout.scroll, newScroll: newLayout.scroll)
    }
}
