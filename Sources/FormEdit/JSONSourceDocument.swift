import FormCore
import FormJSON

/// A JSON or JSONC file read with its layout: the value and where each of its values lies.
/// Changes are patched into the original text (`JSONSourcePatcher`), and the result is read back
/// and compared with the value asked for before it is handed out.
package struct JSONSourceDocument: SourceDocument {
    package let bytes: [UInt8]
    package let root: JSONNode
    private let map: JSONSourceMap

    /// Reads `bytes` (JSON, or JSONC with comments and trailing commas); `file` names it in errors.
    package init(bytes: [UInt8], file: String) throws {
        self.bytes = bytes
        root = try JSONNode(JSONReader.document(checking: bytes, file: file, syntax: .jsonc).root)
        map = JSONSourceMap(bytes: bytes)
    }

    package func applying(_ changes: [SourceChange]) throws(SourcePatchError) -> [UInt8] {
        if changes.isEmpty { return bytes }
        let expected = try ValueTreeEdit.apply(changes, to: root)
        let patcher = JSONSourcePatcher(map: map, style: JSONSourceStyle(map: map), root: root)
        let out = TextEdit.apply(try patcher.edits(for: changes), to: bytes)
        guard let read = try? JSONReader.document(bytes: out, syntax: .jsonc),
              ValueTreeDiff.same(JSONNode(read.root), expected) else { throw .mismatch }
        return out
    }
}
