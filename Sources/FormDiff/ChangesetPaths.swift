/// One stage of a changeset without its data: where things changed, as indices and paths, with
/// the same conventions as `Changeset` (deletes and move sources in the previous data; inserts,
/// move targets and updates in the stage's data). A `Changeset` is its data and one of these.
///
/// A producer that knows what changed (formrun's visible model knows which rows it hid, showed or
/// redrew) can state a change in this form without building the data of every stage; comparing
/// it with `StagedChangeset(source:target:).paths` shows that it is the changeset the diff
/// engine would compute.
package struct ChangesetPaths: Hashable, Sendable, CustomStringConvertible {
    /// A section moved from an index in the previous data to one in the stage's data.
    package struct SectionMove: Hashable, Sendable {
        package var source: Int
        package var target: Int

        package init(source: Int, target: Int) {
            self.source = source
            self.target = target
        }
    }

    /// An element moved from a path in the previous data to one in the stage's data.
    package struct ElementMove: Hashable, Sendable {
        package var source: ElementPath
        package var target: ElementPath

        package init(source: ElementPath, target: ElementPath) {
            self.source = source
            self.target = target
        }
    }

    package var sectionDeleted: [Int] = []
    package var sectionInserted: [Int] = []
    package var sectionUpdated: [Int] = []
    package var sectionMoved: [SectionMove] = []
    package var elementDeleted: [ElementPath] = []
    package var elementInserted: [ElementPath] = []
    package var elementUpdated: [ElementPath] = []
    package var elementMoved: [ElementMove] = []

    package init(sectionDeleted: [Int] = [], sectionInserted: [Int] = [], sectionUpdated: [Int] = [],
                sectionMoved: [SectionMove] = [], elementDeleted: [ElementPath] = [],
                elementInserted: [ElementPath] = [], elementUpdated: [ElementPath] = [],
                elementMoved: [ElementMove] = []) {
        self.sectionDeleted = sectionDeleted
        self.sectionInserted = sectionInserted
        self.sectionUpdated = sectionUpdated
        self.sectionMoved = sectionMoved
        self.elementDeleted = elementDeleted
        self.elementInserted = elementInserted
        self.elementUpdated = elementUpdated
        self.elementMoved = elementMoved
    }

    /// Whether the stage changes anything.
    package var hasChanges: Bool { counts != ChangeCounts() }

    /// The number of section-level changes in this stage.
    package var sectionChangeCount: Int {
        sectionDeleted.count + sectionInserted.count + sectionUpdated.count + sectionMoved.count
    }

    /// The number of element-level changes in this stage.
    package var elementChangeCount: Int {
        elementDeleted.count + elementInserted.count + elementUpdated.count + elementMoved.count
    }

    /// The counts of each kind of change in this stage.
    package var counts: ChangeCounts {
        ChangeCounts(
            sectionDeleted: sectionDeleted.count, sectionInserted: sectionInserted.count,
            sectionUpdated: sectionUpdated.count, sectionMoved: sectionMoved.count,
            elementDeleted: elementDeleted.count, elementInserted: elementInserted.count,
            elementUpdated: elementUpdated.count, elementMoved: elementMoved.count)
    }

    package var description: String {
        var parts: [String] = []
        func add(_ name: String, _ items: [some Any]) {
            if !items.isEmpty { parts.append("\(name): \(items)") }
        }
        add("sectionDeleted", sectionDeleted)
        add("sectionInserted", sectionInserted)
        add("sectionUpdated", sectionUpdated)
        add("sectionMoved", sectionMoved.map { "\($0.source)→\($0.target)" })
        add("elementDeleted", elementDeleted)
        add("elementInserted", elementInserted)
        add("elementUpdated", elementUpdated)
        add("elementMoved", elementMoved.map { "\($0.source)→\($0.target)" })
        return "(\(parts.joined(separator: ", ")))"
    }
}

extension StagedChangeset {
    /// Every stage without its data, in order.
    package var paths: [ChangesetPaths] { map(\.paths) }
}
