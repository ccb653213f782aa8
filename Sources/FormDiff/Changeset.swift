/// One stage of a `StagedChangeset`: the changes that turn the previous stage's data (or the
/// source, for the first stage) into `data`.
///
/// Index conventions, as in UIKit batch updates and DifferenceKit:
/// - deletes and the `source` of moves are positions in the **previous** data;
/// - inserts, the `target` of moves and updates are positions in **this** stage's `data`.
///
/// To replay a stage on the previous data: remove the deleted and moved-away items; put inserted
/// items (taken from `data`) and moved items at their target positions; the remaining items fill
/// the other positions in their previous order; finally replace updated items with `data`'s.
/// Sections are rearranged first (section deletes, inserts, moves), then the elements inside them.
public struct Changeset<Collection: Swift.Collection> {
    /// The data after this stage.
    public var data: Collection

    /// Sections removed, as indices in the previous data.
    public var sectionDeleted: [Int]
    /// Sections added, as indices in `data`.
    public var sectionInserted: [Int]
    /// Sections whose header changed, as indices in `data`.
    public var sectionUpdated: [Int]
    /// Sections moved, from an index in the previous data to an index in `data`.
    public var sectionMoved: [(source: Int, target: Int)]

    /// Elements removed, as paths in the previous data.
    public var elementDeleted: [ElementPath]
    /// Elements added, as paths in `data`.
    public var elementInserted: [ElementPath]
    /// Elements whose content changed, as paths in `data` (equal to their previous paths: updates
    /// share a stage with nothing that shifts positions).
    public var elementUpdated: [ElementPath]
    /// Elements moved (possibly to another section), from a path in the previous data to a path
    /// in `data`.
    public var elementMoved: [(source: ElementPath, target: ElementPath)]

    @inlinable
    public init(
        data: Collection,
        sectionDeleted: [Int] = [],
        sectionInserted: [Int] = [],
        sectionUpdated: [Int] = [],
        sectionMoved: [(source: Int, target: Int)] = [],
        elementDeleted: [ElementPath] = [],
        elementInserted: [ElementPath] = [],
        elementUpdated: [ElementPath] = [],
        elementMoved: [(source: ElementPath, target: ElementPath)] = []
    ) {
        self.data = data
        self.sectionDeleted = sectionDeleted
        self.sectionInserted = sectionInserted
        self.sectionUpdated = sectionUpdated
        self.sectionMoved = sectionMoved
        self.elementDeleted = elementDeleted
        self.elementInserted = elementInserted
        self.elementUpdated = elementUpdated
        self.elementMoved = elementMoved
    }

    /// The number of section-level changes in this stage.
    @inlinable
    public var sectionChangeCount: Int {
        sectionDeleted.count + sectionInserted.count + sectionUpdated.count + sectionMoved.count
    }

    /// The number of element-level changes in this stage.
    @inlinable
    public var elementChangeCount: Int {
        elementDeleted.count + elementInserted.count + elementUpdated.count + elementMoved.count
    }

    /// Whether this stage changes anything.
    @inlinable
    public var hasChanges: Bool {
        sectionChangeCount + elementChangeCount > 0
    }

    /// The counts of each kind of change in this stage.
    public var counts: ChangeCounts { paths.counts }
}

extension Changeset: Sendable where Collection: Sendable {}

extension Changeset: Equatable where Collection: Equatable {
    public static func == (lhs: Changeset, rhs: Changeset) -> Bool {
        lhs.data == rhs.data && lhs.paths == rhs.paths
    }
}

extension Changeset: CustomDebugStringConvertible {
    public var debugDescription: String {
        "Changeset\(paths.description.dropLast()), data: \(data))"
    }
}
