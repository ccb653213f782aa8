import FormCore
import FormDiff

/// The visible form, kept up to date one change at a time: which sections and rows are shown, and
/// a fingerprint of how each row looks. `apply` looks again only at what the state says changed
/// and states the difference once (`VisibleChangeset`), in O(changes × log n) — it never walks the
/// form. (`VisibleForm.sections(of:)` builds the same thing whole; tests check that the change,
/// put as FormDiff's stages, equals what the diff engine finds.)
package struct VisibleModel: Sendable {
    private let outline: FormOutline
    /// Per section, 1 for each row shown by its own conditions (deletion included).
    private var rowShown: [PrefixSums]
    /// 1 for each section on screen: not hidden and with a row to show.
    private var sectionShown: PrefixSums
    /// Per section, whether its own `hidden`, `disabled` and `required` hold.
    private var sectionFlags: [SectionFlags]
    /// Per row, a hash of its `VisibleRow`.
    private var fingerprints: [[Int]]
    /// Per section off screen, rows that changed while it was: their fingerprints (and the layout's
    /// measure of them) are brought up to date when the section comes back on screen.
    private var stale: [Int: Set<Int>] = [:]

    struct SectionFlags: Equatable {
        var hidden = false
        var disabled = false
        var required = false
    }

    /// The visible form of `state`, in O(n).
    package init(state: FormState) {
        outline = state.outline
        var rowShown: [PrefixSums] = []
        var sectionValues: [Int] = []
        var sectionFlags: [SectionFlags] = []
        var fingerprints: [[Int]] = []
        for (s, section) in outline.sections.enumerated() {
            let rows = outline.rows[s]
            let shown = rows.map { state.isHiddenItself($0) ? 0 : 1 }
            let sums = PrefixSums(shown)
            let flags = VisibleModel.flags(of: section, in: state)
            rowShown.append(sums)
            sectionFlags.append(flags)
            sectionValues.append(!flags.hidden && sums.total > 0 ? 1 : 0)
            fingerprints.append(rows.map { VisibleModel.fingerprint(VisibleForm.visibleRow($0, in: state)) })
        }
        self.rowShown = rowShown
        self.sectionShown = PrefixSums(sectionValues)
        self.sectionFlags = sectionFlags
        self.fingerprints = fingerprints
    }

    // MARK: Reading

    /// Whether section `s` is on screen.
    package func isShown(section s: Int) -> Bool { sectionShown[s] == 1 }

    /// Whether the row at `position` is shown by its own conditions (its section may still be hidden).
    package func isShownItself(_ position: RowPosition) -> Bool { rowShown[position.section][position.row] == 1 }

    /// Whether the row at `position` is on screen.
    package func isShown(_ position: RowPosition) -> Bool { isShown(section: position.section) && isShownItself(position) }

    /// The number of sections on screen.
    package var shownSectionCount: Int { sectionShown.total }

    /// The index of section `s` among the sections on screen (the diff's section index).
    package func shownIndex(ofSection s: Int) -> Int { sectionShown.prefix(s) }

    /// The path of the row at `position` in the visible form (section index among shown sections,
    /// row index among the section's shown rows).
    package func path(of position: RowPosition) -> ElementPath {
        ElementPath(element: rowShown[position.section].prefix(position.row), section: shownIndex(ofSection: position.section))
    }

    // MARK: Changing

    /// Looks again at what `changes` names and returns what changed on screen.
    package mutating func apply(_ changes: StateChanges, in state: FormState) -> VisibleChangeset {
        // The sections whose flags may have changed, and the rows to look at again.
        var sectionsToCheck: Set<Int> = []
        var rowsToCheck: Set<RowPosition> = []
        let everything = changes.everything || changes.owners.contains("")
        if everything {
            for s in outline.sections.indices {
                sectionsToCheck.insert(s)
                for r in outline.rows[s].indices { rowsToCheck.insert(RowPosition(section: s, row: r)) }
            }
        }
        for tag in changes.rows {
            if let position = outline.position(of: tag) { rowsToCheck.insert(position) }
        }
        for tag in changes.owners {
            if let position = outline.position(of: tag) {
                rowsToCheck.insert(position)
            } else if let s = outline.sectionIndex(of: tag) {
                sectionsToCheck.insert(s)
            }
        }
        for s in sectionsToCheck {
            let flags = VisibleModel.flags(of: outline.sections[s], in: state)
            let old = sectionFlags[s]
            sectionFlags[s] = flags
            // A section's disabled and required reach each of its rows' drawing.
            if !everything && (flags.disabled != old.disabled || flags.required != old.required) {
                for r in outline.rows[s].indices { rowsToCheck.insert(RowPosition(section: s, row: r)) }
            }
        }

        var changeset = VisibleChangeset()
        changeset.everything = everything
        var shownAfter: [RowPosition: Bool] = [:]
        for position in rowsToCheck {
            shownAfter[position] = !state.isHiddenItself(outline.row(at: position))
            sectionsToCheck.insert(position.section)
        }
        let sectionOrder = sectionsToCheck.sorted()
        let rowOrder = rowsToCheck.sorted()

        // Each checked section's fate: whether it is on screen after the change.
        var countChange: [Int: Int] = [:]
        for position in rowOrder {
            countChange[position.section, default: 0] += (shownAfter[position] == true ? 1 : 0) - rowShown[position.section][position.row]
        }
        var sectionAfter: [Int: Bool] = [:]
        for s in sectionOrder {
            sectionAfter[s] = !sectionFlags[s].hidden && rowShown[s].total + countChange[s, default: 0] > 0
        }
        func stays(_ s: Int) -> Bool { isShown(section: s) && sectionAfter[s] != false }

        // How the rows look now: rows of sections off screen after the change wait until their
        // section comes back (`stale`); rows of sections coming on screen that waited are looked at.
        for position in rowOrder {
            if sectionAfter[position.section] == true {
                changeset.touched[position] = VisibleForm.visibleRow(outline.row(at: position), in: state)
            } else {
                stale[position.section, default: []].insert(position.row)
            }
            if shownAfter[position] != (rowShown[position.section][position.row] == 1) {
                changeset.shownChanged.append(position)
            }
        }
        for s in sectionOrder where sectionAfter[s] == true && !isShown(section: s) {
            for r in stale.removeValue(forKey: s) ?? [] {
                let position = RowPosition(section: s, row: r)
                changeset.touched[position] = VisibleForm.visibleRow(outline.row(at: position), in: state)
            }
        }

        // Before the change: what leaves the screen and what is drawn anew.
        var rowsComing: [RowPosition] = []
        for s in sectionOrder where isShown(section: s) && sectionAfter[s] == false {
            changeset.deletedSections.append(s)
        }
        for position in rowOrder where stays(position.section) {
            let before = isShownItself(position), after = shownAfter[position] == true
            if before && !after {
                changeset.deletedRows.append(position)
            } else if !before && after {
                rowsComing.append(position)
            } else if before, let visible = changeset.touched[position],
                      fingerprints[position.section][position.row] != VisibleModel.fingerprint(visible) {
                changeset.updatedRows.append(position)
            }
        }

        // The change itself.
        for position in rowOrder {
            rowShown[position.section][position.row] = shownAfter[position] == true ? 1 : 0
        }
        for (position, visible) in changeset.touched {
            fingerprints[position.section][position.row] = VisibleModel.fingerprint(visible)
        }
        for s in sectionOrder {
            let was = isShown(section: s)
            sectionShown[s] = sectionAfter[s] == true ? 1 : 0
            if !was && sectionAfter[s] == true { changeset.insertedSections.append(s) }
        }
        changeset.insertedRows = rowsComing
        return changeset
    }

    // MARK: Helpers

    private static func flags(of section: Section, in state: FormState) -> SectionFlags {
        let conditions = state.flags.conditions
        return SectionFlags(hidden: conditions.condition(.section(section.tag), .hidden),
                            disabled: conditions.condition(.section(section.tag), .disabled),
                            required: conditions.condition(.section(section.tag), .required))
    }

    /// A hash of everything that decides how a row is drawn. (Two looks with the same hash are taken
    /// for the same: with 64 bits, a redraw missed by a collision is not a practical concern.)
    static func fingerprint(_ visible: VisibleRow) -> Int {
        var hasher = Hasher()
        if let shown = visible.shown {
            // The text's revision, not the text: a key costs the same whatever the text's length.
            hasher.combine(shown.revision)
            hasher.combine(shown.masked)
        } else {
            hasher.combine(visible.value)
            hasher.combine(visible.display)
        }
        hasher.combine(visible.cursor)
        hasher.combine(visible.focused)
        hasher.combine(visible.disabled)
        hasher.combine(visible.required)
        hasher.combine(visible.error)
        if let editor = visible.inlineEditor {
            hasher.combine(String(describing: editor))
        }
        return hasher.finalize()
    }
}
