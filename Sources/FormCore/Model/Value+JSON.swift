import FormJSON

/// The conversions between the tree of answers and JSON, all in one place: a node read from a
/// file becomes a value (objects keep their member order, numbers their spelling), a value
/// becomes a node or JSON text, and the text of a JSON text row becomes the value it holds —
/// `.unparsed` when it is not JSON.
extension Value {
    /// The key that marks, in a draft, the text of a JSON text row that is not JSON:
    /// `{"formrun-unparsed": "https://…"}` (nothing a person typed is lost in a draft).
    package static let unparsedMark = "formrun-unparsed"

    /// The value a parsed node holds.
    package init(json node: JSONNode) {
        switch node.kind {
        case .null: self = .null
        case .bool(let b): self = .bool(b)
        case .string(let s): self = .string(s)
        case .number(let raw, let value): self = .number(Number(json: raw, value: value))
        case .array(let elements): self = .list(elements.map(Value.init(json:)))
        case .object(let members): self = .object(members.map { Member(key: $0.key, value: Value(json: $0.value)) })
        }
    }

    /// The value a node of a document holds.
    package init(json value: JSONValue) {
        self.init(json: JSONNode(value))
    }

    /// The value the text of a JSON text row holds: the JSON it is, `null` for no text, and the
    /// text kept as `.unparsed` when it is not JSON.
    package init(jsonText text: String) {
        if text.allSatisfy(\.isWhitespace) {
            self = .null
        } else if let node = try? JSONReader.parse(text) {
            self.init(json: node)
        } else {
            self = .unparsed(text)
        }
    }

    /// The value JSON `text` holds, nil when it is not JSON.
    package static func parsing(_ text: String) -> Value? {
        (try? JSONReader.parse(text)).map(Value.init(json:))
    }

    /// The value as a node. An `.unparsed` text is never output: it becomes what `unparsed`
    /// makes of it (`null` unless told otherwise).
    package func jsonNode(unparsed: (String) -> JSONNode = { _ in JSONNode(.null, at: .unknown) }) -> JSONNode {
        switch self {
        case .null: return JSONNode(.null, at: .unknown)
        case .bool(let b): return JSONNode(.bool(b), at: .unknown)
        case .number(let n): return JSONNode(.number(raw: JSONText.number(n), value: n.double), at: .unknown)
        case .string(let s): return JSONNode(.string(s), at: .unknown)
        case .list(let items): return JSONNode(.array(items.map { $0.jsonNode(unparsed: unparsed) }), at: .unknown)
        case .object(let members):
            return JSONNode(.object(members.map {
                JSONNode.Member(key: $0.key, keyLocation: .unknown, value: $0.value.jsonNode(unparsed: unparsed))
            }), at: .unknown)
        case .unparsed(let text): return unparsed(text)
        }
    }

    /// The value as compact JSON text (`{"name":"redis"}`).
    package var compactJSON: String {
        var text = ""
        OutputWriter.write(self, compact: true, into: &text)
        return text
    }

    /// The value as a draft keeps it: JSON, an `.unparsed` text marked (`unparsedMark`).
    package var draftNode: JSONNode {
        jsonNode { text in
            JSONNode(.object([JSONNode.Member(key: Value.unparsedMark, keyLocation: .unknown,
                                              value: JSONNode(.string(text), at: .unknown))]), at: .unknown)
        }
    }

    /// The value a draft's node holds: `draftNode` read back (a marked text is `.unparsed`).
    package init(draft node: JSONNode) {
        if let members = node.members, members.count == 1, members[0].key == Value.unparsedMark,
           let text = members[0].value.stringValue {
            self = .unparsed(text)
            return
        }
        switch node.kind {
        case .array(let elements): self = .list(elements.map(Value.init(draft:)))
        case .object(let members): self = .object(members.map { Member(key: $0.key, value: Value(draft: $0.value)) })
        case .null, .bool, .string, .number: self.init(json: node)
        }
    }

    /// The first `.unparsed` text in the tree and the JSON Pointer of where it stands (`""` for
    /// the value itself, `/deps/0/repository` below it), or nil.
    package var firstUnparsed: (path: String, text: String)? {
        switch self {
        case .unparsed(let text): return ("", text)
        case .list(let items):
            for (i, item) in items.enumerated() {
                if let found = item.firstUnparsed { return (JSONPointer.appending(i, to: "") + found.path, found.text) }
            }
            return nil
        case .object(let members):
            for member in members {
                if let found = member.value.firstUnparsed { return (JSONPointer.appending(member.key, to: "") + found.path, found.text) }
            }
            return nil
        case .null, .bool, .number, .string: return nil
        }
    }

    /// `firstUnparsed`, the members at the pointers of `skipping` (one key down) not walked.
    package func firstUnparsed(skipping: Set<String>) -> (path: String, text: String)? {
        guard !skipping.isEmpty, case .object(let members) = self else { return firstUnparsed }
        for member in members {
            let pointer = JSONPointer.appending(member.key, to: "")
            if skipping.contains(pointer) { continue }
            if let found = member.value.firstUnparsed { return (pointer + found.path, found.text) }
        }
        return nil
    }
}
