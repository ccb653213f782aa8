import FormCore
import FormScreen

/// (State, Message) → (State, effects): the whole behaviour of the form, pure and testable without
/// a terminal. What should happen beyond the state (a bell, a repaint, the end of the form, a
/// folder to read, file facts to gather, the draft to write) is returned as `Effect`s for the run
/// loop to carry out; what it reads comes back as a `Message` (`update(_:to:keyMap:context:)`).
///
/// A key goes to the focused row's bindings first (its kind's `RowBinding`s), then to the form's
/// (`KeyMap`); the form's global keys (submit, help, repaint…) never reach a row.
package enum Update {
    /// What one key does (`update` runs it for `Message.key` and adds the effects every message shares).
    @discardableResult
    package static func apply(_ key: Key, to state: inout FormState, keyMap: KeyMap = .standard,
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
            return HelpKeys.handle(key, in: &state, keyMap: keyMap, context: context)
        case .confirmDiscard:
            return answer(key, to: &state, arrival: context.arrival) { _ in [.end(.cancelled)] }
        case .confirmDelete(let tag):
            return answer(key, to: &state, arrival: context.arrival) { state in
                if state.place?.list != nil { return [.editList(.remove(tag))] }
                state.delete(tag)
                return []
            }
        case .confirmReset:
            return answer(key, to: &state, arrival: context.arrival) { state in
                state.reset()
                return []
            }
        case .form:
            if state.popup != nil {
                if keyMap.action(for: key) == .help {
                    state.setMode(.help)
                    return []
                }
                return PopupKeys.handle(key, in: &state, keyMap: keyMap)
            }
            return formKey(key, in: &state, keyMap: keyMap, context: context)
        }
    }

    /// A y/n question: `y` runs `yes`, `n` or Esc returns to the form; anything else — and a `y`
    /// or `n` that did not come on its own (`QuestionKeys`: part of a word or a burst) — is
    /// refused with a reminder, and the question stays.
    private static func answer(_ key: Key, to state: inout FormState, arrival: QuestionKeys.Arrival,
                               yes: (inout FormState) -> [Effect]) -> [Effect] {
        let kind: QuestionKeys.Key
        switch key {
        case .char(let character): kind = QuestionKeys.Key(character: character)
        case .escape: kind = .escape
        default: kind = .other
        }
        switch QuestionKeys.reply(to: kind, arrival: arrival, afterRefusal: state.questionRefusedWord) {
        case .yes:
            state.setMode(.form)
            return yes(&state)
        case .no, .back:
            state.setMode(.form)
            return []
        case .refused(let word):
            state.refuseInQuestion(word: word)
            return [.bell(reason: QuestionKeys.reminder)]
        }
    }

    private static func formKey(_ key: Key, in state: inout FormState, keyMap: KeyMap, context: UpdateContext) -> [Effect] {
        let action = keyMap.action(for: key)
        guard let tag = state.focus, let row = state.row(tag) else {
            if let taken = SubFormKeys.listKey(key, in: &state) { return taken }
            return action.map { perform($0, in: &state, context: context) } ?? []
        }
        if !(action?.isGlobal ?? false),
           case .taken(let effects) = RowEditing.handle(key, row: row, in: &state, context: context) {
            return effects
        }
        return formAction(for: key, row: row, in: &state, keyMap: keyMap, context: context)
    }

    /// What the form does with a key the focused row did not take.
    static func formAction(for key: Key, row: Row, in state: inout FormState, keyMap: KeyMap,
                           context: UpdateContext) -> [Effect] {
        if let action = keyMap.action(for: key) { return perform(action, in: &state, context: context) }
        if key == .left, state.place != nil { return SubFormKeys.close(&state, submit: false) }
        return RowEditing.unbound(key, row: row, in: &state)
    }

    static func perform(_ action: Action, in state: inout FormState, context: UpdateContext) -> [Effect] {
        switch action {
        case .next:
            return moveFocus(in: &state, to: Navigation.move(from: state.focus, by: 1, in: state))
        case .previous:
            return moveFocus(in: &state, to: Navigation.move(from: state.focus, by: -1, in: state))
        case .enter:
            // A list screen with no items: Enter goes back.
            if state.focus == nil, state.place != nil { return SubFormKeys.close(&state, submit: false, movesOn: true) }
            if let focus = state.focus, Navigation.isLast(focus, in: state) {
                return state.place == nil ? Submission.submit(&state) : SubFormKeys.close(&state, submit: false, movesOn: true)
            }
            return moveFocus(in: &state, to: Navigation.move(from: state.focus, by: 1, in: state))
        case .pageDown, .pageUp:
            return moveFocus(in: &state, to: Paging.target(of: action, in: state, context: context))
        case .first, .last:
            return moveFocus(in: &state, to: Navigation.end(last: action == .last, in: state))
        case .nextError, .previousError:
            return ErrorRoute.find(ErrorSeek(forward: action == .nextError, from: .focus), in: &state)
        case .submit:
            if state.place != nil { return SubFormKeys.close(&state, submit: true) }
            return Submission.submit(&state)
        case .cancel:
            if state.place != nil { return SubFormKeys.close(&state, submit: false) }
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
        case .find:
            return SettingSearch.open(in: &state, context: context)
        case .findNext, .findPrevious:
            return SettingSearch.again(forward: action == .findNext, in: &state)
        }
        return []
    }

    /// Moves the focus. What was typed on the row being left (a number, a date) is taken first —
    /// when it cannot be, the focus stays and the message shows under the row — then the row is
    /// validated (format checks only, `required` waiting for submit, unless the row shows a message).
    /// A check that needs to know what a path names asks for it first (`checkFiles`) and moves
    /// the focus when the answer comes, with those `files`.
    @discardableResult
    static func moveFocus(in state: inout FormState, to target: String?, files: FileFacts = FileFacts()) -> [Effect] {
        guard let target, target != state.focus else { return [] }
        if let old = state.focus, let row = state.row(old) {
            if let path = FileChecks.unknownPath(of: row, in: state, files: files) {
                return [.checkFiles([path], then: .moveFocus(to: target))]
            }
            if let message = RowKinds.kind(for: row.type).commitInput(of: row, in: &state) {
                state.setError(message, of: old)
                return RowEditing.refuse(message, in: &state)
            }
            // A row showing a message (after a failed submit) is checked in full: a required row
            // still empty keeps saying so.
            state.setError(Submission.check(row, in: state, includeRequired: state.errors[old] != nil, files: files), of: old)
        }
        state.focus(on: target)
        return []
    }
}
