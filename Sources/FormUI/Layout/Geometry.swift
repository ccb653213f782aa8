import FormScreen

/// Where the columns of the form fall for a given terminal width.
package struct Geometry: Sendable {
    /// The column of a box's left border.
    package var left: Int
    /// The width of a box, borders included.
    package var boxWidth: Int
    /// The width of the title column.
    package var titleWidth: Int
    /// The most lines an editor opened under a row may take: the body's height less the row's
    /// own line (a month grid taller than that shows its cursor's week only).
    package var editorHeight = Int.max

    /// The first column inside a box.
    package var innerStart: Int { left + 2 }
    /// The cells between `│ ` and ` │`.
    package var innerWidth: Int { boxWidth - 4 }
    /// The first column of the value column.
    package var valueStart: Int { innerStart + titleWidth + 2 }
    /// The first column of a section's footer, under the box (`DisplayWidth.wrap` wraps it at
    /// `footerWidth`, and the drawer draws it there: one width for both).
    package var footerStart: Int { left + 2 }
    /// The cells of a footer line: from `footerStart` up to the column of the box's right border.
    package var footerWidth: Int { Swift.max(1, right - footerStart) }
    /// The column of a box's right border.
    package var right: Int { left + boxWidth - 1 }

    /// Titles take their widest width, up to two fifths of the box.
    package init(cols: Int, widestTitle: Int) {
        left = cols >= 24 ? 1 : 0
        boxWidth = Swift.max(12, cols - 2 * left)
        let inner = boxWidth - 4
        titleWidth = Swift.min(widestTitle, inner * 2 / 5)
    }

    /// The value column's width when `unit` follows it.
    package func valueWidth(unit: String?) -> Int {
        let unitCells = unit.map { DisplayWidth.of($0) + 1 } ?? 0
        return Swift.max(1, innerWidth - titleWidth - 2 - unitCells)
    }
}
