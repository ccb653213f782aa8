import FormJSON

/// A boxed group of rows.
public struct Section: Equatable, Sendable {
    public var tag: String
    public var title: String?
    public var footer: String?
    public var hidden: Condition = .never
    public var disabled: Condition = .never
    /// Makes every row of the section required (a row's own `required` adds to it).
    public var required: Condition = .never
    public var deletable: Bool = false
    public var style: Style?
    public var rows: [Row]
    public var location: SourceLocation = .unknown

    public init(tag: String, title: String? = nil, footer: String? = nil, rows: [Row] = []) {
        self.tag = tag
        self.title = title
        self.footer = footer
        self.rows = rows
    }
}
