import FormCore
import FormJSON

/// One operation of a draft's journal, as RFC 6902 (JSON Patch) writes it, its `path` a JSON
/// Pointer into the draft's snapshot object (`/values/<tag>/…`, `/focus`, `/savedAt`):
///
///     {"op":"add","path":"/values/repos/3","value":{"url":"x"}}
///
/// `add` sets an object's member (appended when new) or inserts an array item (at the end when
/// the index is the count); `replace` changes what is there; `remove` takes it away (later items
/// move down).
package enum DraftPatch: Equatable, Sendable {
    case add(path: String, value: Value)
    case replace(path: String, value: Value)
    case remove(path: String)

    /// The operation as compact JSON (the value as a draft keeps it: `Value.draftNode`).
    package func write(into out: inout String) {
        switch self {
        case .add(let path, let value), .replace(let path, let value):
            let name = if case .add = self { "add" } else { "replace" }
            out += "{\"op\":\"" + name + "\",\"path\":" + JSONText.quoted(path) + ",\"value\":"
            OutputWriter.write(value.draftNode, indent: 0, compact: true, into: &out)
            out += "}"
        case .remove(let path):
            out += "{\"op\":\"remove\",\"path\":" + JSONText.quoted(path) + "}"
        }
    }

    /// One journal line: the operations of one save, as a JSON array ending in a newline. A line
    /// is applied whole or not at all (a torn one is ignored).
    package static func line(_ patches: [DraftPatch]) -> String {
        var out = "["
        for (i, patch) in patches.enumerated() {
            if i > 0 { out += "," }
            patch.write(into: &out)
        }
        return out + "]\n"
    }
}
