import FormCore
import FormUI

extension DraftValues {
    /// Notes `change` (a key on a screen over `state`, the form's own state) at its place, without
    /// building or comparing the changed row's whole value: the row's kept value is changed in
    /// place at `change.indexes` (`release` is called first, so that the caller's other copy, the
    /// draft writer's, lets go of it). Returns the node that was there (for the journal to write
    /// what changed in it); nil when the change must be noted whole with `note` (the row was not
    /// kept yet, may come back to the form's start, or is never kept).
    package mutating func note(_ change: ClosedChange, in state: FormState, release: () -> Void) -> Value? {
        guard let row = state.row(change.tag), row.type.carriesValue, !row.type.isSecret,
              !(row.subForm?.holdsPassword() ?? false), !state.deleted.contains(change.tag),
              values[change.tag] != nil else { return nil }
        // The row stays apart from the start when the node differs from the start's node there
        // (or the start has none); a node back to its start needs the whole row compared.
        if let start = Self.node(in: baseline[change.tag] ?? .null, at: change.indexes[...]), start == change.value { return nil }
        release()
        guard var value = values.removeValue(forKey: change.tag) else { return nil }
        let old = Self.replace(in: &value, at: change.indexes[...], with: change.value)
        values[change.tag] = value
        return old
    }

    /// The node of `value` at `indexes` (list items), or nil.
    private static func node(in value: Value, at indexes: ArraySlice<Int>) -> Value? {
        guard let first = indexes.first else { return value }
        guard case .list(let items) = value, items.indices.contains(first) else { return nil }
        return node(in: items[first], at: indexes.dropFirst())
    }

    /// Replaces the node of `value` at `indexes` with `leaf`, in place where its storage is not
    /// shared (the list is taken out of `value` while its item changes); returns the node replaced,
    /// nil when there is none.
    private static func replace(in value: inout Value, at indexes: ArraySlice<Int>, with leaf: Value) -> Value? {
        guard let first = indexes.first else {
            defer { value = leaf }
            return value
        }
        guard case .list(var items) = value, items.indices.contains(first) else { return nil }
        value = .null
        let replaced = replace(in: &items[first], at: indexes.dropFirst(), with: leaf)
        value = .list(items)
        return replaced
    }
}
