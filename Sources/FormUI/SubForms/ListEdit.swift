import FormCore

/// A change to the items of a list screen (`Effect.editList`).
package enum ListEdit: Equatable, Sendable {
    /// A new, empty item at the end, opened at once.
    case add
    /// The item of this row goes (asked first with `y/n`, unless it was new and left untouched).
    case remove(String)
    /// The item of this row moves up (-1) or down (+1).
    case move(String, by: Int)
}

extension ListScreen {
    /// Why `edit` cannot be made now (the list is full, the item is the first), or nil.
    func refusal(of edit: ListEdit) -> String? {
        switch edit {
        case .add:
            if let max = row.maxItems, entries.count >= max { return CheckMessage.tooManyItems(max: max).text }
            return nil
        case .remove:
            return nil
        case .move(let tag, let step):
            guard let at = index(of: tag) else { return nil }
            let to = at + step
            return entries.indices.contains(to) ? nil : step < 0 ? "Already the first item" : "Already the last item"
        }
    }

    /// The list screen after `edit`, its items' values and messages carried, the focus on the item edited (on
    /// the one after a removed item): `state` is the screen now. Also returns the tag of an
    /// added item, which opens next. Nil when the edit cannot be made (`refusal(of:)`, an item
    /// that is not there).
    package static func applying(_ edit: ListEdit, to state: FormState) -> (state: FormState, added: String?)? {
        guard let place = state.place, var list = place.list, list.refusal(of: edit) == nil else { return nil }
        var values: [String: Value] = [:]
        for entry in list.entries { values[entry.tag] = state.value(of: entry.tag) }
        var focus = state.focus
        var added: String?
        switch edit {
        case .add:
            let tag = list.addNew()
            values[tag] = .object([])
            focus = tag
            added = tag
        case .remove(let tag):
            guard let at = list.index(of: tag) else { return nil }
            list.remove(at: at)
            values[tag] = nil
            focus = list.entries.isEmpty ? nil : list.entries[Swift.min(at, list.entries.count - 1)].tag
        case .move(let tag, let step):
            guard let at = list.index(of: tag),
                  list.entries.indices.contains(at + step) else { return nil }
            list.swapAt(at, at + step)
        }
        var next = FormState(form: list.form(breadcrumb: place.breadcrumb), prefill: values, today: state.today, subFormsWritten: true)
        var nextPlace = place
        nextPlace.role = .list(list)
        next.place = nextPlace
        next.hookScope = state.hookScope
        next.hooks = state.hooks
        next.place?.errorsOutside = place.errorsOutside
        // The items kept keep their messages (after a refused submit, F8 still finds them).
        next.setErrors(state.errors.filter { tag, _ in next.row(tag) != nil })
        if let focus, next.row(focus) != nil { next.focus(on: focus) }
        return (next, added)
    }
}
