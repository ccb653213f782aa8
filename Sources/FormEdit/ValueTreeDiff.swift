import FormJSON

/// The changes that turn one value tree into another, addressed in the first (`SourceChange`):
/// a member present in both is compared inside; a member only in the first whose place (its index)
/// the second gives to a key the first does not have, with the same value or before the same key,
/// is renamed there and compared inside (a keyed list keeps a renamed item where it was; a last
/// member removed and a new one appended is no rename); else one only in the first is removed,
/// one only in the second is added (in the second's order); a list keeps its common first and last items and
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
            var oldKeys = Set(a.map(\.key))
            for (index, member) in a.enumerated() {
                let path = JSONPointer.appending(member.key, to: pointer)
                if let value = newByKey[member.key] {
                    diff(member.value, value, pointer: path, into: &out)
                } else if index < b.count, !oldKeys.contains(b[index].key), let value = newByKey[b[index].key],
                          same(member.value, value) || (index + 1 < min(a.count, b.count) && a[index + 1].key == b[index + 1].key) {
                    out.append(.rename(pointer: path, key: b[index].key))
                    diff(member.value, value, pointer: path, into: &out)
                    oldKeys.insert(b[index].key)
                } else {
                    out.append(.remove(pointer: path))
                }
            }
            for member in b where !oldKeys.contains(member.key) {
                out.append(.add(pointer: JSONPointer.appending(member.key, to: pointer), value: member.value))
                oldKeys.insert(member.key)
            }
        case (.array(let a), .array(let b)):
            diffItems(a, b, pointer: pointer, into: &out)
        default:
            if !same(old, new) { out.append(.replace(pointer: pointer, value: new)) }
        }
    }

    /// A list's changes: the items kept are those of a longest common subsequence (quadratic in
    /// the changed middle only, past 2,000 × 2,000 items paired in order); between two kept items the
    /// removed and added ones are paired and compared inside (an item edited in place), the rest
    /// removed or added before the next kept item.
    private static func diffItems(_ a: [JSONNode], _ b: [JSONNode], pointer: String, into out: inout [SourceChange]) {
        var head = 0
        while head < a.count && head < b.count && same(a[head], b[head]) { head += 1 }
        var tail = 0
        while tail < a.count - head && tail < b.count - head && same(a[a.count - 1 - tail], b[b.count - 1 - tail]) { tail += 1 }
        let oldMiddle = Array(head..<(a.count - tail)), newMiddle = Array(head..<(b.count - tail))
        // Kept pairs (old index, new index) of the middle, in order.
        var kept: [(Int, Int)] = []
        if !oldMiddle.isEmpty && !newMiddle.isEmpty && oldMiddle.count * newMiddle.count <= 4_000_000 {
            let n = oldMiddle.count, m = newMiddle.count
            var table = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
            for i in stride(from: n - 1, through: 0, by: -1) {
                for j in stride(from: m - 1, through: 0, by: -1) {
                    table[i][j] = same(a[oldMiddle[i]], b[newMiddle[j]]) ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
                }
            }
            var i = 0, j = 0
            while i < n && j < m {
                if same(a[oldMiddle[i]], b[newMiddle[j]]) { kept.append((oldMiddle[i], newMiddle[j])); i += 1; j += 1 }
                else if table[i + 1][j] >= table[i][j + 1] { i += 1 } else { j += 1 }
            }
        }
        kept.append((a.count - tail, b.count - tail))
        var oldAt = head, newAt = head
        for (oldKept, newKept) in kept {
            let removed = Array(oldAt..<oldKept), added = Array(newAt..<newKept)
            let paired = min(removed.count, added.count)
            for k in 0..<paired {
                diff(a[removed[k]], b[added[k]], pointer: JSONPointer.appending(removed[k], to: pointer), into: &out)
            }
            for k in paired..<removed.count { out.append(.remove(pointer: JSONPointer.appending(removed[k], to: pointer))) }
            let before = oldKept < a.count ? String(oldKept) : "-"
            for k in paired..<added.count { out.append(.add(pointer: pointer + "/" + before, value: b[added[k]])) }
            oldAt = oldKept + 1
            newAt = newKept + 1
        }
    }
}
