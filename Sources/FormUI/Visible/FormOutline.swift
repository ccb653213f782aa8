import FormCore

/// Where a row stands in the form: its section's index and its index among that section's rows
/// (in display order).
public struct RowPosition: Hashable, Sendable, Comparable {
    public var section: Int
    public var row: Int

    public init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }

    public static func < (lhs: RowPosition, rhs: RowPosition) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }
}

/// The form's sections and rows in the order they are shown (`sortByTag` applied once), with
/// each tag's position: the fixed frame the visible model, the layout and the navigation index.
/// Rows only ever appear and vanish in it; they never change places.
public struct FormOutline: Sendable {
    public let sections: [Section]
    /// Each section's rows in display order.
    public let rows: [[Row]]
    private let positions: [String: RowPosition]
    private let sectionIndices: [String: Int]
    /// The first row of each type the form has (the F1 screen lists the keys of each kind once).
    private let firstOfType: [RowType: RowPosition]

    public init(form: Form) {
        sections = form.sections
        rows = form.sections.map(form.displayRows(of:))
        var positions: [String: RowPosition] = [:]
        var firstOfType: [RowType: RowPosition] = [:]
        positions.reserveCapacity(rows.reduce(0) { $0 + $1.count })
        for (s, sectionRows) in rows.enumerated() {
            for (r, row) in sectionRows.enumerated() where positions[row.tag] == nil {
                positions[row.tag] = RowPosition(section: s, row: r)
                if firstOfType[row.type] == nil { firstOfType[row.type] = RowPosition(section: s, row: r) }
            }
        }
        self.positions = positions
        self.firstOfType = firstOfType
        sectionIndices = Dictionary(form.sections.enumerated().map { ($1.tag, $0) }, uniquingKeysWith: { a, _ in a })
    }

    /// The form's first row of `type`, if it has one.
    public func firstRow(of type: RowType) -> Row? { firstOfType[type].map(row(at:)) }

    /// The position of the row tagged `tag`.
    public func position(of tag: String) -> RowPosition? { positions[tag] }

    /// The index of the section tagged `tag`.
    public func sectionIndex(of tag: String) -> Int? { sectionIndices[tag] }

    public func row(at position: RowPosition) -> Row { rows[position.section][position.row] }

    /// The row tagged `tag`.
    public func row(_ tag: String) -> Row? { positions[tag].map(row(at:)) }

    /// The position after `position` in display order (across sections), or nil at the end.
    public func position(after position: RowPosition) -> RowPosition? {
        if position.row + 1 < rows[position.section].count { return RowPosition(section: position.section, row: position.row + 1) }
        var s = position.section + 1
        while s < rows.count {
            if !rows[s].isEmpty { return RowPosition(section: s, row: 0) }
            s += 1
        }
        return nil
    }

    /// The position before `position` in display order, or nil at the start.
    public func position(before position: RowPosition) -> RowPosition? {
        if position.row > 0 { return RowPosition(section: position.section, row: position.row - 1) }
        var s = position.section - 1
        while s >= 0 {
            if !rows[s].isEmpty { return RowPosition(section: s, row: rows[s].count - 1) }
            s -= 1
        }
        return nil
    }
}
