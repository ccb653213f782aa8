/// How many changes of each kind a changeset (or a whole staged changeset) holds; handy for a
/// trace line.
package struct ChangeCounts: Hashable, Sendable, CustomStringConvertible {
    package var sectionDeleted: Int
    package var sectionInserted: Int
    package var sectionUpdated: Int
    package var sectionMoved: Int
    package var elementDeleted: Int
    package var elementInserted: Int
    package var elementUpdated: Int
    package var elementMoved: Int

    @inlinable
    package init(
        sectionDeleted: Int = 0, sectionInserted: Int = 0, sectionUpdated: Int = 0, sectionMoved: Int = 0,
        elementDeleted: Int = 0, elementInserted: Int = 0, elementUpdated: Int = 0, elementMoved: Int = 0
    ) {
        self.sectionDeleted = sectionDeleted
        self.sectionInserted = sectionInserted
        self.sectionUpdated = sectionUpdated
        self.sectionMoved = sectionMoved
        self.elementDeleted = elementDeleted
        self.elementInserted = elementInserted
        self.elementUpdated = elementUpdated
        self.elementMoved = elementMoved
    }

    /// The field-by-field sum.
    @inlinable
    package static func + (lhs: ChangeCounts, rhs: ChangeCounts) -> ChangeCounts {
        ChangeCounts(
            sectionDeleted: lhs.sectionDeleted + rhs.sectionDeleted,
            sectionInserted: lhs.sectionInserted + rhs.sectionInserted,
            sectionUpdated: lhs.sectionUpdated + rhs.sectionUpdated,
            sectionMoved: lhs.sectionMoved + rhs.sectionMoved,
            elementDeleted: lhs.elementDeleted + rhs.elementDeleted,
            elementInserted: lhs.elementInserted + rhs.elementInserted,
            elementUpdated: lhs.elementUpdated + rhs.elementUpdated,
            elementMoved: lhs.elementMoved + rhs.elementMoved)
    }

    /// `"rows -1 +2 ~0 ↕1, sections -0 +0 ~0 ↕0"`: deleted, inserted, updated, moved.
    package var description: String {
        "rows -\(elementDeleted) +\(elementInserted) ~\(elementUpdated) ↕\(elementMoved), "
            + "sections -\(sectionDeleted) +\(sectionInserted) ~\(sectionUpdated) ↕\(sectionMoved)"
    }
}
