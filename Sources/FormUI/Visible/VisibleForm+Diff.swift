import FormCore
import FormDiff

/// Visible rows are diffed by tag; any change in what they show is a content change.
extension VisibleRow: Differentiable {
    public var differenceIdentifier: String { tag }
}

/// Visible sections are diffed by tag; their header (title, footer) is their content.
extension VisibleSection: DifferentiableSection {
    public var differenceIdentifier: String { tag }

    public func isContentEqual(to source: VisibleSection) -> Bool {
        section.title == source.section.title && section.footer == source.section.footer
    }

    public var elements: [VisibleRow] { rows }

    public init(source: VisibleSection, elements: [VisibleRow]) {
        self.init(section: source.section, rows: elements)
    }
}
