/// Why a terminal could not be set up. Worded here, in `description`, and nowhere else; what to
/// do instead depends on the face (the command line's `NoTerminalMessage` adds it).
package enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `/dev/tty` cannot be opened: no controlling terminal (a cron job, a CI step, `setsid`);
    /// `reason` is the system's (`No such device or address`).
    case noTTY(reason: String)
    /// curses rejected `TERM` (an unknown terminal type).
    case unusableTerm(String)
    /// ncursesw itself could not be loaded; `reason` is the loader's.
    case cursesMissing(reason: String)

    package var description: String {
        switch self {
        case .noTTY(let reason): return "no terminal: cannot open /dev/tty (\(reason))"
        case .unusableTerm(let term): return "no terminal: curses cannot drive TERM=\"\(term)\""
        case .cursesMissing(let reason): return "no terminal: cannot load ncursesw: \(reason)"
        }
    }
}
