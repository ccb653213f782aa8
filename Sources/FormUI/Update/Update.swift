import FormCore

/// (State, Key) → (State, effects): the whole behaviour of the form, pure and testable without a
/// terminal. What should happen beyond the state (a bell, a repaint, the end of the form) is
/// returned as `Effect`s for the run loop to carry out.
public enum Update {
    @discardableResult
    public static func apply(_ key: Key, to state: inout FormState, keyMap: KeyMap = .standard,
                             context: UpdateContext = UpdateContext()) -> [Effect] {
        state.setStatus(nil)
        // The key map's interrupt (Ctrl-C) ends the form and its repaint (Ctrl-L) redraws the screen,
        // whatever is open (the help screen, a question, an editor).
        switch keyMap.action(for: key) {
        case .interrupt: return [.end(.interrupted)]
        case .repaint: return [.repaint]
        default: break
        }
        switch state.mode {
        case .help:
            state.setMode(.form)
            return []
        case .confirmDiscard:
            return answer(key, to: &state) { _ in [.end(.cancelled)] }
        case .confirmDelete(let tag):
            return answer(key, to: &state) { state in
                state.delete(tag)
                return []
            }
        case .form:
            if state.popup != nil { return PopupKeys.handle(key, in: &state, keyMap: keyMap) }
            return formKey(key, in: &state, keyMap: keyMap, context: context)
        }
    }

    /// A y/n question: `y` runs `yes`, `n` or Esc returns to the form, anything else asks again.
    private static func answer(_ key: Key, to state: inout FormState,
                               yes: (inout FormState) -> [Effect]) -> [Effect] {
        switch key {
        case .char("y"), .char("Y"):
            state.setMode(.form)
            return yes(&state)
        case .char("n"), .char("N"), .escape:
            state.setMode(.form)
            return []
        default:
            return [.bell(reason: "Answer y or n")]
        }
    }

    private static func formKey(_ key: Key, in state: inout FormState, keyMap: KeyMap, context: UpdateContext) -> [Effect] {
        guard let tag = state.focus, let row = state.row(tag) else {
            return keyMap.action(for: key).map { perform($0, in: &state, context: context) } ?? []
        }
        // Editors see the key first, except for the form-level keys that no editor may take.
        let action = keyMap.action(for: key)
        if action == nil || action == .next || action == .previous {
            if case .taken(let effects) = RowEditing.handle(key, row: row, in: &state, context: context) { return effects }
        }
        if let action { return perform(action, in: &state, context: context) }
        if key == .enter {
            if Navigation.isLast(tag, in: state) { return Submission.submit(&state) }
            moveFocus(in: &state, to: Navigation.move(from: tag, by: 1, in: state))
            return []
        }
        return RowEditing.refuse("\(key.name) does nothing here", in: &state)
    }

    static func perform(_ action: Action, in state: inout FormState, context: UpdateContext) -> [Effect] {
        switch action {
        case .next:
            moveFocus(in: &state, to: Navigation.move(from: state.focus, by: 1, in: state))
        case .previous:
            moveFocus(in: &state, to: Navigation.move(from: state.focus, by: -1, in: state))
        case .pageDown, .pageUp:
            moveFocus(in: &state, to: Paging.target(of: action, in: state, context: context))
        case .submit:
            return Submission.submit(&state)
        case .cancel:
            guard state.isDirty else { return [.end(.cancelled)] }
            state.setMode(.confirmDiscard)
        case .interrupt:
            return [.end(.interrupted)]
        case .repaint:
            return [.repaint]
        case .suspend:
            return [.suspend]
        case .help:
            state.setMode(.help)
        case .deleteRow:
            return Deletion.ask(in: &state)
        }
        return []
    }

    /// Moves the focus, validating the row being left (format checks only; `required` waits for submit).
    static func moveFocus(in state: inout FormState, to target: String?) {
        guard let target, target != state.focus else { return }
        if let old = state.focus, let row = state.row(old) {
            state.setError(Submission.check(row, in: state, includeRequired: false), of: old)
        }
        state.focus(on: target)
    }
}
