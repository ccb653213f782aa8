import FormCore
import FormScreen

/// What the keys of sub-form screens do to the state: closing a screen (Esc, Left, Ctrl-S, Enter
/// on its last row), taking back what a closed screen gave, and the list screen's keys when no
/// item has the focus.
enum SubFormKeys {
    /// Closes the screen, unless it cannot close yet (a keyed item without a fitting name: the
    /// message goes under its name row). What was typed on the focused row is taken first.
    static func close(_ state: inout FormState, submit: Bool, movesOn: Bool = false, seeking: ErrorSeek? = nil) -> [Effect] {
        if let tag = state.focus, let row = state.row(tag),
           let message = RowKinds.kind(for: row.type).commitInput(of: row, in: &state) {
            state.setError(message, of: tag)
            return RowEditing.refuse(message, in: &state)
        }
        if let refusal = SubForms.closeRefusal(of: state) {
            state.setError(refusal.message, of: refusal.tag)
            state.focus(on: refusal.tag)
            return RowEditing.refuse(refusal.message, in: &state)
        }
        return [.closeSubForm(submit: submit, movesOn: movesOn, seeking: seeking)]
    }

    /// After a screen closed with Enter on its last row: the focus moves to the next row, as after
    /// an editor's Enter. On a list screen it moves to the next item and stays on the last one
    /// (where `a` adds another).
    static func moveOn(from tag: String, in state: inout FormState) -> [Effect] {
        if let list = state.place?.list {
            guard let at = list.index(of: tag), at + 1 < list.entries.count else { return [] }
            return Update.moveFocus(in: &state, to: list.entries[at + 1].tag)
        }
        return Update.perform(.enter, in: &state, context: UpdateContext())
    }

    /// The screen over this one closed with `result` for row `tag`: the row takes the value (a
    /// list screen's item its key too) and says at once whether it is valid; a new item given
    /// back untouched goes. With `submit`, the form is submitted (or this screen closes too).
    static func closed(_ tag: String, result: SubFormResult?, submit: Bool, in state: inout FormState,
                       context: UpdateContext) -> [Effect] {
        guard let result else {
            return state.place?.list != nil ? [.editList(.remove(tag))] : []
        }
        let renamed = take(result, for: tag, in: &state)
        if let row = state.row(tag) {
            state.setError(Submission.check(row, in: state, includeRequired: state.errors[tag] != nil), of: tag)
        }
        // A renamed item's row is built again with its new title.
        return (renamed ? [.editList(.move(tag, by: 0))] : []) + after(submit, &state)
    }

    /// Row `tag` takes the value a closed screen gave (a list screen's item its key too); whether
    /// the item was renamed. Nothing is checked: `closed` says whether the value is valid.
    /// `unlessEqual: false` sets the value without comparing it with the row's (a state read for
    /// its values only, where comparing every level's tree again would cost the depth squared).
    static func take(_ result: SubFormResult, for tag: String, in state: inout FormState, unlessEqual: Bool = true) -> Bool {
        if !unlessEqual || state.value(of: tag) != result.value { state.setValue(result.value, of: tag) }
        guard let key = result.key, var place = state.place, var list = place.list,
              let index = list.index(of: tag), list.entries[index].key != key else { return false }
        list.setKey(key, at: index)
        place.role = .list(list)
        state.place = place
        return true
    }

    private static func after(_ submit: Bool, _ state: inout FormState) -> [Effect] {
        guard submit else { return [] }
        return state.place == nil ? Submission.submit(&state) : close(&state, submit: true)
    }

    /// `a` or Insert on a list screen with no item focused (an empty list) adds one.
    static func listKey(_ key: Key, in state: inout FormState) -> [Effect]? {
        guard let list = state.place?.list, key == .char("a") || key == .insert else { return nil }
        return ListScreenBindings.add(list, in: &state)
    }
}
