#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// While plain mode reads a password with echo off, a signal that ends formrun (Ctrl-C, SIGTERM,
/// SIGHUP) first turns echo back on: the handler restores the saved modes (async-signal-safe)
/// and lets the signal end the process as it would have.
enum EchoGuard {
    nonisolated(unsafe) private static var fd: Int32 = -1
    nonisolated(unsafe) private static var saved = termios()
    private static let signals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// Turns echo off on `descriptor` until `end()`; false when it is not a terminal.
    static func begin(_ descriptor: Int32) -> Bool {
        guard tcgetattr(descriptor, &saved) == 0 else { return false }
        fd = descriptor
        for signal in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { received in
                tcsetattr(EchoGuard.fd, TCSANOW, &EchoGuard.saved)
                Glibc.signal(received, SIG_DFL)
                raise(received)
            }
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, nil)
        }
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ECHO)
        tcsetattr(descriptor, TCSANOW, &quiet)
        return true
    }

    /// Echo on again, and the default dispositions back.
    static func end() {
        guard fd >= 0 else { return }
        tcsetattr(fd, TCSANOW, &saved)
        fd = -1
        for signal in signals { Glibc.signal(signal, SIG_DFL) }
    }
}
