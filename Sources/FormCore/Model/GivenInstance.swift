import FormJSON

/// The `--values` file of a form read from a JSON Schema, kept so that the output changes
/// nothing that was not edited: members in their order, numbers, times and `null` as written.
package struct GivenInstance: Equatable, Sendable {
    /// The instance as read.
    package var root: JSONNode
    /// The values it gave the rows, by tag (what a row must still hold to count as untouched).
    package var values: [String: Value]
    /// Members given as nodes of the tree of answers (a screen opened from its row's value), by
    /// key path: `root` holds an empty stand-in there (`GivenValues.apply(tree:)`), and the
    /// member is written back from this value.
    package var trees: [[String]: Value] = [:]

    package init(root: JSONNode, values: [String: Value]) {
        self.root = root
        self.values = values
    }

    /// The member at `path`, if the instance has one.
    package func node(at path: [String]) -> JSONNode? {
        var node = root
        for key in path {
            guard let next = node.members?.first(where: { $0.key == key })?.value else { return nil }
            node = next
        }
        return node
    }
}
