import FormCore

/// Where a row stands in the form: its section's index and its index among that section's rows
/// (in display order).
package struct RowPosition: Hashable, Sendable, Comparable {
    package var section: Int
    package var row: Int

    package init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }

    package static func < (lhs: RowPosition, rhs: RowPosition) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }
}

/// The form's sections and rows in the order they are shown (`sortByTag` applied once), with
/// each tag's position: the fixed frame the visible model, the layout and the navigation index.
/// Rows only ever appear and vanish in it; they never change places.
///
/// A tag is found through the row numbers the conditions already keep (`ConditionProgram`), so
/// the outline builds no table of its own by tag (at 100,000 rows, building one took ~40 ms of a
/// 1.2 s `--submit`, mostly in cache misses); only a form whose tags repeat (built in code) has one.
package struct FormOutline: Sendable {
    package private(set) var sections: [Section]
    /// Each section's rows in display order.
    package private(set) var rows: [[Row]]
    /// Every row's tag to its number in form order, when no tag repeats; else nil.
    private let numbers: ConditionProgram?
    /// Each section's first row number, then the number of rows.
    private let sectionStarts: [Int]
    /// With `sortByTag` (and `numbers`): each row number's index among its section's rows as shown.
    private let shownIndex: [Int32]
    /// Each tag's position, when some tag repeats (the first row of a tag wins).
    private let positions: [String: RowPosition]
    private let sectionIndices: [String: Int]
    /// The first row of each type the form has (the F1 screen lists the keys of each kind once).
    private let firstOfType: [RowType: RowPosition]

    /// The outline of `form`, whose conditions `program` compiled (it numbers the rows).
    package init(form: Form, program: ConditionProgram) {
        sections = form.sections
        rows = form.sections.map(form.displayRows(of:))
        var starts = [0]
        starts.reserveCapacity(form.sections.count + 1)
        for section in form.sections { starts.append(starts[starts.count - 1] + section.rows.count) }
        sectionStarts = starts
        let unique = program.rowTags.count == starts[starts.count - 1]
        numbers = unique ? program : nil
        var shownIndex: [Int32] = []
        if unique && form.sortByTag {
            shownIndex = Array(repeating: 0, count: starts[starts.count - 1])
            for (s, section) in form.sections.enumerated() {
                let order = section.rows.indices.sorted { section.rows[$0].tag < section.rows[$1].tag }
                for (shown, original) in order.enumerated() { shownIndex[starts[s] + original] = Int32(shown) }
            }
        }
        self.shownIndex = shownIndex
        var positions: [String: RowPosition] = [:]
        var firstOfType: [RowType: RowPosition] = [:]
        if !unique { positions.reserveCapacity(starts[starts.count - 1]) }
        for (s, sectionRows) in rows.enumerated() {
            for (r, row) in sectionRows.enumerated() {
                if !unique {
                    guard positions[row.tag] == nil else { continue }
                    positions[row.tag] = RowPosition(section: s, row: r)
                }
                if firstOfType[row.type] == nil { firstOfType[row.type] = RowPosition(section: s, row: r) }
            }
        }
        self.positions = positions
        self.firstOfType = firstOfType
        sectionIndices = Dictionary(form.sections.enumerated().map { ($1.tag, $0) }, uniquingKeysWith: { a, _ in a })
    }

    /// Changes the row at `position` in place (its options, given anew by a hook): never its tag
    /// or type, which the outline's indexes hold.
    mutating func updateRow(at position: RowPosition, _ change: (inout Row) -> Void) {
        let tag = rows[position.section][position.row].tag
        change(&rows[position.section][position.row])
        if let i = sections[position.section].rows.firstIndex(where: { $0.tag == tag }) {
            change(&sections[position.section].rows[i])
        }
    }

    /// The form's first row of `type`, if it has one.
    package func firstRow(of type: RowType) -> Row? { firstOfType[type].map(row(at:)) }

    /// The position of the row tagged `tag`.
    package func position(of tag: String) -> RowPosition? {
        guard let numbers else { return positions[tag] }
        return numbers.rowNumber(of: tag).map(position(ofNumber:))
    }

    /// The position of row number `number` (form order); `numbers` is set.
    private func position(ofNumber number: Int) -> RowPosition {
        // The last section starting at or before `number` (empty sections start where the next does).
        var low = 0, high = sectionStarts.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if sectionStarts[middle] <= number { low = middle } else { high = middle }
        }
        let row = shownIndex.isEmpty ? number - sectionStarts[low] : Int(shownIndex[number])
        return RowPosition(section: low, row: row)
    }

    /// The index of the section tagged `tag`.
    package func sectionIndex(of tag: String) -> Int? { sectionIndices[tag] }

    package func row(at position: RowPosition) -> Row { rows[position.section][position.row] }

    /// The row tagged `tag`.
    package func row(_ tag: String) -> Row? { position(of: tag).map(row(at:)) }

    /// The position after `position` in display order (across sections), or nil at the end.
    package func position(after position: RowPosition) -> RowPosition? {
        if position.row + 1 < rows[position.section].count { return RowPosition(section: position.section, row: position.row + 1) }
        var s = position.section + 1
        while s < rows.count {
            if !rows[s].isEmpty { return RowPosition(section: s, row: 0) }
            s += 1
        }
        return nil
    }

    /// The position before `position` in display order, or nil at the start.
    package func position(before position: RowPosition) -> RowPosition? {
        if position.row > 0 { return RowPosition(section: position.section, row: position.row - 1) }
        var s = position.section - 1
        while s >= 0 {
            if !rows[s].isEmpty { return RowPosition(section: s, row: rows[s].count - 1) }
            s -= 1
        }
        return nil
    }
}
