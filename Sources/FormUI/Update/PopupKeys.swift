import FormCore

/// Opening the editors that take over the keys (lists, date grids) and sending them keys.
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
        let outcome: EditorOutcome
        switch popup {
        case .list(let tag, var list):
            outcome = list.handle(key)
            state.setPopup(.list(tag: tag, list))
        case .date(let tag, var editor):
            outcome = editor.handle(key)
            state.setPopup(.date(tag: tag, editor))
        }
        switch outcome {
        case .stay:
            return []
        case .refused(let reason):
            return RowEditing.refuse(reason, in: &state)
        case .picked(let value):
            state.setPopup(nil)
            RowEditing.set(value == .list([]) ? .null : value, of: row, in: &state)
            return []
        case .closed:
            state.setPopup(nil)
            return []
        case .ignored:
            if keyMap.action(for: key) == .repaint { return [.repaint] }
            return RowEditing.refuse("\(key.name) does nothing here: Enter picks, Esc closes", in: &state)
        }
    }
}
