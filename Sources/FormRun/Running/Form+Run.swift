#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FormApp
import FormCore
import FormTerminal
import FormUI

extension Form {
    /// Runs the form for a person and returns the answers once submitted: full screen on the
    /// terminal (`/dev/tty`, whatever stdin and stdout are), or one question a line (`plain`)
    /// when `plain` is true or, left nil, where the command line would choose it (`TERM` unset,
    /// `dumb`, or one whose cursor cannot be moved; `FORMRUN_PLAIN` or `ACCESSIBLE` set). The terminal is given back as it was before
    /// anything is thrown: `.cancelled` (Esc, a cancel button, the end of the input in plain mode),
    /// `.interrupted` (Ctrl-C or another signal that ends the command line), `.noTerminal`.
    ///
    /// With a `draftName` the answers are kept in a draft as they are typed (passwords never):
    /// a run that is interrupted leaves it, and the next run with that name starts from it.
    public func run(plain: Bool? = nil, draftName: String? = nil) throws(FormRunError) -> Answers {
        try run(plain: plain, draftName: draftName, stop: nil)
    }

    /// `run(plain:draftName:)` ending as an interruption (the draft kept) once `stop` is raised.
    func run(plain: Bool?, draftName: String?, stop: StopFlag?) throws(FormRunError) -> Answers {
        let model = try model()
        let drafts = draftName.flatMap { DraftKeeper(name: $0, formText: formFileText.isEmpty ? name : formFileText, app: draftApp) }
        var state = FormState(form: model, prefill: drafts?.resumed(for: model) ?? [:])
        state.hooks = hooks
        drafts?.start(state, baseline: FormState(form: model).startValues)
        let term = getenv("TERM").map { String(cString: $0) } ?? ""
        do throws(FormRunError) {
            let answers: Answers
            if plain ?? (PlainModeChoice.isAskedForByProcess() || !TerminalCapabilities.canAddressCursor(term: term)) {
                guard let tty = fopen("/dev/tty", "r+") else {
                    throw FormRunError.noTerminal("\(TerminalError.noTTY(reason: String(cString: strerror(errno))))")
                }
                let lines = PlainLineReader(input: tty, output: tty, interactive: true)
                SignalWatcher.install()
                defer {
                    SignalWatcher.uninstall()
                    fclose(tty)
                }
                answers = try runPlain(lines, from: state, drafts: drafts, stop: stop)
            } else {
                answers = try runFullScreen(state, drafts: drafts, stop: stop)
            }
            drafts?.finish(keep: false)
            return answers
        } catch {
            if case .interrupted = error { drafts?.finish(keep: true) } else { drafts?.finish(keep: false) }
            throw error
        }
    }

    private func runFullScreen(_ state: FormState, drafts: DraftKeeper?, stop: StopFlag?) throws(FormRunError) -> Answers {
        do throws(TerminalError) {
            try CursesTerminal.checkTerminal()
        } catch {
            throw .noTerminal("\(error)")
        }
        SignalWatcher.install()
        SignalWatchdog.start()
        defer { SignalWatcher.uninstall() }
        let colors = getenv("NO_COLOR").map { String(cString: $0).isEmpty } ?? true
        let theme = try look.theme(environment: getenv("FORMRUN_THEME").map { String(cString: $0) })
        let terminal: CursesTerminal
        do {
            terminal = try CursesTerminal(colors: colors, ascii: look.ascii)
        } catch {
            throw .noTerminal("\(error)")
        }
        let session = FormSession(state: state, terminal: terminal, options: look.options(colors: colors, theme: theme))
        session.pendingSignal = { SignalWatcher.pending ?? (stop?.isRaised == true ? SIGINT : nil) }
        drafts?.journal(session)
        let end = session.run()
        if case .signal = end, SignalWatcher.pending != nil { SignalWatchdog.standDown() }
        terminal.restore()
        switch end {
        case .outcome(.submitted): return Answers(session.state)
        case .outcome(.cancelled), .endOfInput: throw .cancelled
        case .outcome(.interrupted), .signal: throw .interrupted
        }
    }
}
