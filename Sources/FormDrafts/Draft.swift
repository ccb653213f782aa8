import FormCore
import FormJSON

/// What a draft file holds: the values typed into a form so far (by tag, as typed values; never a
/// `password` row's), the hash of the form file they were typed into, and when they were saved.
///
/// On disk it is a JSON object on one line (the snapshot):
///
///     {"formrun-draft": 2, "form": "/abs/f.json", "formHash": "…", "savedAt": 1717000000,
///      "values": {"name": "Ada", "age": 36}, "deleted": ["guest2"], "focus": "age"}
///
/// followed by the journal: a line for each later save, the JSON Patch operations that take the
/// snapshot to that save (`DraftWriter`, `DraftReplay`). Format 1 is the snapshot alone, with no
/// journal; it reads as before.
///
/// `deleted` (rows deleted with Ctrl-D in `deletable` sections) is left out when empty; `focus`
/// (the focused row's tag when the draft was written) when there was none. Drafts written before
/// `focus` existed read as drafts without one.
package struct Draft: Equatable, Sendable {
    /// The form file's absolute path.
    package var formPath: String
    /// `FNV1a.hex` of the form file's bytes when the values were typed.
    package var formHash: String
    /// Seconds since 1970 when the draft was saved.
    package var savedAt: Int
    /// The values, by row tag.
    package var values: [String: Value]
    /// The tags of the rows deleted with Ctrl-D.
    package var deleted: Set<String>
    /// The focused row's tag when the draft was written, where a resumed form puts the focus.
    package var focus: String?

    package init(formPath: String, formHash: String, savedAt: Int, values: [String: Value], deleted: Set<String> = [],
                focus: String? = nil) {
        self.formPath = formPath
        self.formHash = formHash
        self.savedAt = savedAt
        self.values = values
        self.deleted = deleted
        self.focus = focus
    }

    /// The file's text (one line; tags sorted, so equal drafts are equal bytes).
    package var text: String {
        var out = "{\"formrun-draft\":2,\"form\":" + JSONText.quoted(formPath)
        out += ",\"formHash\":" + JSONText.quoted(formHash) + ",\"savedAt\":\(savedAt),\"values\":{"
        for (i, tag) in values.keys.sorted().enumerated() {
            if i > 0 { out += "," }
            out += JSONText.quoted(tag) + ":"
            OutputWriter.write((values[tag] ?? .null).draftNode, indent: 0, compact: true, into: &out)
        }
        out += "}"
        if !deleted.isEmpty {
            out += ",\"deleted\":[" + deleted.sorted().map(JSONText.quoted).joined(separator: ",") + "]"
        }
        if let focus { out += ",\"focus\":" + JSONText.quoted(focus) }
        return out + "}\n"
    }

    /// A draft file read back for a form: the draft with the values that still fit the form, and
    /// the tags of those that no longer do (a removed row, a changed type, a row that became a
    /// password, a deleted row no longer in a `deletable` section).
    package struct Restored: Equatable, Sendable {
        package var draft: Draft
        package var dropped: [String]
    }

    /// The draft in `bytes` (its journal replayed) with its values typed for `form` (as a values
    /// file's are), or nil when `bytes` is not a draft.
    package static func restore(_ bytes: [UInt8], for form: Form) -> Restored? {
        let whole: [UInt8]
        switch DraftReplay.replay(bytes) {
        case .asIs: whole = bytes
        case .broken: return nil
        case .replayed(let root):
            var text = ""
            OutputWriter.write(root, indent: 0, compact: true, into: &text)
            whole = Array(text.utf8)
        }
        guard let document = try? JSONReader.document(bytes: whole, file: "draft"),
              let version = document.root["formrun-draft"]?.intValue, version == 1 || version == 2,
              let path = document.root["form"]?.stringValue,
              let hash = document.root["formHash"]?.stringValue,
              let savedAt = document.root["savedAt"]?.intValue,
              let members = document.root["values"]?.members else { return nil }
        let rows = Dictionary(form.allRows.map { ($0.tag, $0) }, uniquingKeysWith: { first, _ in first })
        let focus = document.root["focus"]?.stringValue
        var restored = Restored(draft: Draft(formPath: path, formHash: hash, savedAt: savedAt, values: [:], focus: focus),
                                dropped: [])
        let deletable = Set(form.sections.filter(\.deletable).flatMap { $0.rows.map(\.tag) })
        for node in document.root["deleted"]?.elements.map(Array.init) ?? [] {
            guard let tag = node.stringValue else { continue }
            if deletable.contains(tag) {
                restored.draft.deleted.insert(tag)
            } else {
                restored.dropped.append(tag)
            }
        }
        for member in members {
            let tag = member.key
            guard !restored.draft.deleted.contains(tag) else { continue }
            guard let row = rows[tag], row.type.carriesValue, !row.type.isSecret,
                  case .value(let value) = Self.read(member.value, for: row),
                  TypedValue.problem(with: value, of: row, key: tag) == nil else {
                restored.dropped.append(tag)
                continue
            }
            restored.draft.values[tag] = value
        }
        return restored
    }

    /// A value of the draft as `row` holds it: a `form` or `list` row's tree as saved (a JSON
    /// text row's text that was not JSON marked, `Value.draftNode`; drafts written before the
    /// tree hold it as JSON text), any other value as a values file gives it.
    private static func read(_ node: JSONValue, for row: Row) -> TypedValue.Outcome {
        guard row.type.isSubForm else { return TypedValue.read(node, for: row.type, key: row.tag) }
        let tree = node.stringValue.map { Value.parsing($0) ?? .null } ?? Value(draft: JSONNode(node))
        return tree.members != nil || tree.elements != nil ? .value(tree) : .wrong(.badValue(.empty(key: row.tag)))
    }
}
