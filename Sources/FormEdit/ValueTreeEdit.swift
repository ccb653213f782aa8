import FormJSON

/// `SourceChange`s made on a value tree in memory: what the patched text must read back as, and
/// the value a container takes when its text is written anew.
package enum ValueTreeEdit {
    /// `root` with `changes` made (pointers name places of `root`).
    package static func apply(_ changes: [SourceChange], to root: JSONNode) throws(SourcePatchError) -> JSONNode {
        var replaced: [String: JSONNode] = [:], removed = Set<String>(), added: [String: [(String, JSONNode)]] = [:]
        var touched = Set<String>(), renamed: [String: String] = [:]
        for change in changes {
            var tokens = change.tokens
            switch change {
            case .replace(let pointer, let value): replaced[pointer] = value
            case .remove(let pointer): removed.insert(pointer)
            case .rename(let pointer, let key): renamed[pointer] = key
            case .add(_, let value):
                let last = tokens.removeLast()
                added[JSONPointer.pointer(tokens), default: []].append((last, value))
                tokens.append(last)
            }
            while !tokens.isEmpty {
                tokens.removeLast()
                touched.insert(JSONPointer.pointer(tokens))
            }
        }
        for change in changes {
            guard exists(isAdd(change) ? Array(change.tokens.dropLast()) : change.tokens, in: root) else {
                throw .noValue(pointer: change.pointer)
            }
        }
        func edit(_ node: JSONNode, _ pointer: String) -> JSONNode {
            if let value = replaced[pointer] { return value }
            guard touched.contains(pointer) else { return node }
            switch node.kind {
            case .object(let members):
                var out: [JSONNode.Member] = []
                for member in members {
                    let path = JSONPointer.appending(member.key, to: pointer)
                    if removed.contains(path) { continue }
                    out.append(JSONNode.Member(key: renamed[path] ?? member.key, keyLocation: member.keyLocation, value: edit(member.value, path)))
                }
                for (key, value) in added[pointer] ?? [] {
                    if let i = out.firstIndex(where: { $0.key == key }) { out[i].value = value } else {
                        out.append(JSONNode.Member(key: key, keyLocation: .unknown, value: value))
                    }
                }
                return JSONNode(.object(out), at: node.location)
            case .array(let items):
                var out: [JSONNode] = []
                let adds = added[pointer] ?? []
                for (i, item) in items.enumerated() {
                    out += adds.filter { $0.0 == String(i) }.map(\.1)
                    let path = JSONPointer.appending(i, to: pointer)
                    if removed.contains(path) { continue }
                    out.append(edit(item, path))
                }
                out += adds.filter { Int($0.0).map { $0 >= items.count } ?? true }.map(\.1)
                return JSONNode(.array(out), at: node.location)
            default:
                return node
            }
        }
        return edit(root, "")
    }

    private static func isAdd(_ change: SourceChange) -> Bool {
        if case .add = change { return true }
        return false
    }

    private static func exists(_ tokens: [String], in root: JSONNode) -> Bool {
        var node = root
        for token in tokens {
            switch node.kind {
            case .object(let members):
                guard let next = members.last(where: { $0.key == token }) else { return false }
                node = next.value
            case .array(let items):
                guard let i = JSONPointer.index(token), i < items.count else { return false }
                node = items[i]
            default: return false
            }
        }
        return true
    }
}
