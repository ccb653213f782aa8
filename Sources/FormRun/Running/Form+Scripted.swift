#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FormApp
import FormCore
import FormScreen
import FormTerminal
import FormUI

extension Form {
    /// Runs the form on an in-memory screen of `size`, fed `keys` as `formrun --keys` reads them
    /// (`"text:Ada,Down,C-s"`): the same session, update and drawing as on a terminal, with no
    /// terminal at all. Returns the answers when the keys submit it, with the screen then
    /// (`Answers.screen`); throws `.cancelled`, `.interrupted` (Ctrl-C), `.keysEnded(screen:)`
    /// when the keys run out first, `.badKeys` for a key list that cannot be read.
    public func run(keys: String, size: TerminalSize = .standard) throws(FormRunError) -> Answers {
        try run(keys: keys, size: size, stop: nil)
    }

    /// `run(keys:size:)` ending as an interruption once `stop` is raised; with `waitsForKeys` the
    /// run does not end when the keys run out (it waits for `stop`, as a person's terminal would).
    func run(keys: String, size: TerminalSize, stop: StopFlag?, waitsForKeys: Bool = false) throws(FormRunError) -> Answers {
        let run = try scripted(keys: keys, size: size, stop: stop, waitsForKeys: waitsForKeys)
        let screen = run.screen
        switch run.end {
        case .outcome(.submitted): return Answers(run.state, screen: screen)
        case .outcome(.cancelled): throw .cancelled
        case .outcome(.interrupted), .signal: throw .interrupted
        case .endOfInput: throw .keysEnded(screen: screen)
        }
    }

    /// The screen after `keys` (or when the form ended), as `formrun --keys KEYS --screen` prints
    /// it; the answers are not checked.
    public func screen(keys: String, size: TerminalSize = .standard) throws(FormRunError) -> String {
        try scripted(keys: keys, size: size).screen
    }

    private func scripted(keys text: String, size: TerminalSize, stop: StopFlag? = nil, waitsForKeys: Bool = false) throws(FormRunError) -> (state: FormState, end: FormSession.End, screen: String) {
        let keys: [FormScreen.Key]
        do throws(KeyScript.Problem) {
            keys = try KeyScript.keys(text)
        } catch {
            throw .badKeys("\(error)")
        }
        let terminal = MemoryTerminal(rows: size.rows, cols: size.columns, keys: keys)
        let session = FormSession(state: try startState(), terminal: terminal, options: look.options(colors: true))
        session.endsWhenIdle = !waitsForKeys
        if let stop { session.pendingSignal = { stop.isRaised ? SIGINT : nil } }
        let end = session.run()
        return (session.state, end, ScreenDump.text(terminal))
    }
}
