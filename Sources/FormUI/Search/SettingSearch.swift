import FormCore
import FormScreen

/// Ctrl-F (and `/` on a row that does not take it): find a setting anywhere in the form — its
/// key, title or description, in the sub-forms and list items that are not open too, on the
/// screens under this one and beside it — and go to it. The search is a list screen
/// (`ListPopup(findingSettings:)`) over the whole form's `SettingIndex`: the form's screen builds
/// it itself, a screen over it asks the screens' stack (`Effect.indexForm`), which alone holds
/// the screens under it. Enter goes to the match picked, closing the screens up to the one it
/// shares with this one and opening the rest; Esc closes and stays; after either, F3 and
/// Shift-F3 go to the next and previous match.
///
/// Going to a match takes the way ErrorRoute's F8 takes: each screen does one step — closes
/// itself (`Effect.closeSubForm`), or focuses the row on the way and opens its screen
/// (`Effect.openSubForm`), handing the rest on (`Effect.findSetting`), or focuses the setting.
enum SettingSearch {
    /// Opens the search over the whole form: at once on the form's screen, through the stack
    /// (`Effect.indexForm`) on a screen over it.
    static func open(in state: inout FormState, context: UpdateContext) -> [Effect] {
        // The search stands over the focused row (a popup belongs to a row): a screen where no row
        // takes the focus (an empty list) cannot hold it.
        guard state.focus != nil else { return RowEditing.refuse("Nothing to find here", in: &state) }
        if state.place != nil { return [.indexForm] }
        return open(SettingIndexBuilder.index(of: state), from: [], in: &state, context: context)
    }

    /// Opens the search over `index`, built on the form's screen; `from` are the tags of the rows
    /// opened from there down to this screen.
    static func open(_ index: SettingIndex, from: [String], in state: inout FormState, context: UpdateContext) -> [Effect] {
        guard let focus = state.focus, !index.entries.isEmpty else { return RowEditing.refuse("Nothing to find here", in: &state) }
        var finder = ListPopup(findingSettings: index, from: from)
        finder.pageSize = finder.listRows(height: context.pageSize)
        state.setPopup(.list(tag: focus, finder))
        return []
    }

    /// What the search list did with a key: Enter goes to the match picked, Esc closes; either
    /// way what was typed stays for F3.
    static func handled(_ outcome: EditorOutcome, by list: ListPopup, key: Key, in state: inout FormState,
                        keyMap: KeyMap) -> [Effect] {
        guard case .findSetting(let index, let from) = list.purpose else { return [] }
        var found = FoundSettings(index: index, query: list.filter, matches: list.visible, current: nil, at: from)
        switch outcome {
        case .stay:
            return []
        case .refused(let reason):
            return RowEditing.refuse(reason, in: &state)
        case .picked(let value):
            state.setPopup(nil)
            guard case .string(let text) = value, let entry = Int(text) else { return [] }
            // Picked from the whole list (nothing typed): F3 has nothing more to go to.
            if list.filter.isEmpty { found.matches = [entry] }
            guard let place = found.matches.firstIndex(of: entry) else { return [] }
            return step(found.way(to: place, from: state.trail.count), in: &state)
        case .closed:
            state.setPopup(nil)
            if !list.filter.isEmpty { state.foundSettings = found }
            return []
        case .ignored:
            if keyMap.action(for: key) == .repaint { return [.repaint] }
            return RowEditing.refuse("\(key.name) does nothing here: Enter goes to the setting, Esc closes", in: &state)
        }
    }

    /// F3 (`forward`) or Shift-F3: the next or previous match of the last search.
    static func again(forward: Bool, in state: inout FormState) -> [Effect] {
        guard let found = state.foundSettings else {
            return RowEditing.refuse("No search yet: Ctrl-F finds a setting", in: &state)
        }
        guard let place = found.next(forward: forward) else {
            return RowEditing.refuse("No setting matches '\(found.query)'", in: &state)
        }
        return step(found.way(to: place, from: state.trail.count), in: &state)
    }

    /// One step of `way` on this screen.
    static func step(_ way: SettingWay, in state: inout FormState) -> [Effect] {
        guard way.depth == state.trail.count else { return [] }
        var found = way.found
        if way.up > 0 {
            let closing = SubFormKeys.close(&state, submit: false)
            guard closing.contains(where: { if case .closeSubForm = $0 { return true } else { return false } }) else { return closing }
            found.at.removeLast()
            var rest = way
            rest.up -= 1
            rest.found = found
            rest.depth -= 1
            return closing + [.findSetting(rest)]
        }
        guard let tag = way.down.first else { return [] }
        guard Navigation.canFocus(tag, in: state), let row = state.row(tag) else {
            // Hidden by a condition now, or gone since the search (an item removed).
            let path = found.current.map { found.index.entries[found.matches[$0]].pathText } ?? "That setting"
            return RowEditing.refuse("\(path) is not shown now", in: &state)
        }
        let moved = Update.moveFocus(in: &state, to: tag)
        guard moved.isEmpty, state.focus == tag else { return moved }
        state.foundSettings = found
        if way.down.count == 1 {
            if let current = found.current {
                let entry = found.index.entries[found.matches[current]]
                state.setStatus(StatusMessage("Match \(current + 1) of \(found.matches.count): \(entry.pathText)"))
            }
            return []
        }
        if case .taken(let effects)? = RowEditing.refusalIfDisabled(row, in: &state) { return effects }
        found.at.append(tag)
        return [.openSubForm(tag), .findSetting(SettingWay(up: 0, down: Array(way.down.dropFirst()), found: found,
                                                           depth: way.depth + 1))]
    }
}
