import FormCore
import FormScreen

/// Opening the editors that take over the keys (lists, date grids) and sending them keys. Enter
/// takes what the editor shows and moves on to the next row (as Enter does on rows without an
/// editor); on a row with no answer, an editor closed with Enter before any other key keeps it
/// unanswered, so Enter alone never changes a value.
enum PopupKeys {
    /// Opens a date or time editor on the row's current value.
    static func openDate(_ row: Row, in state: inout FormState) {
        state.setPopup(.date(tag: row.tag, DateEditor(row: row, value: state.value(of: row.tag), today: state.today)))
    }

    /// Opens a list on the row's current choice, sized for the screen of `context`.
    static func openList(_ row: Row, in state: inout FormState, context: UpdateContext) {
        var list = ListPopup(row: row, value: state.value(of: row.tag))
        let height = PopupGeometry.listHeight(list, title: row.title, width: context.width, bodyHeight: context.pageSize)
        list.pageSize = list.listRows(height: height)
        state.setPopup(.list(tag: row.tag, list))
    }

    static func handle(_ key: Key, in state: inout FormState, keyMap: KeyMap) -> [Effect] {
        guard let popup = state.popup, let row = state.row(popup.tag) else {
            state.setPopup(nil)
            return []
        }
        var outcome: EditorOutcome
        switch popup {
        case .list(let tag, var list):
            outcome = list.handle(key)
            state.setPopup(.list(tag: tag, list))
        case .date(let tag, var editor):
            let untouched = editor == DateEditor(row: row, value: state.value(of: tag), today: state.today)
            outcome = editor.handle(key)
            state.setPopup(.date(tag: tag, editor))
            if key == .enter, untouched, state.value(of: tag).isNull, case .picked = outcome { outcome = .closed }
        }
        if case .list(_, let list) = popup, case .findItem = list.purpose {
            return found(outcome, key: key, in: &state, keyMap: keyMap)
        }
        if case .list(_, let list) = state.popup ?? popup, case .findSetting = list.purpose {
            return SettingSearch.handled(outcome, by: list, key: key, in: &state, keyMap: keyMap)
        }
        switch outcome {
        case .stay:
            return []
        case .refused(let reason):
            return RowEditing.refuse(reason, in: &state)
        case .picked(let value):
            state.setPopup(nil)
            RowEditing.set(value == .list([]) ? .null : value, of: row, in: &state)
            return key == .enter ? moveOn(from: row, in: &state) : []
        case .closed:
            state.setPopup(nil)
            return key == .enter ? moveOn(from: row, in: &state) : []
        case .ignored:
            if keyMap.action(for: key) == .repaint { return [.repaint] }
            return RowEditing.refuse("\(key.name) does nothing here: Enter picks, Esc closes", in: &state)
        }
    }

    /// What a find list (`ListPopup.Purpose.findItem`) did: the focus goes to the item picked.
    private static func found(_ outcome: EditorOutcome, key: Key, in state: inout FormState, keyMap: KeyMap) -> [Effect] {
        switch outcome {
        case .stay:
            return []
        case .refused(let reason):
            return RowEditing.refuse(reason, in: &state)
        case .picked(let value):
            state.setPopup(nil)
            guard case .string(let tag) = value, state.row(tag) != nil else { return [] }
            return Update.moveFocus(in: &state, to: tag)
        case .closed:
            state.setPopup(nil)
            return []
        case .ignored:
            if keyMap.action(for: key) == .repaint { return [.repaint] }
            return RowEditing.refuse("\(key.name) does nothing here: Enter goes to the item, Esc closes", in: &state)
        }
    }

    /// After Enter took the editor's value: what Enter does on a row without an editor (the next
    /// row; on the last row, submit), when the row is still focused.
    private static func moveOn(from row: Row, in state: inout FormState) -> [Effect] {
        guard state.focus == row.tag else { return [] }
        return Update.perform(.enter, in: &state, context: UpdateContext())
    }
}
