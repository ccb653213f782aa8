#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FormApp
import FormTerminal

/// Plain mode's terminal while it asks at a person: a signal that ends formrun (Ctrl-C, SIGTERM,
/// SIGHUP, SIGUSR1, SIGALRM… every signal `SignalWatcher` knows ends a process), at any prompt,
/// first throws away what was typed and not yet read — a half-typed password must not reach the
/// shell that runs next — and puts the saved modes back, echo included (`tcsetattr` with
/// `TCSAFLUSH`, async-signal-safe), then lets the signal end the process as it would have.
/// (A password's echo is turned off and on by `PlainLineReader` itself.)
enum EchoGuard {
    nonisolated(unsafe) private static var fd: Int32 = -1
    nonisolated(unsafe) private static var saved = termios()
    private static let signals = SignalWatcher.signals

    /// Watches for signals on the terminal `descriptor`; false when it is not a terminal.
    @discardableResult
    static func arm(_ descriptor: Int32) -> Bool {
        guard tcgetattr(descriptor, &saved) == 0 else { return false }
        fd = descriptor
        for signal in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { received in
                tcsetattr(EchoGuard.fd, TCSAFLUSH, &EchoGuard.saved)
                Glibc.signal(received, SIG_DFL)
                raise(received)
            }
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, nil)
        }
        return true
    }

    /// The saved modes and the default dispositions back.
    static func disarm() {
        guard fd >= 0 else { return }
        tcsetattr(fd, TCSANOW, &saved)
        fd = -1
        for signal in signals { Glibc.signal(signal, SIG_DFL) }
    }
}
