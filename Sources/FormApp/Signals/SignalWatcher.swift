#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// The last terminating signal received; written by the handler with a lock-free atomic store,
/// the only thing it does (async-signal-safe).
private let receivedSignal = Atomic<Int32>(0)

/// Notes every signal whose default action ends the process (SIGINT, SIGTERM, SIGHUP, SIGQUIT,
/// SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGIO, SIGPWR, SIGSTKFLT and
/// the real-time signals) instead of dying, so that the run loop can restore the terminal before
/// it exits. Not SIGPIPE (output code ignores it and sees the failed write) nor the signals of
/// faults, which `CrashRestore` handles; SIGKILL and SIGSTOP cannot be caught.
///
/// Usage: call `install()` before creating the terminal; read keys with a timeout (say 100 ms);
/// after every `readKey` check `pending`, and when it is set call `terminal.restore()` and
/// `exit(SignalWatcher.exitStatus(for: signal))` (130 for SIGINT). The handler never calls curses:
/// `endwin` is not async-signal-safe.
package enum SignalWatcher {
    /// The signals watched.
    package static let signals: [Int32] = {
        var list: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF,
                             SIGXCPU, SIGXFSZ, SIGIO, SIGPWR, SIGSTKFLT]
        #if canImport(Glibc)
        let first = __libc_current_sigrtmin(), last = __libc_current_sigrtmax()
        if first > 0 && first <= last { list += Array(first...last) }
        #endif
        return list
    }()

    /// Installs the flag-setting handler for `signals`. Without `SA_RESTART`, a blocking key read
    /// is interrupted, so the run loop sees the signal at once rather than at its next timeout.
    package static func install() {
        _ = receivedSignal.load(ordering: .relaxed)
        for signal in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { received in
                receivedSignal.store(received, ordering: .relaxed)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signal, &action, nil)
        }
    }

    /// Puts back the default dispositions and forgets any pending signal.
    package static func uninstall() {
        for signal in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = SIG_DFL
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, nil)
        }
        reset()
    }

    /// The signal received since `install()` or `reset()`, if any.
    package static var pending: Int32? {
        let value = receivedSignal.load(ordering: .relaxed)
        return value == 0 ? nil : value
    }

    /// Forgets a pending signal.
    package static func reset() {
        receivedSignal.store(0, ordering: .relaxed)
    }

    /// The conventional exit status after `signal`: 128 + its number (130 for SIGINT).
    package static func exitStatus(for signal: Int32) -> Int32 {
        128 + signal
    }
}
