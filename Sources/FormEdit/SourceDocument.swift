import FormJSON

/// A configuration file read with the layout kept, in any text format (JSON and JSONC today; a
/// YAML reader conforms the same way): its value tree and the patcher that writes a list of
/// changes back into the original text, changing no other byte.
package protocol SourceDocument {
    /// The file's bytes as read.
    var bytes: [UInt8] { get }
    /// The value the file holds (objects in file order, numbers with their spelling).
    var root: JSONNode { get }
    /// The file's text with `changes` applied; every byte outside the edited values stays.
    func applying(_ changes: [SourceChange]) throws(SourcePatchError) -> [UInt8]
}

extension SourceDocument {
    /// The file's text with `root` as its value: the changes from the value read to `root`
    /// (`ValueTreeDiff`) patched into the original text.
    package func writing(_ newRoot: JSONNode) throws(SourcePatchError) -> [UInt8] {
        try applying(ValueTreeDiff.changes(from: root, to: newRoot))
    }
}
