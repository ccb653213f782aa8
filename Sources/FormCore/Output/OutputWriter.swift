/// Writes the submitted values as one JSON object (FORMAT.md §2).
///
/// Keys are output key paths: `user.email` nests as `{"user": {"email": …}}`. Objects keep the
/// order in which their members first appear, so a nested object stands where its first member
/// does. When paths conflict — `a` holds a value and `a.b` wants `a` to be an object, or the
/// other way round, or a key repeats — the first entry wins and the later one is dropped (the
/// spec layer is expected to refuse such forms; this layer only must not crash).
public enum OutputWriter {
    /// Pretty output: two-space indent, `"key": value`, one member per line, lists on one line
    /// (`["a", "b"]`). Compact output: no spaces at all. Both end with a newline.
    public static func json(_ entries: [(key: String, value: Value)], compact: Bool) -> String {
        json(entries.map { OutputEntry(key: $0.key, value: $0.value) }, compact: compact)
    }

    /// The same for entries whose keys are given one by one (keys may hold dots).
    public static func json(_ entries: [OutputEntry], compact: Bool) -> String {
        var root = JSONObject()
        for entry in entries {
            root.insert(entry.content, at: entry.path[...])
        }
        var out = ""
        write(root, indent: 0, compact: compact, into: &out)
        return out + "\n"
    }

    private static func write(_ object: JSONObject, indent: Int, compact: Bool, into out: inout String) {
        guard !object.members.isEmpty else { out += "{}"; return }
        out += "{"
        let pad = String(repeating: "  ", count: indent + 1)
        for (i, member) in object.members.enumerated() {
            if i > 0 { out += "," }
            if !compact { out += "\n" + pad }
            out += JSONText.quoted(member.key) + (compact ? ":" : ": ")
            switch member.node {
            case .value(.value(let value)): write(value, compact: compact, into: &out)
            case .value(.json(let node)): write(node, indent: indent + 1, compact: compact, into: &out)
            case .value(.emptyObject): out += "{}"
            case .object(let child): write(child, indent: indent + 1, compact: compact, into: &out)
            }
        }
        if !compact { out += "\n" + String(repeating: "  ", count: indent) }
        out += "}"
    }

    static func write(_ value: Value, compact: Bool, into out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += JSONText.number(n)
        case .string(let s): out += JSONText.quoted(s)
        case .list(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += compact ? "," : ", " }
                write(item, compact: compact, into: &out)
            }
            out += "]"
        }
    }

    /// JSON text of a parsed node: objects one member per line when pretty, arrays on one line.
    static func write(_ node: JSONNode, indent: Int, compact: Bool, into out: inout String) {
        switch node.kind {
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{"
            let pad = String(repeating: "  ", count: indent + 1)
            for (i, member) in members.enumerated() {
                if i > 0 { out += "," }
                if !compact { out += "\n" + pad }
                out += JSONText.quoted(member.key) + (compact ? ":" : ": ")
                write(member.value, indent: indent + 1, compact: compact, into: &out)
            }
            if !compact { out += "\n" + String(repeating: "  ", count: indent) }
            out += "}"
        case .array(let elements):
            out += "["
            for (i, element) in elements.enumerated() {
                if i > 0 { out += compact ? "," : ", " }
                write(element, indent: indent, compact: compact, into: &out)
            }
            out += "]"
        case .string(let s): out += JSONText.quoted(s)
        case .number(let raw, _): out += raw
        case .bool(let b): out += b ? "true" : "false"
        case .null: out += "null"
        }
    }
}

/// An object under construction: members in first-insertion order.
private struct JSONObject {
    enum Node {
        case value(OutputEntry.Content)
        case object(JSONObject)
    }

    var members: [(key: String, node: Node)] = []

    /// Puts `value` at `path` below this object; a conflicting path is dropped (first wins), so an
    /// empty object asked for where an object already stands leaves that object as it is.
    mutating func insert(_ value: OutputEntry.Content, at path: ArraySlice<String>) {
        guard let head = path.first else { return }
        let rest = path.dropFirst()
        guard let index = members.firstIndex(where: { $0.key == head }) else {
            if rest.isEmpty {
                members.append((head, .value(value)))
            } else {
                var child = JSONObject()
                child.insert(value, at: rest)
                members.append((head, .object(child)))
            }
            return
        }
        guard !rest.isEmpty, case .object(var child) = members[index].node else { return }
        child.insert(value, at: rest)
        members[index].node = .object(child)
    }
}
