/// What the update needs to know of the layout: the page size and where rows start, for PgUp/PgDn.
public struct UpdateContext: Sendable {
    public var pageSize: Int
    /// The screen's width, for sizing pop-ups.
    public var width: Int
    /// The first body line of each visible row, by tag.
    public var rowLines: [String: Int]

    public init(pageSize: Int = 10, width: Int = 80, rowLines: [String: Int] = [:]) {
        self.pageSize = pageSize
        self.width = width
        self.rowLines = rowLines
    }
}
