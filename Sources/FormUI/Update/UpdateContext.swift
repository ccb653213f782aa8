/// What the update needs to know of the layout: the page size and where rows start, for PgUp/PgDn.
public struct UpdateContext: Sendable {
    public var pageSize: Int
    /// The first body line of each visible row, by tag.
    public var rowLines: [String: Int]

    public init(pageSize: Int = 10, rowLines: [String: Int] = [:]) {
        self.pageSize = pageSize
        self.rowLines = rowLines
    }
}
