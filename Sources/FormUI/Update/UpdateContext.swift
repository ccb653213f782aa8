import FormCore

/// What the update needs to know of the layout and of how a key arrived, as values taken before
/// the update: the page size, the screen's width, where rows start (PgUp/PgDn), and whether a key
/// came alone (y/n questions).
package struct UpdateContext {
    package var pageSize: Int
    /// The screen's width, for sizing pop-ups.
    package var width: Int
    /// Where shown rows start, for PgUp/PgDn.
    package var lines: RowLines
    /// How the key arrived (alone, or with others): only a key typed on its own answers a y/n
    /// question (`QuestionKeys`).
    package var arrival: QuestionKeys.Arrival

    package init(pageSize: Int = 10, width: Int = 80, lines: RowLines = RowLines(),
                arrival: QuestionKeys.Arrival = .alone) {
        self.pageSize = pageSize
        self.width = width
        self.lines = lines
        self.arrival = arrival
    }
}

/// The first body line of each shown row, as the layout measured it before the update: a copy of
/// its line index (arrays shared until one side changes, so taking it costs nothing), not a way
/// back into the layout.
package struct RowLines: Sendable {
    private let index: LineIndex?

    /// No lines known: PgUp/PgDn move one row.
    package init() { index = nil }

    init(_ index: LineIndex) { self.index = index }

    /// The first body line of the row at `position`, nil when it is not shown.
    func line(at position: RowPosition) -> Int? {
        guard let index, index.isShown(position) else { return nil }
        return index.range(of: position).lowerBound
    }
}
