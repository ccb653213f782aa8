import FormCore

/// Passes over every row in display order that ask the conditions by the row's position instead
/// of by its tag: at 100,000 rows the table by tag no longer fits the caches and each lookup
/// misses them (DECISIONS.md, "Submit at 100,000 rows").
extension FormState {
    /// `hiddenAndRequired` of `row`, the row at `position` of the outline counted across sections
    /// in display order; asked by number when that is also the form's order (no `sortByTag`).
    func hiddenAndRequired(_ row: Row, position: Int) -> (hidden: Bool, required: Bool) {
        let flags = form.sortByTag ? self.flags.rowHiddenAndRequired(row.tag)
            : self.flags.rowHiddenAndRequired(row.tag, number: position)
        return (flags.hidden || (!deleted.isEmpty && deleted.contains(row.tag)), flags.required)
    }

    /// `isHidden` of `row` at `position` (as for `hiddenAndRequired(_:position:)`).
    func isHidden(_ row: Row, position: Int) -> Bool {
        hiddenAndRequired(row, position: position).hidden
    }
}
