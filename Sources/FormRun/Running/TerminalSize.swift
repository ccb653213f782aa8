/// The size of the in-memory screen of a scripted run, in character cells.
public struct TerminalSize: Sendable, Equatable {
    /// Cells across.
    public var columns: Int
    /// Lines down.
    public var rows: Int

    /// A screen of `columns` × `rows`.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// 80 × 24, the command line's size without `--size`.
    public static let standard = TerminalSize(columns: 80, rows: 24)
}
