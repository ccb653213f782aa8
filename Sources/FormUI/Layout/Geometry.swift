import FormScreen

/// Where the columns of the form fall for a given terminal width.
public struct Geometry: Sendable {
    /// The column of a box's left border.
    public var left: Int
    /// The width of a box, borders included.
    public var boxWidth: Int
    /// The width of the title column.
    public var titleWidth: Int

    /// The first column inside a box.
    public var innerStart: Int { left + 2 }
    /// The cells between `│ ` and ` │`.
    public var innerWidth: Int { boxWidth - 4 }
    /// The first column of the value column.
    public var valueStart: Int { innerStart + titleWidth + 2 }
    /// The column of a box's right border.
    public var right: Int { left + boxWidth - 1 }

    /// Titles take their widest width, up to two fifths of the box.
    public init(cols: Int, widestTitle: Int) {
        left = cols >= 24 ? 1 : 0
        boxWidth = Swift.max(12, cols - 2 * left)
        let inner = boxWidth - 4
        titleWidth = Swift.min(widestTitle, inner * 2 / 5)
    }

    /// The value column's width when `unit` follows it.
    public func valueWidth(unit: String?) -> Int {
        let unitCells = unit.map { DisplayWidth.of($0) + 1 } ?? 0
        return Swift.max(1, innerWidth - titleWidth - 2 - unitCells)
    }
}
