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
    /// `dumb`, or one whose cursor cannot be moved). The terminal is given back as it was before
    /// anything is thrown: `.cancelled` (Esc, a cancel button, the end of the input in plain mode),
    /// `.interrupted` (Ctrl-C or another signal that ends the command line), `.noTerminal`.
    public func run(plain: Bool? = nil) throws(FormRunError) -> Answers {
        let term = getenv("TERM").map { String(cString: $0) } ?? ""
        if plain ?? !TerminalCapabilities.canAddressCursor(term: term) {
            guard let lines = TerminalLines() else { throw .noTerminal("no terminal to ask on (/dev/tty cannot be opened)") }
            defer { lines.close() }
            return try runPlain(lines)
        }
        return try runFullScreen()
    }

    private func runFullScreen() throws(FormRunError) -> Answers {
        do throws(TerminalError) {
            try CursesTerminal.checkTerminal()
        } catch {
            throw .noTerminal("\(error)")
        }
        let state = try startState()
        SignalWatcher.install()
        SignalWatchdog.start()
        defer { SignalWatcher.uninstall() }
        let colors = getenv("NO_COLOR").map { String(cString: $0).isEmpty } ?? true
        let terminal: CursesTerminal
        do {
            terminal = try CursesTerminal(colors: colors, ascii: false)
        } catch {
            throw .noTerminal("\(error)")
        }
        let session = FormSession(state: state, terminal: terminal, options: LayoutOptions(colors: colors, ascii: false))
        session.pendingSignal = { SignalWatcher.pending }
        let end = session.run()
        if case .signal = end { SignalWatchdog.standDown() }
        terminal.restore()
        switch end {
        case .outcome(.submitted): return Answers(session.state)
        case .outcome(.cancelled), .endOfInput: throw .cancelled
        case .outcome(.interrupted), .signal: throw .interrupted
        }
    }
}
