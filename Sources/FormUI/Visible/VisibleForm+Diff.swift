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

/// What changed between two visible forms, counted for the trace.
public struct VisibleChanges: Equatable, Sendable {
    public var deleted = 0
    public var inserted = 0
    public var moved = 0
    public var updated = 0

    public init(deleted: Int = 0, inserted: Int = 0, moved: Int = 0, updated: Int = 0) {
        self.deleted = deleted
        self.inserted = inserted
        self.moved = moved
        self.updated = updated
    }

    /// The staged changeset from `old` to `new`, sections and rows counted together.
    public init(from old: [VisibleSection], to new: [VisibleSection]) {
        let counts = StagedChangeset(source: old, target: new).counts
        deleted = counts.sectionDeleted + counts.elementDeleted
        inserted = counts.sectionInserted + counts.elementInserted
        moved = counts.sectionMoved + counts.elementMoved
        updated = counts.sectionUpdated + counts.elementUpdated
    }
}
