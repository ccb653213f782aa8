import FormDiff

/// What one update changed in the visible form, stated once, by form position: the sections and
/// rows that left, came or are drawn anew, and how the touched rows now look. The layout turns it
/// into body lines (`BodyEdits.Builder`) and the trace counts it (`counts`); it is the change
/// FormDiff's engine would find between the visible forms before and after, which tests check by
/// turning it into FormDiff's stages (`VisibleModelTests`), a form nothing else needs.
package struct VisibleChangeset: Sendable {
    /// Sections that left the screen (form section indices), in form order.
    package var deletedSections: [Int] = []
    /// Sections that came on screen, in form order.
    package var insertedSections: [Int] = []
    /// Rows removed from sections that stay, in form order.
    package var deletedRows: [RowPosition] = []
    /// Rows added to sections that stay, in form order.
    package var insertedRows: [RowPosition] = []
    /// Rows whose drawing changed in sections that stay, in form order.
    package var updatedRows: [RowPosition] = []
    /// Every row looked at again in a section on screen after the change (or coming on screen),
    /// as it now looks: the layout measures them anew. Rows of sections that stay off screen wait.
    package var touched: [RowPosition: VisibleRow] = [:]
    /// Rows shown or hidden by their own conditions (or deletion), wherever they are.
    package var shownChanged: [RowPosition] = []
    /// Everything may have changed: the layout starts over.
    package var everything = false

    package init() {}

    /// The counts of each kind of change (the trace's): what FormDiff's stages for it would count.
    package var counts: ChangeCounts {
        ChangeCounts(sectionDeleted: deletedSections.count, sectionInserted: insertedSections.count,
                     elementDeleted: deletedRows.count, elementInserted: insertedRows.count,
                     elementUpdated: updatedRows.count)
    }

    /// Nothing on screen changed (rows of sections off screen may still have been looked at).
    package var isEmpty: Bool { counts == ChangeCounts() && !everything }
}
