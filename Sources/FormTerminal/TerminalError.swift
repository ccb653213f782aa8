/// Why a terminal could not be set up.
package enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
    /// There is no usable terminal (no `/dev/tty`, or curses rejected `TERM`); the message says which.
    case noTerminal(String)

    package var description: String {
        switch self {
        case .noTerminal(let why): return "no terminal: \(why)"
        }
    }
}
