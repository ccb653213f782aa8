/// What the update needs to know of the layout: the page size, the screen's width, and where rows
/// start, for PgUp/PgDn.
public struct UpdateContext {
    public var pageSize: Int
    /// The screen's width, for sizing pop-ups.
    public var width: Int
    /// The first body line of a shown row, by tag (nil when it is not shown).
    public var rowLine: (String) -> Int?

    public init(pageSize: Int = 10, width: Int = 80, rowLine: @escaping (String) -> Int? = { _ in nil }) {
        self.pageSize = pageSize
        self.width = width
        self.rowLine = rowLine
    }
}
