import FormDiff

/// What one update changed in the visible form: FormDiff's stages (paths in the visible sections
/// and rows, in the diff engine's order and conventions) and, for each change, which section or
/// row of the form it is, so that the layout can find its lines.
public struct VisibleChangeset: Sendable {
    /// The stages, as `StagedChangeset(source: before, target: after).paths` gives them.
    public var stages: [ChangesetPaths] = []
    /// Sections that left the screen (form section indices), matching the stage's `sectionDeleted`.
    public var deletedSections: [Int] = []
    /// Sections that came on screen, matching `sectionInserted`.
    public var insertedSections: [Int] = []
    /// Rows removed from sections that stay, matching `elementDeleted`.
    public var deletedRows: [RowPosition] = []
    /// Rows added to sections that stay, matching `elementInserted`.
    public var insertedRows: [RowPosition] = []
    /// Rows whose drawing changed in sections that stay, matching `elementUpdated`.
    public var updatedRows: [RowPosition] = []
    /// Every row looked at again in a section on screen after the change (or coming on screen),
    /// as it now looks: the layout measures them anew. Rows of sections that stay off screen wait.
    public var touched: [RowPosition: VisibleRow] = [:]
    /// Rows shown or hidden by their own conditions (or deletion), wherever they are.
    public var shownChanged: [RowPosition] = []
    /// Everything may have changed: the layout starts over.
    public var everything = false

    public init() {}

    /// The counts of each kind of change over all stages.
    public var counts: ChangeCounts { stages.reduce(ChangeCounts()) { $0 + $1.counts } }

    public var isEmpty: Bool { stages.isEmpty && !everything }
}
