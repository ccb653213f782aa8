import FormCore

/// Opening the editors that take over the keys (lists, date grids) and sending them keys.
enum PopupKeys {
    /// Opens the row's editor on its current value, sized for the screen of `context`.
    static func open(_ row: Row, in state: inout FormState, context: UpdateContext) {
        if DateEditor.Kind(row.type) != nil {
            state.popup = .date(tag: row.tag, DateEditor(row: row, value: state.value(of: row.tag), today: state.today))
            return
        }
        var list = ListPopup(row: row, value: state.value(of: row.tag))
        let height = PopupGeometry.listHeight(list, title: row.title, width: context.width, bodyHeight: context.pageSize)
        list.pageSize = list.listRows(height: height)
        state.popup = .list(tag: row.tag, list)
    }

    static func handle(_ key: Key, in state: inout FormState, keyMap: KeyMap) {
        guard let popup = state.popup, let row = state.row(popup.tag) else {
            state.popup = nil
            return
        }
        let outcome: EditorOutcome
        switch popup {
        case .list(let tag, var list):
            outcome = list.handle(key)
            state.popup = .list(tag: tag, list)
        case .date(let tag, var editor):
            outcome = editor.handle(key)
            state.popup = .date(tag: tag, editor)
        }
        switch outcome {
        case .stay:
            break
        case .refused(let reason):
            state.refused = true
            state.status = reason
        case .picked(let value):
            state.popup = nil
            RowEditing.set(value == .list([]) ? .null : value, of: row, in: &state)
        case .closed:
            state.popup = nil
        case .ignored:
            if keyMap.action(for: key) == .repaint {
                state.repaintRequested = true
            } else {
                state.refused = true
                state.status = "\(key.name) does nothing here: Enter picks, Esc closes"
            }
        }
    }
}
