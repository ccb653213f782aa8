import FormCore

/// (State, Key) → State: the whole behaviour of the form, pure and testable without a terminal.
public enum Update {
    public static func apply(_ key: Key, to state: inout FormState, keyMap: KeyMap = .standard,
                             context: UpdateContext = UpdateContext()) {
        state.status = nil
        state.refused = false
        if key == .ctrl("c") { state.outcome = .interrupted; return }
        if key == .resize { return }
        switch state.mode {
        case .help:
            state.mode = .form
        case .confirmDiscard:
            answer(key, to: &state) { $0.outcome = .cancelled }
        case .confirmDelete(let tag):
            answer(key, to: &state) { Deletion.delete(tag, in: &$0) }
        case .form:
            if state.popup != nil {
                PopupKeys.handle(key, in: &state, keyMap: keyMap)
            } else {
                formKey(key, in: &state, keyMap: keyMap, context: context)
            }
        }
    }

    /// A y/n question: `y` runs `yes`, `n` or Esc returns to the form, anything else asks again.
    private static func answer(_ key: Key, to state: inout FormState, yes: (inout FormState) -> Void) {
        switch key {
        case .char("y"), .char("Y"):
            state.mode = .form
            yes(&state)
        case .char("n"), .char("N"), .escape:
            state.mode = .form
        default:
            state.refused = true
        }
    }

    private static func formKey(_ key: Key, in state: inout FormState, keyMap: KeyMap, context: UpdateContext) {
        guard let tag = state.focus, let row = state.row(tag) else {
            if let action = keyMap.action(for: key) { perform(action, in: &state, context: context) }
            return
        }
        // Editors see the key first, except for the form-level keys that no editor may take.
        let action = keyMap.action(for: key)
        if action == nil || action == .next || action == .previous {
            if RowEditing.handle(key, row: row, in: &state, context: context) { return }
        }
        if let action {
            perform(action, in: &state, context: context)
        } else if key == .enter {
            if Navigation.isLast(tag, in: state) { Submission.submit(&state) } else { moveFocus(in: &state, to: Navigation.move(from: tag, by: 1, in: state)) }
        } else {
            state.refused = true
            if state.status == nil { state.status = "\(key.name) does nothing here" }
        }
    }

    static func perform(_ action: Action, in state: inout FormState, context: UpdateContext) {
        switch action {
        case .next:
            moveFocus(in: &state, to: Navigation.move(from: state.focus, by: 1, in: state))
        case .previous:
            moveFocus(in: &state, to: Navigation.move(from: state.focus, by: -1, in: state))
        case .pageDown, .pageUp:
            moveFocus(in: &state, to: Paging.target(of: action, in: state, context: context))
        case .submit:
            Submission.submit(&state)
        case .cancel:
            if state.isDirty {
                state.mode = .confirmDiscard
            } else {
                state.outcome = .cancelled
            }
        case .interrupt:
            state.outcome = .interrupted
        case .repaint:
            state.repaintRequested = true
        case .suspend:
            state.suspendRequested = true
        case .help:
            state.mode = .help
        case .deleteRow:
            Deletion.ask(in: &state)
        }
    }

    /// Moves the focus, validating the row being left (format checks only; `required` waits for submit).
    static func moveFocus(in state: inout FormState, to target: String?) {
        guard let target, target != state.focus else { return }
        if let old = state.focus, let row = state.row(old) {
            state.errors[old] = Submission.check(row, in: state, includeRequired: false)
        }
        state.focus = target
    }
}
