import FormCore

/// The screens open at one moment — the form first, the sub-form, list or item over it last —
/// with the effects that open, close and edit them carried out as pure functions of states.
/// The session keeps its own stack (each screen with what draws it); tests, scripts and a
/// library drive a form with sub-forms through this one.
package struct ScreenStack: Sendable {
    /// The form's state and the screens over it, the open one last (never empty).
    package private(set) var screens: [FormState]

    package init(_ form: FormState) {
        screens = [form]
    }

    /// The stack of `screens`, the form first (`screens` must not be empty).
    package init(screens: [FormState]) {
        self.screens = screens
    }

    /// The open screen.
    package var top: FormState {
        get { screens[screens.count - 1] }
        set { screens[screens.count - 1] = newValue }
    }

    /// One message to the open screen, then the effects that open, close or edit screens,
    /// carried out in order (their answers go back through `Update`). Returns the other effects.
    @discardableResult
    package mutating func update(_ message: Message, keyMap: KeyMap = .standard, context: UpdateContext = UpdateContext()) -> [Effect] {
        carry(Update.update(message, to: &top, keyMap: keyMap, context: context), keyMap: keyMap, context: context)
    }

    /// Carries out the screen effects of `effects`; returns the rest.
    package mutating func carry(_ effects: [Effect], keyMap: KeyMap = .standard, context: UpdateContext = UpdateContext()) -> [Effect] {
        var rest: [Effect] = []
        var queue = effects[...]
        while let effect = queue.popFirst() {
            switch effect {
            case .openSubForm(let tag):
                switch SubForms.screen(tag, over: top) {
                case .success(let child): screens.append(child)
                case .failure(let refusal): rest.append(.bell(reason: refusal.description))
                }
            case .closeSubForm(let submit, let movesOn, let seeking):
                guard screens.count > 1, let closed = screens.popLast() else { continue }
                let answer = SubForms.closing(closed, submit: submit, movesOn: movesOn, seeking: seeking)
                queue += Update.update(answer, to: &top, keyMap: keyMap, context: context)
            case .findError(let seek):
                queue += Update.update(.findError(seek), to: &top, keyMap: keyMap, context: context)
            case .findSetting(let way):
                queue += Update.update(.findSetting(way), to: &top, keyMap: keyMap, context: context)
            case .indexForm:
                let (index, from) = formIndex()
                queue += Update.update(.formIndexed(index, from: from), to: &top, keyMap: keyMap, context: context)
            case .editList(let edit):
                guard let (next, added) = ListScreen.applying(edit, to: top) else { continue }
                top = next
                if let added { queue.append(.openSubForm(added)) }
            default:
                rest.append(effect)
            }
        }
        return rest
    }

    /// The settings of the whole form, the screens open walked as they stand, and the tags of the
    /// rows opened from the form to the open screen.
    package func formIndex() -> (SettingIndex, from: [String]) {
        (SettingIndexBuilder.index(of: screens[0], open: Array(screens.dropFirst())), screens.dropFirst().map { $0.place?.tag ?? "" })
    }

    /// Closes every screen over the form, each giving its value to the one under it; returns the
    /// form's state.
    package mutating func closeAll() -> FormState {
        while screens.count > 1 { _ = carry([.closeSubForm(submit: false)]) }
        return top
    }

    /// The form's values as `closeAll` leaves them, without checking them: each screen's value
    /// given to the row under it, a new item left untouched taken back. What a draft saves after
    /// a key on a screen over the form, at the cost of the screens' own rows rather than of
    /// checking every value below each of them (their errors are left as they were).
    package func valuesWithScreensClosed() -> FormState {
        var screens = screens
        while screens.count > 1, let closed = screens.popLast() {
            let tag = closed.place?.tag ?? ""
            if let result = SubForms.result(of: closed) {
                _ = SubFormKeys.take(result, for: tag, in: &screens[screens.count - 1], unlessEqual: false)
            } else if let (next, _) = ListScreen.applying(.remove(tag), to: screens[screens.count - 1]) {
                screens[screens.count - 1] = next
            }
        }
        return screens[0]
    }
}
