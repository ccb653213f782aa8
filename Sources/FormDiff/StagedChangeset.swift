/// The changes from a source to a target, as stages applied one after another: each stage's
/// `data` is the state after it, and the last stage's `data` is the target. Empty when the
/// source and target are equal.
///
/// Stage order (stages with no change are left out):
/// 1. element updates (in place);
/// 2. section deletes and element deletes;
/// 3. section inserts and section moves;
/// 4. element inserts and element moves (also across sections);
/// 5. section updates.
/// A one-level diff uses stages 1, 2 and 4 only.
package struct StagedChangeset<Collection: Swift.Collection> {
    @usableFromInline
    var changesets: [Changeset<Collection>]

    /// A staged changeset made of the given stages.
    @inlinable
    package init(_ changesets: [Changeset<Collection>]) {
        self.changesets = changesets
    }

    /// No stage: the source equals the target.
    @inlinable
    package init() {
        self.changesets = []
    }

    /// The counts of each kind of change, summed over all stages.
    @inlinable
    package var counts: ChangeCounts {
        changesets.reduce(ChangeCounts()) { $0 + $1.counts }
    }
}

extension StagedChangeset: RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
    @inlinable package var startIndex: Int { changesets.startIndex }
    @inlinable package var endIndex: Int { changesets.endIndex }
    @inlinable package func index(after i: Int) -> Int { i + 1 }
    @inlinable package func index(before i: Int) -> Int { i - 1 }

    @inlinable
    package subscript(position: Int) -> Changeset<Collection> {
        get { changesets[position] }
        set { changesets[position] = newValue }
    }

    @inlinable
    package mutating func replaceSubrange<C: Swift.Collection>(
        _ subrange: Range<Int>, with newElements: C
    ) where C.Element == Changeset<Collection> {
        changesets.replaceSubrange(subrange, with: newElements)
    }
}

extension StagedChangeset: Sendable where Collection: Sendable {}
extension StagedChangeset: Equatable where Collection: Equatable {}

extension StagedChangeset: CustomDebugStringConvertible {
    package var debugDescription: String {
        guard !changesets.isEmpty else { return "[]" }
        return "[\n" + changesets.map { "  " + $0.debugDescription }.joined(separator: ",\n") + "\n]"
    }
}
