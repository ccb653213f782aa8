import FormCore

/// What the update needs to know of the layout: the page size, the screen's width, and where rows
/// start, for PgUp/PgDn.
public struct UpdateContext {
    public var pageSize: Int
    /// The screen's width, for sizing pop-ups.
    public var width: Int
    /// The first body line of a shown row, by tag (nil when it is not shown).
    public var rowLine: (String) -> Int?
    /// How the key arrived (alone, or with others): only a key typed on its own answers a y/n
    /// question (`QuestionKeys`).
    public var arrival: QuestionKeys.Arrival

    public init(pageSize: Int = 10, width: Int = 80, rowLine: @escaping (String) -> Int? = { _ in nil },
                arrival: QuestionKeys.Arrival = .alone) {
        self.pageSize = pageSize
        self.width = width
        self.rowLine = rowLine
        self.arrival = arrival
    }
}
