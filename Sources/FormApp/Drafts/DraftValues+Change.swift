import FormCore
import FormUI

extension DraftValues {
    /// Notes `change` (a key on a screen over `state`, the form's own state) at its place, without
    /// building or comparing the changed row's whole value: the row's kept value is changed in
    /// place at `change.steps` (`release` is called first, so that the caller's other copy, the
    /// draft writer's, lets go of it). Returns the node that was there (for the journal to write
    /// what changed in it); nil when the change must be noted whole with `note` (the row was not
    /// kept yet, may come back to the form's start, or is never kept).
    package mutating func note(_ change: ClosedChange, in state: FormState, release: () -> Void) -> Value? {
        guard values[change.tag] != nil, !state.deleted.contains(change.tag),
              keepable[change.tag] ?? state.row(change.tag).map(Self.keeps) ?? false else { return nil }
        // The row stays apart from the start when the node differs from the start's node there
        // (or the start has none); a node back to its start needs the whole row compared.
        if let start = startNode(of: change), start == change.value { return nil }
        release()
        guard var value = values.removeValue(forKey: change.tag) else { return nil }
        let old = Self.replace(in: &value, at: change.steps[...], with: change.value)
        values[change.tag] = value
        return old
    }

    /// The node of the form's start at `change`'s place: looked up once for a place (the keys
    /// of a screen share its steps, which compare at once), not walked down again at every key.
    private mutating func startNode(of change: ClosedChange) -> Value? {
        if let start, start.tag == change.tag, start.steps == change.steps { return start.node }
        let node = ScreenStack.node(of: baseline[change.tag] ?? .null, at: change.steps)
        start = (change.tag, change.steps, node)
        return node
    }

    /// Replaces the node of `value` at `steps` with `leaf`, in place where its storage is not
    /// shared (each list or object is taken out of `value` while its node changes); returns the
    /// node replaced, nil (nothing changed) when there is none.
    private static func replace(in value: inout Value, at steps: ArraySlice<ClosedChange.Step>, with leaf: Value) -> Value? {
        guard let first = steps.first else {
            defer { value = leaf }
            return value
        }
        // `value` itself is matched (no copy of it held meanwhile), so that the list or object
        // taken out of it is its storage's only owner once `value` is cleared.
        switch first {
        case .index(let i):
            guard case .list(var items) = value, items.indices.contains(i) else { return nil }
            value = .null
            let replaced = replace(in: &items[i], at: steps.dropFirst(), with: leaf)
            value = .list(items)
            return replaced
        case .key(let key):
            guard case .object(var members) = value, let i = members.firstIndex(where: { $0.key == key }) else { return nil }
            value = .null
            let replaced = replace(in: &members[i].value, at: steps.dropFirst(), with: leaf)
            value = .object(members)
            return replaced
        }
    }
}
