import FormCore
import FormTerminal
import FormUI
import FormDiff
import FormScreen

/// The run loop: read a message, update the state, carry out the effects the update asked for
/// (feeding back the answers of those that read the file system), and let the change flow down
/// one pipeline until the form ends —
///
///     message → Update (state, effects) → [effects carried out, answers → Update]
///         → VisibleModel.apply → the changeset → ScreenLayout.apply (its line ranges)
///         → Renderer (line operations, then changed lines) → [the draft written, its note → Update]
///
/// It knows the terminal only through the `Terminal` protocol, so tests drive it with a
/// `MemoryTerminal` and scripted keys.
package final class FormSession {
    package internal(set) var state: FormState
    package let terminal: Terminal
    package let options: LayoutOptions
    package let keyMap: KeyMap
    private let renderer: Renderer
    var visible: VisibleModel
    var layout: ScreenLayout
    /// Whether the last frame drew the body whole (help screen, pop-up).
    var drewWholeBody = false
    /// The screens under the open one (a sub-form, a list, an item), nearest last.
    var parents: [Screen] = []
    /// Asked between keys; a non-nil signal number ends the session (SIGTERM, SIGHUP, SIGINT).
    package var pendingSignal: () -> Int32? = { nil }
    /// Called between keys, at least every 100 ms (`--watch` looks at the form file).
    package var onIdle: (() -> Void)?
    /// Ends `run()` when no key is waiting instead of waiting for one (scripted terminals in tests).
    package var endsWhenIdle = false
    /// Called after every handled event (`FORMRUN_TRACE`).
    package var onEvent: ((TraceEvent) -> Void)?
    /// Carries out `Effect.writeDraft` once the screen is drawn, with the tags of the rows whose
    /// value changed (the draft journal); a note it returns goes back to `Update` (`draftWritten`).
    package var onValuesChanged: ((FormState, Set<String>) -> StatusMessage?)?
    /// Carries out `Effect.writeDraft` after a key on a screen over the form by the change's place
    /// (`ScreenStack.changeWithScreensClosed`), given the form's own state, when the draft took
    /// the whole stack as it is under the open screen: the change's note, or nil (the outer one)
    /// when the draft must take the whole form (`onValuesChanged`).
    package var onValueChangedAt: ((FormState, ClosedChange) -> StatusMessage??)?
    /// Whether the draft took the form with the screens open now closed (`onValuesChanged`) since
    /// the last screen opened or closed: only then may a change go by its place.
    var draftTookStack = false
    /// Whether the last change journaled on this stack had a place (`ScreenStack.changeWithScreensClosed`).
    var lastChangeHadPlace = false
    /// How the screens under the open one give their values, taken when the draft last took the
    /// whole stack (they do not change while the screen over them is open).
    var placesUnderTheTop: ScreenStack.Route?
    /// Whether input was waiting right after the last key read while a question was open (the
    /// key after it came with it, so it is not alone either).
    private var inputFollowedLastKey = false
    /// When the last key or paste was read.
    private var lastKeyReadAt: MonotonicInstant?

    package init(state: FormState, terminal: Terminal, options: LayoutOptions = LayoutOptions(), keyMap: KeyMap = .standard) {
        var state = state
        _ = state.takeChanges()
        self.state = state
        self.terminal = terminal
        self.options = options
        self.keyMap = keyMap
        renderer = Renderer(terminal: terminal)
        visible = VisibleModel(state: state)
        let size = terminal.size
        layout = ScreenLayout(state: state, visible: visible, rows: size.rows, cols: size.cols, options: options, keyMap: keyMap)
    }

    /// How a session ended.
    package enum End: Equatable {
        case outcome(Outcome)
        /// A signal arrived (its number).
        case signal(Int32)
        /// The terminal has no more keys (a scripted terminal ran out).
        case endOfInput
    }

    /// The first body line on screen.
    package var scroll: Int { layout.scroll }

    /// Draws the form, then handles keys until the form ends.
    package func run() -> End {
        start()
        while true {
            if let signal = pendingSignal() {
                closeAllScreens()
                return .signal(signal)
            }
            onIdle?()
            guard let message = terminal.readMessage(timeoutMs: 100).map(Message.init) else {
                if endsWhenIdle {
                    closeAllScreens()
                    return .endOfInput
                }
                continue
            }
            let read = MonotonicInstant.now
            if let end = handle(message, readAt: read) { return end }
        }
    }

    /// The first frame.
    package func start() {
        layout.settle(state, anchor: nil)
        draw(edits: nil, repaint: true)
    }

    /// Handles one key: update, changeset, layout, render. Returns the end when the form is over.
    @discardableResult
    package func handle(_ key: Key) -> End? {
        handle(.key(key), readAt: MonotonicInstant.now)
    }

    /// Handles one message (a key, or the terminal's new size).
    @discardableResult
    package func handle(_ message: Message) -> End? {
        handle(message, readAt: MonotonicInstant.now)
    }

    private func handle(_ message: Message, readAt read: MonotonicInstant) -> End? {
        let focusBefore = state.focus
        let anchor = layout.anchor(for: focusBefore)
        let event: String
        switch message {
        case .key(let key): event = "key \(key.name)"
        // The trace gives the length only: a paste may hold a password.
        case .paste(let text): event = "paste \(text.count)"
        case .resize: event = "resize"
        case .folderRead, .filesChecked, .draftWritten, .subFormClosed, .findError, .findSetting, .formIndexed: event = "answer"
        }
        let carried = update(message, readAt: read)
        if let end = carried.end {
            closeAllScreens()
            return end
        }
        switch message {
        case .key, .paste: break
        default: draftTookStack = false
        }
        if carried.switchedScreen {
            draftTookStack = false
            // Another screen: its changes go through its own model, then it is drawn whole.
            let changeset = visible.apply(state.takeChanges(), in: state)
            _ = layout.apply(changeset, visible: visible, state: state)
            layout.settle(state, anchor: nil)
            let stats = draw(edits: nil, repaint: carried.repaint)
            onEvent?(TraceEvent(event: event, changes: changeset.counts, stats: stats, microseconds: Self.microseconds(since: read)))
            return nil
        }
        let stats = refresh(repaint: carried.repaint, anchor: state.focus == focusBefore ? anchor : nil)
        onEvent?(TraceEvent(event: event, changes: stats.changes, stats: stats.render, microseconds: Self.microseconds(since: read)))
        // The draft is written once the screen is up to date, so that its disk write never delays
        // the answer to a key; a note it returns (a failed write) is drawn at once.
        if let tags = carried.draft, let onValuesChanged {
            let note: StatusMessage?
            if let journaled = journalChangeAtItsPlace() {
                note = journaled
            } else {
                // On a screen over the form, the draft takes the form as it would be with every screen closed now.
                let (form, formTags) = parents.isEmpty ? (state, tags) : formWithOpenScreensClosed()
                note = onValuesChanged(form, formTags)
                draftTookStack = !parents.isEmpty
            }
            _ = carryOut(Update.update(.draftWritten(note), to: &state, keyMap: keyMap))
            if note != nil { refresh(repaint: false, anchor: nil) }
        }
        return nil
    }

    /// What carrying out a message's effects leaves for after it: the end of the form, a repaint,
    /// the rows whose values the draft must take.
    private struct Carried {
        var end: End?
        var repaint = false
        var draft: Set<String>?
        /// Another screen is open now (a sub-form opened or closed): drawn whole.
        var switchedScreen = false
    }

    /// Runs `message` through `Update` with the layout's facts taken now (the key's arrival too,
    /// while a question is open), and carries out what it asks. The context's copy of the layout
    /// facts ends with this call, before the layout changes.
    private func update(_ message: Message, readAt read: MonotonicInstant) -> Carried {
        var context = layout.updateContext
        switch message {
        case .key(let key) where layout.isTooSmall:
            // The form is not on screen: a key would change answers unseen. Only leaving,
            // suspending and repainting work until the screen is large enough again.
            switch keyMap.action(for: key) {
            case .interrupt?, .suspend?, .repaint?: break
            default:
                terminal.bell()
                return Carried()
            }
        case .paste where layout.isTooSmall:
            terminal.bell()
            return Carried()
        case .key:
            if state.mode.isQuestion { context.arrival = arrival(readAt: read) }
            lastKeyReadAt = read
        case .paste:
            lastKeyReadAt = read
        case .resize, .folderRead, .filesChecked, .draftWritten, .subFormClosed, .findError, .findSetting, .formIndexed:
            break
        }
        return carryOut(Update.update(message, to: &state, keyMap: keyMap, context: context), context: context)
    }

    /// Carries out `effects` in order; the answers of those that read the file system go back to
    /// `Update` at once (the screen is drawn after the last), and their effects join the queue.
    private func carryOut(_ effects: [Effect], context: UpdateContext = UpdateContext()) -> Carried {
        var carried = Carried()
        var queue = effects[...]
        while let effect = queue.popFirst() {
            switch effect {
            case .end(let outcome):
                carried.end = .outcome(outcome)
                return carried
            case .bell:
                terminal.bell()
            case .repaint:
                carried.repaint = true
            case .suspend:
                terminal.suspend()
                carried.repaint = true
            case .discardTypeahead:
                terminal.discardTypeahead()
                inputFollowedLastKey = false
            case .layOut(let rows, let cols):
                layout.resize(rows: rows, cols: cols, state: state)
            case .readFolder(let request):
                let answer = Message.folderRead(request, FolderListing.read(request.folder))
                queue += Update.update(answer, to: &state, keyMap: keyMap, context: context)
            case .checkFiles(let paths, let resumption):
                let answer = Message.filesChecked(FileFacts.gather(paths), then: resumption)
                queue += Update.update(answer, to: &state, keyMap: keyMap, context: context)
            case .writeDraft(let tags):
                carried.draft = (carried.draft ?? []).union(tags)
            case .openSubForm(let tag):
                if openScreen(tag) { carried.switchedScreen = true } else { terminal.bell() }
            case .closeSubForm(let submit, let movesOn, let seeking):
                guard let answer = closeScreen(submit: submit, movesOn: movesOn, seeking: seeking) else { continue }
                carried.switchedScreen = true
                queue += Update.update(answer, to: &state, keyMap: keyMap, context: layout.updateContext)
            case .findError(let seek):
                queue += Update.update(.findError(seek), to: &state, keyMap: keyMap, context: layout.updateContext)
            case .findSetting(let way):
                queue += Update.update(.findSetting(way), to: &state, keyMap: keyMap, context: layout.updateContext)
            case .indexForm:
                let (index, from) = ScreenStack(screens: parents.map(\.state) + [state]).formIndex()
                queue += Update.update(.formIndexed(index, from: from), to: &state, keyMap: keyMap, context: layout.updateContext)
            case .editList(let edit):
                queue += editList(edit)
            }
        }
        return carried
    }

    /// How a key read at `read` while a question is open arrived: alone when nothing came with
    /// the key before it and nothing follows within 30 ms (the rest of a word or a paste would).
    private func arrival(readAt read: MonotonicInstant) -> QuestionKeys.Arrival {
        let followed = terminal.inputPending(withinMs: 30)
        defer { inputFollowedLastKey = followed }
        return QuestionKeys.Arrival(alone: !inputFollowedLastKey && !followed,
                                    sincePrevious: lastKeyReadAt.map { read.milliseconds(since: $0) } ?? .max)
    }

    /// Whole microseconds from `start` to now (the trace's `us`).
    static func microseconds(since start: MonotonicInstant) -> Int {
        Int((MonotonicInstant.now.nanoseconds &- start.nanoseconds) / 1_000)
    }

    /// Takes what changed in the state down the pipeline to the screen.
    @discardableResult
    func refresh(repaint: Bool, anchor: ScrollAnchor?) -> (changes: ChangeCounts, render: RenderStats) {
        let changeset = visible.apply(state.takeChanges(), in: state)
        var edits = layout.apply(changeset, visible: visible, state: state)
        layout.settle(state, anchor: anchor)
        edits.newScroll = layout.scroll
        return (changeset.counts, draw(edits: edits, repaint: repaint))
    }

    @discardableResult
    func draw(edits: BodyEdits?, repaint: Bool) -> RenderStats {
        let whole = layout.drawsWholeBody(state)
        let bodyEdits = whole || drewWholeBody ? nil : edits
        drewWholeBody = whole
        let state = self.state
        let layout = self.layout
        return renderer.render(ScreenUpdate(rows: layout.rows, cols: layout.cols, body: layout.body, edits: bodyEdits,
                                            cursor: layout.cursor(state), repaint: repaint,
                                            line: { layout.line($0, state: state) }))
    }
}
