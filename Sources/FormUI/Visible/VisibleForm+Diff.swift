import FormCore
import FormDiff

/// Visible rows are diffed by tag; any change in what they show is a content change — but not a
/// row that only moved in its file (a form reloaded under `--watch` after a line was added above).
extension VisibleRow: Differentiable {
    package var differenceIdentifier: String { tag }

    package func isContentEqual(to source: VisibleRow) -> Bool {
        if self == source { return true }
        var mine = self, theirs = source
        mine.row = row.withoutLocations
        theirs.row = source.row.withoutLocations
        return mine == theirs
    }
}

/// Visible sections are diffed by tag; their header (title, footer) is their content.
extension VisibleSection: DifferentiableSection {
    package var differenceIdentifier: String { tag }

    package func isContentEqual(to source: VisibleSection) -> Bool {
        section.title == source.section.title && section.footer == source.section.footer
    }

    package var elements: [VisibleRow] { rows }

    package init(source: VisibleSection, elements: [VisibleRow]) {
        self.init(section: source.section, rows: elements)
    }
}
