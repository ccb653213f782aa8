import FormJSON

/// A boxed group of rows.
package struct Section: Equatable, Sendable {
    package var tag: String
    package var title: String?
    package var footer: String?
    package var hidden: Condition = .never
    package var disabled: Condition = .never
    /// Makes every row of the section required (a row's own `required` adds to it).
    package var required: Condition = .never
    package var deletable: Bool = false
    package var style: Style?
    package var rows: [Row]
    package var location: SourceLocation = .unknown

    package init(tag: String, title: String? = nil, footer: String? = nil, rows: [Row] = []) {
        self.tag = tag
        self.title = title
        self.footer = footer
        self.rows = rows
    }
}
