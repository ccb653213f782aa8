import FormCore
import FormUI
import FormDiff
import FormScreen

/// The run loop: read a key, update the state, and let the change flow down one pipeline until the
/// form ends —
///
///     key → Update (state, and what it touched) → VisibleModel.apply → the changeset
///         → ScreenLayout.apply (its line ranges) → Renderer (line operations, then changed lines)
///
/// It knows the terminal only through the `Terminal` protocol, so tests drive it with a
/// `MemoryTerminal` and scripted keys.
public final class FormSession {
    public internal(set) var state: FormState
    public let terminal: Terminal
    public let options: LayoutOptions
    public let keyMap: KeyMap
    private let renderer: Renderer
    var visible: VisibleModel
    var layout: ScreenLayout
    /// Whether the last frame drew the body whole (help screen, pop-up).
    var drewWholeBody = false
    /// Asked between keys; a non-nil signal number ends the session (SIGTERM, SIGHUP, SIGINT).
    public var pendingSignal: () -> Int32? = { nil }
    /// Called between keys, at least every 100 ms (`--watch` looks at the form file).
    public var onIdle: (() -> Void)?
    /// Ends `run()` when no key is waiting instead of waiting for one (scripted terminals in tests).
    public var endsWhenIdle = false
    /// Called after every handled event (`FORMRUN_TRACE`).
    public var onEvent: ((TraceEvent) -> Void)?
    /// Called after an event that changed values, with the tags of the rows whose value changed
    /// (the draft journal); a message it returns is shown on the status line.
    public var onValuesChanged: ((FormState, Set<String>) -> StatusMessage?)?
    /// Whether input was waiting right after the last key read while a question was open (the
    /// key after it came with it, so it is not alone either).
    private var inputFollowedLastKey = false
    /// When the last key or paste was read.
    private var lastKeyReadAt: MonotonicInstant?

    public init(state: FormState, terminal: Terminal, options: LayoutOptions = LayoutOptions(), keyMap: KeyMap = .standard) {
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
    public enum End: Equatable {
        case outcome(Outcome)
        /// A signal arrived (its number).
        case signal(Int32)
        /// The terminal has no more keys (a scripted terminal ran out).
        case endOfInput
    }

    /// The first body line on screen.
    public var scroll: Int { layout.scroll }

    /// Draws the form, then handles keys until the form ends.
    public func run() -> End {
        start()
        while true {
            if let signal = pendingSignal() { return .signal(signal) }
            onIdle?()
            guard let message = terminal.readMessage(timeoutMs: 100) else {
                if endsWhenIdle { return .endOfInput }
                continue
            }
            let read = MonotonicInstant.now
            if let end = handle(message, readAt: read) { return end }
        }
    }

    /// The first frame.
    public func start() {
        layout.settle(state, anchor: nil)
        draw(edits: nil, repaint: true)
    }

    /// Handles one key: update, changeset, layout, render. Returns the end when the form is over.
    @discardableResult
    public func handle(_ key: Key) -> End? {
        handle(.key(key), readAt: MonotonicInstant.now)
    }

    /// Handles one message (a key, or the terminal's new size).
    @discardableResult
    public func handle(_ message: Message) -> End? {
        handle(message, readAt: MonotonicInstant.now)
    }

    private func handle(_ message: Message, readAt read: MonotonicInstant) -> End? {
        let focusBefore = state.focus
        let anchor = layout.anchor(for: focusBefore)
        var repaint = false
        let event: String
        let modeBefore = state.mode
        switch message {
        case .key, .paste:
            let effects: [Effect]
            switch message {
            case .key(let key):
                event = "key \(key.name)"
                var context = layout.updateContext
                if state.mode.isQuestion { context.arrival = arrival(readAt: read) }
                lastKeyReadAt = read
                effects = Update.apply(key, to: &state, keyMap: keyMap, context: context)
            case .paste(let text):
                lastKeyReadAt = read
                // The trace gives the length only: a paste may hold a password.
                event = "paste \(text.count)"
                effects = Paste.apply(text, to: &state)
            case .resize:
                return nil
            }
            for effect in effects {
                switch effect {
                case .end(let outcome):
                    return .outcome(outcome)
                case .bell:
                    terminal.bell()
                case .repaint:
                    repaint = true
                case .suspend:
                    terminal.suspend()
                    repaint = true
                }
            }
        case .resize(let rows, let cols):
            event = "resize"
            layout.resize(rows: rows, cols: cols, state: state)
            repaint = true
        }
        // A question that just opened is answered only by a key typed after it appeared.
        if state.mode != modeBefore && state.mode.isQuestion {
            terminal.discardTypeahead()
            inputFollowedLastKey = false
        }
        let changedValues = state.changes.values
        let stats = refresh(repaint: repaint, anchor: state.focus == focusBefore ? anchor : nil)
        onEvent?(TraceEvent(event: event, changes: stats.changes, stats: stats.render, microseconds: Self.microseconds(since: read)))
        // The draft is written once the screen is up to date, so that its disk write never delays
        // the answer to a key; a note it returns (a failed write) is drawn at once.
        if let onValuesChanged, !changedValues.isEmpty, let note = onValuesChanged(state, changedValues) {
            state.setStatus(note)
            refresh(repaint: false, anchor: nil)
        }
        return nil
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
