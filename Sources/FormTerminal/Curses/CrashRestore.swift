#if canImport(Glibc)
import Glibc
#endif
import CCurses

/// Puts the terminal back when the process dies of a fatal signal (a Swift runtime trap raises
/// SIGILL or SIGTRAP; also SIGSEGV, SIGBUS, SIGFPE, SIGABRT, SIGSYS), where neither `atexit` nor `endwin`
/// can run. The handler only does what is async-signal-safe: it writes the terminal's
/// leave-full-screen, show-cursor and bracketed-paste-off sequences, prepared beforehand, restores the terminal modes
/// saved before curses started, and lets the signal kill the process as it would have.
package enum CrashRestore {
    static let signals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT, SIGSYS]

    nonisolated(unsafe) private static var fd: Int32 = -1
    nonisolated(unsafe) private static var modes = termios()
    nonisolated(unsafe) private static var sequence: UnsafeMutableBufferPointer<UInt8>?

    /// Remembers how to restore the terminal on `fd`: `saved` are its modes before curses.
    static func arm(fd: Int32, saved: termios) {
        var bytes: [UInt8] = [0x1b, 0x5b, 0x30, 0x6d] + BracketedPaste.off  // ESC [ 0 m: plain attributes
        for capability in ["rmkx", "rmcup", "cnorm"] {
            guard let value = fr_tigetstr(capability), Int(bitPattern: value) != -1 else { continue }
            bytes += Array(String(cString: value).utf8)
        }
        bytes += [0x0d, 0x0a]
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = buffer.initialize(from: bytes)
        sequence?.deallocate()
        sequence = buffer
        modes = saved
        self.fd = fd
        for signal in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { received in
                CrashRestore.putBack()
                Glibc.signal(received, SIG_DFL)
                raise(received)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signal, &action, nil)
        }
    }

    /// Called once the terminal was restored normally: the handlers go.
    static func disarm() {
        fd = -1
        for signal in signals { Glibc.signal(signal, SIG_DFL) }
    }

    /// Puts the terminal back now, from any thread (`SignalWatchdog`); nothing once `disarm()`ed.
    package static func restoreNow() { putBack() }

    private static func putBack() {
        guard fd >= 0, let sequence else { return }
        _ = write(fd, sequence.baseAddress, sequence.count)
        _ = tcsetattr(fd, TCSANOW, &modes)
    }
}
