import FormCore
import FormJSON

extension DraftPatch {
    /// The operations that turn `old` into `new` at `path` (nil: no value there), in as many
    /// bytes as changed: equal subtrees are skipped (arrays sharing storage compare at once), an
    /// object's members are patched one by one while their order allows it, a list's items
    /// between its equal head and tail are patched, inserted or removed. Anything else is
    /// replaced whole.
    package static func changes(from old: Value?, to new: Value?, at path: String, into patches: inout [DraftPatch]) {
        switch (old, new) {
        case (nil, nil):
            return
        case (nil, let new?):
            patches.append(.add(path: path, value: new))
        case (_?, nil):
            patches.append(.remove(path: path))
        case (let old?, let new?):
            // Containers are not compared whole first: each level would compare the levels below
            // it again (the depth squared); the walk finds what differs, skipping shared storage.
            switch (old, new) {
            case (.object(let before), .object(let after)):
                guard !sameStorage(before, after) else { return }
                if !members(from: before, to: after, at: path, into: &patches) {
                    patches.append(.replace(path: path, value: new))
                }
            case (.list(let before), .list(let after)):
                guard !sameStorage(before, after) else { return }
                items(from: before, to: after, at: path, into: &patches)
            default:
                if old != new { patches.append(.replace(path: path, value: new)) }
            }
        }
    }

    /// Whether two arrays are one storage (a subtree nobody changed): equal without a look inside.
    private static func sameStorage<Element>(_ a: [Element], _ b: [Element]) -> Bool {
        a.count == b.count && (a.isEmpty || a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { $0.baseAddress == x.baseAddress } })
    }

    /// Member by member, when `after` keeps `before`'s remaining keys in their order and adds new
    /// ones at the end (as `add` appends them); false (nothing appended) otherwise.
    private static func members(from before: [Value.Member], to after: [Value.Member], at path: String,
                                into patches: inout [DraftPatch]) -> Bool {
        if before.count == after.count, zip(before, after).allSatisfy({ $0.key == $1.key }), !repeatsAKey(after) {
            for (old, new) in zip(before, after) {
                changes(from: old.value, to: new.value, at: JSONPointer.appending(new.key, to: path), into: &patches)
            }
            return true
        }
        var oldIndex: [String: Int] = [:]
        for (i, member) in before.enumerated() where oldIndex.updateValue(i, forKey: member.key) != nil { return false }
        var newKeys = Set<String>()
        for member in after where !newKeys.insert(member.key).inserted { return false }
        let kept = before.filter { newKeys.contains($0.key) }
        guard kept.count <= after.count, zip(kept, after).allSatisfy({ $0.key == $1.key }) else { return false }
        for member in before where !newKeys.contains(member.key) {
            patches.append(.remove(path: JSONPointer.appending(member.key, to: path)))
        }
        for (i, member) in after.enumerated() {
            let memberPath = JSONPointer.appending(member.key, to: path)
            if i < kept.count {
                changes(from: kept[i].value, to: member.value, at: memberPath, into: &patches)
            } else {
                patches.append(.add(path: memberPath, value: member.value))
            }
        }
        return true
    }

    /// Whether two members share a key (a pointer could not tell them apart).
    private static func repeatsAKey(_ members: [Value.Member]) -> Bool {
        guard members.count > 8 else {
            return members.indices.contains { i in members[(i + 1)...].contains { $0.key == members[i].key } }
        }
        return Set(members.map(\.key)).count != members.count
    }

    /// The items between the equal head and tail: patched pairwise, the extra ones removed or
    /// inserted.
    private static func items(from before: [Value], to after: [Value], at path: String, into patches: inout [DraftPatch]) {
        var head = 0
        while head < before.count, head < after.count, before[head] == after[head] { head += 1 }
        var tail = 0
        while tail < before.count - head, tail < after.count - head,
              before[before.count - 1 - tail] == after[after.count - 1 - tail] { tail += 1 }
        let oldMiddle = before.count - head - tail, newMiddle = after.count - head - tail
        let paired = min(oldMiddle, newMiddle)
        for i in head..<(head + paired) {
            changes(from: before[i], to: after[i], at: JSONPointer.appending(i, to: path), into: &patches)
        }
        for _ in paired..<max(paired, oldMiddle) {
            patches.append(.remove(path: JSONPointer.appending(head + paired, to: path)))
        }
        for i in paired..<max(paired, newMiddle) {
            patches.append(.add(path: JSONPointer.appending(head + i, to: path), value: after[head + i]))
        }
    }
}
