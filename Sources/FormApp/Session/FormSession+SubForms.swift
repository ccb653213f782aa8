import FormCore
import FormUI
import FormDiff

extension FormSession {
    /// One screen of the stack: its state and what draws it.
    struct Screen {
        var state: FormState
        var visible: VisibleModel
        var layout: ScreenLayout
    }

    /// Opens the screen of row `tag` over the current one (`SubForms.screen`); false, with the
    /// reason on the status line, when it cannot open.
    func openScreen(_ tag: String) -> Bool {
        switch SubForms.screen(tag, over: state) {
        case .failure(let refusal):
            state.setStatus(StatusMessage(refusal.description, isError: true))
            return false
        case .success(var child):
            _ = state.takeChanges()
            parents.append(Screen(state: state, visible: visible, layout: layout))
            _ = child.takeChanges()
            show(child, anchor: nil)
            return true
        }
    }

    /// Closes the current screen and shows the one under it; returns the message that gives it
    /// the closed screen's value (nil when there is no screen under it).
    func closeScreen(submit: Bool, movesOn: Bool = false, seeking: ErrorSeek? = nil) -> Message? {
        guard let parent = parents.popLast() else { return nil }
        let answer = SubForms.closing(state, submit: submit, movesOn: movesOn, seeking: seeking)
        state = parent.state
        visible = parent.visible
        layout = parent.layout
        let size = terminal.size
        if size.rows != layout.rows || size.cols != layout.cols { layout.resize(rows: size.rows, cols: size.cols, state: state) }
        return answer
    }

    /// Closes every screen over the form, each giving its value to the one under it, so that
    /// whatever ends the session (a signal, Ctrl-C) finds the form's own state with everything
    /// typed in it (a keyed item without a name keeps what it has under an empty name).
    func closeAllScreens() {
        while let answer = closeScreen(submit: false) {
            _ = Update.update(answer, to: &state, keyMap: keyMap)
        }
    }

    /// The form's state as it would be if every open screen closed now, and the row of the form
    /// whose value that changed: what the draft journals while a sub-form is open, so that what is
    /// typed there survives an end of the session.
    func formWithOpenScreensClosed() -> (FormState, Set<String>) {
        let stack = ScreenStack(screens: parents.map(\.state) + [state])
        let tag = stack.screens.dropFirst().first?.place?.tag ?? ""
        return (stack.valuesWithScreensClosed(), [tag])
    }

    /// Journals the key's change by its place when the draft took the screens under this one and
    /// the change has a place (`onValueChangedAt`); nil when the draft must take the whole form,
    /// else the note of the write.
    /// The change must have a place before the key too (the screens under it gave their values
    /// the same way), so a key after one without a place takes the whole form.
    func journalChangeAtItsPlace() -> StatusMessage?? {
        // The form's state alone, not its whole screen (its layout and visible rows) copied.
        guard let form = parents.first?.state, let onValueChangedAt else { return nil }
        if !draftTookStack {
            // Taken once the screen opened: the screens under it do not change while it is open.
            let stack = ScreenStack(screens: parents.map(\.state) + [state])
            placesUnderTheTop = stack.placesUnderTheTop().map { ScreenStack.Route(places: $0, formTag: stack.screens[1].place?.tag ?? "") }
        }
        let change = placesUnderTheTop.flatMap { route in
            route.places.count == parents.count - 1 ? ScreenStack.change(on: state, along: route) : nil
        }
        defer { lastChangeHadPlace = change != nil }
        guard draftTookStack, lastChangeHadPlace, let change else { return nil }
        return onValueChangedAt(form, change)
    }

    /// Makes `next` the current screen, laid out for the terminal as it is.
    private func show(_ next: FormState, anchor: ScrollAnchor?) {
        state = next
        visible = VisibleModel(state: next)
        let size = terminal.size
        layout = ScreenLayout(state: next, visible: visible, rows: size.rows, cols: size.cols, options: options, keyMap: keyMap)
        layout.settle(next, anchor: anchor)
    }

    /// Adds, removes or moves an item of the list screen: the screen is built again from the
    /// list and reaches the terminal through the diff engine (`ReloadEdits`), as a reload does.
    /// An added item opens at once.
    func editList(_ edit: ListEdit) -> [Effect] {
        guard let (next, added) = ListScreen.applying(edit, to: state) else { return [] }
        replace(with: next)
        return added.map { [.openSubForm($0)] } ?? []
    }
}
