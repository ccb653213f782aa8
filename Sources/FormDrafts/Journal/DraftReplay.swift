import FormCore
import FormJSON

/// Reads a draft file of format 2 back into one object: its first line is the snapshot (the
/// object `Draft.text` writes), each later line a save's `DraftPatch` operations, applied in
/// order. A last line without its newline (a write torn by a crash) or one that is not JSON is
/// where the journal ends: it and anything after it are ignored. A whole line whose operations
/// do not apply to the snapshot is not a torn write: the file is not a draft.
package enum DraftReplay {
    /// What a draft file's bytes come to.
    package enum Outcome: Equatable {
        /// One line, or not format 2: read as it is (a format 1 draft is one object).
        case asIs
        /// The snapshot with the journal applied.
        case replayed(JSONNode)
        /// A journal line that does not apply.
        case broken
    }

    package static func replay(_ bytes: [UInt8]) -> Outcome {
        guard let firstEnd = bytes.firstIndex(of: 0x0A), firstEnd + 1 < bytes.count,
              var root = try? JSONReader.parse(bytes: Array(bytes[..<firstEnd]), maxDepth: Draft.maxDepth),
              JSONPointer.child(of: root, "formrun-draft")?.intValue == 2 else { return .asIs }
        var start = firstEnd + 1
        while start < bytes.count, let end = bytes[start...].firstIndex(of: 0x0A) {
            defer { start = end + 1 }
            guard let line = try? JSONReader.parse(bytes: Array(bytes[start..<end]), maxDepth: Draft.maxDepth + 2), let patches = line.elements else { break }
            for patch in patches {
                guard apply(patch, to: &root) else { return .broken }
            }
        }
        return .replayed(root)
    }

    private enum Operation { case add, replace, remove }

    /// Applies one `{"op":…,"path":…,"value":…}` to `root`; false when it does not apply.
    static func apply(_ patch: JSONNode, to root: inout JSONNode) -> Bool {
        guard let name = JSONPointer.child(of: patch, "op")?.stringValue,
              let path = JSONPointer.child(of: patch, "path")?.stringValue else { return false }
        let operation: Operation
        switch name {
        case "add": operation = .add
        case "replace": operation = .replace
        case "remove": operation = .remove
        default: return false
        }
        let value = JSONPointer.child(of: patch, "value")
        guard operation == .remove || value != nil else { return false }
        let tokens = JSONPointer.tokens(path[...])
        guard !tokens.isEmpty else { return false }
        return apply(operation, tokens[...], value ?? JSONNode(.null, at: .unknown), to: &root)
    }

    /// Applies the operation at `tokens` below `node`, in place (each container is taken out of
    /// its node while it changes, so that it is changed without a copy).
    private static func apply(_ operation: Operation, _ tokens: ArraySlice<String>, _ value: JSONNode,
                              to node: inout JSONNode) -> Bool {
        guard let token = tokens.first else { return false }
        let last = tokens.count == 1
        switch node.kind {
        case .object(var members):
            node.kind = .null
            defer { node.kind = .object(members) }
            let index = members.firstIndex { $0.key.utf8.elementsEqual(token.utf8) }
            guard last else {
                guard let index else { return false }
                return apply(operation, tokens.dropFirst(), value, to: &members[index].value)
            }
            switch (operation, index) {
            case (.add, nil):
                members.append(JSONNode.Member(key: token, keyLocation: .unknown, value: value))
            case (.add, let index?), (.replace, let index?):
                members[index].value = value
            case (.remove, let index?):
                members.remove(at: index)
            case (.replace, nil), (.remove, nil):
                return false
            }
            return true
        case .array(var items):
            node.kind = .null
            defer { node.kind = .array(items) }
            let index = token == "-" ? items.count : JSONPointer.index(token)
            guard let index else { return false }
            guard last else {
                guard index < items.count else { return false }
                return apply(operation, tokens.dropFirst(), value, to: &items[index])
            }
            switch operation {
            case .add:
                guard index <= items.count else { return false }
                items.insert(value, at: index)
            case .replace:
                guard index < items.count else { return false }
                items[index] = value
            case .remove:
                guard index < items.count else { return false }
                items.remove(at: index)
            }
            return true
        case .string, .number, .bool, .null:
            return false
        }
    }

}
