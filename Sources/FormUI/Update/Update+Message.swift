import FormCore

extension Update {
    /// One message → the state after it and every effect it asks for: the run loop's single entry.
    /// A key, a paste or a new screen size comes from outside; `folderRead`, `filesChecked` and
    /// `draftWritten` are the answers of the effects an earlier call returned, which the app
    /// carries out and feeds back here before drawing (the draft's answer after it).
    ///
    /// Beyond what the key itself asks (`apply`), the update decides that the keys typed ahead of
    /// a question that just opened are thrown away (`discardTypeahead`) and that the draft is
    /// written when values changed (`writeDraft`, with the rows whose value changed).
    @discardableResult
    package static func update(_ message: Message, to state: inout FormState, keyMap: KeyMap = .standard,
                              context: UpdateContext = UpdateContext()) -> [Effect] {
        let modeBefore = state.mode
        var effects: [Effect]
        switch message {
        case .key(let key):
            effects = apply(key, to: &state, keyMap: keyMap, context: context)
        case .paste(let text):
            effects = Paste.apply(text, to: &state)
        case .resize(let rows, let cols):
            return [.layOut(rows: rows, cols: cols), .repaint]
        case .folderRead(let request, let listing):
            effects = completed(request, listing, in: &state, keyMap: keyMap, context: context)
        case .filesChecked(let files, let resumption):
            switch resumption {
            case .submit: effects = Submission.submit(&state, files: files)
            case .moveFocus(let target): effects = moveFocus(in: &state, to: target, files: files)
            }
        case .draftWritten(let note):
            if let note { state.setStatus(note) }
            return []
        case .subFormClosed(let tag, let result, let submit, let movesOn, let seeking, let found):
            effects = SubFormKeys.closed(tag, result: result, submit: submit, in: &state, context: context)
            if let found { state.foundSettings = found.leaving() }
            if movesOn && !submit && state.focus == tag { effects += SubFormKeys.moveOn(from: tag, in: &state) }
            if let seeking, !submit { effects += ErrorRoute.find(seeking, in: &state) }
        case .findError(let seek):
            effects = ErrorRoute.find(seek, in: &state)
        case .findSetting(let way):
            effects = SettingSearch.step(way, in: &state)
        case .formIndexed(let index, let from):
            effects = SettingSearch.open(index, from: from, in: &state, context: context)
        }
        // The code a form built in Swift attaches to rows runs after the values changed, before
        // the draft is told which rows did (their writes included).
        state.runHooks()
        if state.mode != modeBefore && state.mode.isQuestion { effects.append(.discardTypeahead) }
        if !state.changes.values.isEmpty { effects.append(.writeDraft(state.changes.values)) }
        return effects
    }

    /// A folder read for Tab on a `file` row: the path completed or the candidates listed; with
    /// nothing to complete, Tab does what it does on the form (moves on).
    private static func completed(_ request: FolderRequest, _ listing: FolderListing, in state: inout FormState,
                                  keyMap: KeyMap, context: UpdateContext) -> [Effect] {
        guard let row = state.row(request.tag) else { return [] }
        switch FileKind.complete(request, from: listing, row: row, in: &state, context: context) {
        case .taken(let effects): return effects
        case .ignored: return formAction(for: .tab, row: row, in: &state, keyMap: keyMap, context: context)
        }
    }
}
