import FormJSON

/// Writes the submitted values as one JSON object (FORMAT.md §2).
///
/// Keys are output key paths: `user.email` nests as `{"user": {"email": …}}`. Objects keep the
/// order in which their members first appear, so a nested object stands where its first member
/// does. When paths conflict — `a` holds a value and `a.b` wants `a` to be an object, or the
/// other way round, or a key repeats — the first entry wins and the later one is dropped (the
/// spec layer is expected to refuse such forms; this layer only must not crash).
package enum OutputWriter {
    /// Pretty output: two-space indent, `"key": value`, one member per line, lists on one line
    /// (`["a", "b"]`). Compact output: no spaces at all. Both end with a newline.
    package static func json(_ entries: [(key: String, value: Value)], compact: Bool) -> String {
        json(entries.map { OutputEntry(key: $0.key, value: $0.value) }, compact: compact)
    }

    /// The same for entries whose keys are given one by one (keys may hold dots).
    /// An entry with an empty path is the whole document (`Form.documentRow`): it is written alone.
    package static func json(_ entries: [OutputEntry], compact: Bool) -> String {
        if let document = entries.first(where: \.path.isEmpty) {
            var out = ""
            switch document.content {
            case .value(let value): write(value, indent: 0, compact: compact, into: &out)
            case .json(let node): write(node, indent: 0, compact: compact, into: &out)
            case .emptyObject: out = "{}"
            }
            return out + "\n"
        }
        var tree = JSONTree()
        for entry in entries {
            tree.insert(entry.content, at: entry.path)
        }
        var out = ""
        write(tree.objects[0], of: tree, indent: 0, compact: compact, into: &out)
        return out + "\n"
    }

    /// The entries as one node of the tree of answers (an object, or the whole document's
    /// value), nested and ordered as `json(_:compact:)` writes them; `.unparsed` texts kept.
    package static func tree(_ entries: [OutputEntry]) -> Value {
        if let document = entries.first(where: \.path.isEmpty) { return value(of: document.content) }
        var tree = JSONTree()
        for entry in entries {
            tree.insert(entry.content, at: entry.path)
        }
        return value(of: tree.objects[0], in: tree)
    }

    /// The entries as the node reading `json(_:compact:)`'s text gives (locations unknown), built
    /// without the text. `standIn` may give, for a value entry (its path and value), the node to
    /// put in its place (`SchemaCheck.standIn`).
    package static func node(_ entries: [OutputEntry], standIn: ([String], Value) -> JSONNode? = { _, _ in nil }) -> JSONNode {
        func node(of content: OutputEntry.Content, at path: [String]) -> JSONNode {
            switch content {
            case .value(let value): return standIn(path, value) ?? value.jsonNode()
            case .json(let node): return node
            case .emptyObject: return JSONNode(.object([]), at: .unknown)
            }
        }
        if let document = entries.first(where: \.path.isEmpty) { return node(of: document.content, at: []) }
        var tree = JSONTree()
        for entry in entries {
            tree.insert(entry.content, at: entry.path)
        }
        func object(_ index: Int, at path: [String]) -> JSONNode {
            JSONNode(.object(tree.objects[index].members.map { member in
                let inner = path + [member.key]
                switch member.node {
                case .value(let content):
                    return JSONNode.Member(key: member.key, keyLocation: .unknown, value: node(of: content, at: inner))
                case .object(let child):
                    return JSONNode.Member(key: member.key, keyLocation: .unknown, value: object(child, at: inner))
                }
            }), at: .unknown)
        }
        return object(0, at: [])
    }

    private static func value(of content: OutputEntry.Content) -> Value {
        switch content {
        case .value(let value): return value
        case .json(let node): return Value(json: node)
        case .emptyObject: return .object([])
        }
    }

    private static func value(of object: JSONTree.Object, in tree: JSONTree) -> Value {
        .object(object.members.map { member in
            switch member.node {
            case .value(let content): return Value.Member(key: member.key, value: value(of: content))
            case .object(let child): return Value.Member(key: member.key, value: value(of: tree.objects[child], in: tree))
            }
        })
    }

    private static func write(_ object: JSONTree.Object, of tree: JSONTree, indent: Int, compact: Bool,
                              into out: inout String) {
        guard !object.members.isEmpty else { out += "{}"; return }
        out += "{"
        let pad = String(repeating: "  ", count: indent + 1)
        for (i, member) in object.members.enumerated() {
            if i > 0 { out += "," }
            if !compact { out += "\n" + pad }
            out += JSONText.quoted(member.key) + (compact ? ":" : ": ")
            switch member.node {
            case .value(.value(let value)): write(value, indent: indent + 1, compact: compact, into: &out)
            case .value(.json(let node)): write(node, indent: indent + 1, compact: compact, into: &out)
            case .value(.emptyObject): out += "{}"
            case .object(let child): write(tree.objects[child], of: tree, indent: indent + 1, compact: compact, into: &out)
            }
        }
        if !compact { out += "\n" + String(repeating: "  ", count: indent) }
        out += "}"
    }

    /// JSON text of a value, laid out as `write(_:indent:compact:into:)` lays out a node (an
    /// `.unparsed` text, never output, is `null`).
    package static func write(_ value: Value, indent: Int = 0, compact: Bool, into out: inout String) {
        switch value {
        case .null, .unparsed: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += JSONText.number(n)
        case .string(let s): out += JSONText.quoted(s)
        case .list, .object: write(value.jsonNode(), indent: indent, compact: compact, into: &out)
        }
    }

    /// JSON text of a parsed node: objects one member per line when pretty, arrays of scalars on one
    /// line, arrays holding objects or arrays one element a line.
    package static func write(_ node: JSONNode, indent: Int, compact: Bool, into out: inout String) {
        switch node.kind {
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{"
            // Compact text has no indentation: making it would cost the depth at every object.
            let pad = compact ? "" : String(repeating: "  ", count: indent + 1)
            for (i, member) in members.enumerated() {
                if i > 0 { out += "," }
                if !compact { out += "\n" + pad }
                out += JSONText.quoted(member.key) + (compact ? ":" : ": ")
                write(member.value, indent: indent + 1, compact: compact, into: &out)
            }
            if !compact { out += "\n" + String(repeating: "  ", count: indent) }
            out += "}"
        case .array(let elements):
            // Scalars on one line; objects and arrays (a list's items) one an indented line.
            let nested = !compact && elements.contains { ($0.members?.isEmpty == false) || ($0.elements?.isEmpty == false) }
            out += "["
            let pad = nested ? String(repeating: "  ", count: indent + 1) : ""
            for (i, element) in elements.enumerated() {
                if i > 0 { out += compact || nested ? "," : ", " }
                if nested { out += "\n" + pad }
                write(element, indent: nested ? indent + 1 : indent, compact: compact, into: &out)
            }
            if nested { out += "\n" + String(repeating: "  ", count: indent) }
            out += "]"
        case .string(let s): out += JSONText.quoted(s)
        case .number(let raw, _): out += raw
        case .bool(let b): out += b ? "true" : "false"
        case .null: out += "null"
        }
    }
}

/// The objects under construction, as one tree in arrays: each object's members in
/// first-insertion order beside a dictionary from key to member, so that inserting an entry costs
/// one lookup per key of its path (linear in the path, whatever the number of members).
private struct JSONTree {
    enum Node {
        case value(OutputEntry.Content)
        /// An object, by its index in `objects`.
        case object(Int)
    }

    struct Object {
        var members: [(key: String, node: Node)] = []
        var index: [String: Int] = [:]
    }

    /// The objects; the root is the first.
    var objects = [Object()]

    /// Puts `value` at `path` below the root; a conflicting path is dropped (first wins), so an
    /// empty object asked for where an object already stands leaves that object as it is.
    mutating func insert(_ value: OutputEntry.Content, at path: [String]) {
        var object = 0
        for (depth, key) in path.enumerated() {
            let last = depth == path.count - 1
            if let member = objects[object].index[key] {
                // A value already there, or a value wanted where an object stands: first wins.
                guard !last, case .object(let child) = objects[object].members[member].node else { return }
                object = child
                continue
            }
            let node: Node
            if last {
                node = .value(value)
            } else {
                objects.append(Object())
                node = .object(objects.count - 1)
            }
            objects[object].index[key] = objects[object].members.count
            objects[object].members.append((key, node))
            if case .object(let child) = node { object = child }
        }
    }
}
