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
///
/// Where things changed is `paths` (`ChangesetPaths`, the one statement of the eight lists);
/// `stage.elementDeleted` and the like read them through it.
@dynamicMemberLookup
package struct Changeset<Collection: Swift.Collection> {
    /// The data after this stage.
    package var data: Collection
    /// This stage without its data: the sections and elements deleted, inserted, updated and moved.
    package var paths: ChangesetPaths

    @inlinable
    package init(data: Collection, paths: ChangesetPaths = ChangesetPaths()) {
        self.data = data
        self.paths = paths
    }

    /// One of `paths`' lists or counts (`stage.sectionDeleted`, `stage.hasChanges`…).
    @inlinable
    package subscript<Value>(dynamicMember path: KeyPath<ChangesetPaths, Value>) -> Value {
        paths[keyPath: path]
    }

    /// One of `paths`' lists, to change it.
    @inlinable
    package subscript<Value>(dynamicMember path: WritableKeyPath<ChangesetPaths, Value>) -> Value {
        get { paths[keyPath: path] }
        set { paths[keyPath: path] = newValue }
    }
}

extension Changeset: Sendable where Collection: Sendable {}

extension Changeset: Equatable where Collection: Equatable {
    package static func == (lhs: Changeset, rhs: Changeset) -> Bool {
        lhs.data == rhs.data && lhs.paths == rhs.paths
    }
}

extension Changeset: CustomDebugStringConvertible {
    package var debugDescription: String {
        "Changeset\(paths.description.dropLast()), data: \(data))"
    }
}
