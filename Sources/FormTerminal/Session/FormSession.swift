import FormCore
import FormUI

/// The run loop: read a key, update the state, diff the visible rows, lay out, render the
/// difference — until the form ends. It knows the terminal only through the `Terminal` protocol,
/// so tests drive it with a `MemoryTerminal` and scripted keys.
public final class FormSession {
    public private(set) var state: FormState
    public let terminal: Terminal
    public let options: LayoutOptions
    public let keyMap: KeyMap
    private let renderer: Renderer
    private var layout: LayoutResult?
    private var visible: [VisibleSection] = []
    /// Asked between keys; a non-nil signal number ends the session (SIGTERM, SIGHUP, SIGINT).
    public var pendingSignal: () -> Int32? = { nil }
    /// Ends `run()` when no key is waiting instead of waiting for one (scripted terminals in tests).
    public var endsWhenIdle = false
    /// Called after every handled event (`FORMRUN_TRACE`).
    public var onEvent: ((TraceEvent) -> Void)?

    public init(state: FormState, terminal: Terminal, options: LayoutOptions = LayoutOptions(), keyMap: KeyMap = .standard) {
        self.state = state
        self.terminal = terminal
        self.options = options
        self.keyMap = keyMap
        self.renderer = Renderer(terminal: terminal)
    }

    /// How a session ended.
    public enum End: Equatable {
        case outcome(Outcome)
        /// A signal arrived (its number).
        case signal(Int32)
        /// The terminal has no more keys (a scripted terminal ran out).
        case endOfInput
    }

    /// Draws the form, then handles keys until the form ends.
    public func run() -> End {
        start()
        while true {
            if let signal = pendingSignal() { return .signal(signal) }
            guard let key = terminal.readKey(timeoutMs: 100) else {
                if endsWhenIdle { return .endOfInput }
                continue
            }
            if let end = handle(key) { return end }
        }
    }

    /// The first frame.
    public func start() {
        visible = VisibleForm.sections(of: state)
        draw(repaint: true, anchor: nil)
    }

    /// Handles one key: update, diff, lay out, render. Returns the end when the form is over.
    @discardableResult
    public func handle(_ key: Key) -> End? {
        let focusBefore = state.focus
        let anchor = layout.flatMap { Layout.anchor(focusBefore, in: $0) }
        Update.apply(key, to: &state, keyMap: keyMap, context: layout?.updateContext ?? UpdateContext())
        if let outcome = state.outcome { return .outcome(outcome) }
        if state.suspendRequested {
            state.suspendRequested = false
            terminal.suspend()
            state.repaintRequested = true
        }
        let repaint = key == .resize || state.repaintRequested
        state.repaintRequested = false
        if state.refused { terminal.bell() }

        let newVisible = VisibleForm.sections(of: state)
        let changes = VisibleChanges(from: visible, to: newVisible)
        visible = newVisible
        let stats = draw(repaint: repaint, anchor: state.focus == focusBefore ? anchor : nil)
        onEvent?(TraceEvent(event: key == .resize ? "resize" : "key \(key.name)", changes: changes, stats: stats))
        return nil
    }

    @discardableResult
    private func draw(repaint: Bool, anchor: ScrollAnchor?) -> RenderStats {
        let size = terminal.size
        let result = Layout.frame(for: state, rows: size.rows, cols: size.cols, options: options, keyMap: keyMap,
                                  sections: visible, anchor: anchor)
        state.scroll = result.scroll
        layout = result
        return renderer.render(result.frame, repaint: repaint)
    }
}
