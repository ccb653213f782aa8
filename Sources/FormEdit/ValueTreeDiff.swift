import FormJSON

/// The changes that turn one value tree into another, addressed in the first (`SourceChange`):
/// a member present in both is compared inside, one only in the first is removed, one only in the
/// second is added (in the second's order); a list keeps its common first and last items and
/// replaces, removes or adds in between. Numbers are equal when their values are (`1.0` and `1`
/// are one number: the file keeps its spelling); the order of members does not count.
package enum ValueTreeDiff {
    package static func changes(from old: JSONNode, to new: JSONNode) -> [SourceChange] {
        var out: [SourceChange] = []
        diff(old, new, pointer: "", into: &out)
        return out
    }

    /// Whether two values are the same JSON value (members in any order, numbers by value).
    package static func same(_ a: JSONNode, _ b: JSONNode) -> Bool {
        switch (a.kind, b.kind) {
        case (.null, .null): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.number(let r, let x), .number(let s, let y)): return r == s || x == y
        case (.array(let x), .array(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { same($0, $1) }
        case (.object(let x), .object(let y)):
            guard x.count == y.count else { return false }
            var byKey: [String: JSONNode] = [:]
            for member in y { byKey[member.key] = member.value }
            return x.allSatisfy { member in byKey[member.key].map { same(member.value, $0) } ?? false }
        default: return false
        }
    }

    private static func diff(_ old: JSONNode, _ new: JSONNode, pointer: String, into out: inout [SourceChange]) {
        switch (old.kind, new.kind) {
        case (.object(let a), .object(let b)):
            var newByKey: [String: JSONNode] = [:]
            for member in b { newByKey[member.key] = member.value }
            var oldKeys = Set<String>()
            for member in a {
                oldKeys.insert(member.key)
                let path = JSONPointer.appending(member.key, to: pointer)
                if let value = newByKey[member.key] {
                    diff(member.value, value, pointer: path, into: &out)
                } else {
                    out.append(.remove(pointer: path))
                }
            }
            for member in b where !oldKeys.contains(member.key) {
                out.append(.add(pointer: JSONPointer.appending(member.key, to: pointer), value: member.value))
                oldKeys.insert(member.key)
            }
        case (.array(let a), .array(let b)):
            var head = 0
            while head < a.count && head < b.count && same(a[head], b[head]) { head += 1 }
            var tail = 0
            while tail < a.count - head && tail < b.count - head && same(a[a.count - 1 - tail], b[b.count - 1 - tail]) { tail += 1 }
            let oldMiddle = head..<(a.count - tail), newMiddle = head..<(b.count - tail)
            let paired = min(oldMiddle.count, newMiddle.count)
            for k in 0..<paired {
                diff(a[head + k], b[head + k], pointer: JSONPointer.appending(head + k, to: pointer), into: &out)
            }
            for k in paired..<oldMiddle.count { out.append(.remove(pointer: JSONPointer.appending(head + k, to: pointer))) }
            let before = oldMiddle.upperBound < a.count ? String(oldMiddle.upperBound) : "-"
            for k in paired..<newMiddle.count {
                out.append(.add(pointer: pointer + "/" + before, value: b[head + k]))
            }
        default:
            if !same(old, new) { out.append(.replace(pointer: pointer, value: new)) }
        }
    }
}
