#if canImport(Glibc)
import Glibc
#endif
import Synchronization
import FormTerminal

/// When a signal stays unanswered — the run loop is stuck in a long computation, a write to a
/// terminal that does not read, an open of a FIFO — a thread of its own ends formrun anyway: a
/// second after `SignalWatcher` noted SIGINT, SIGTERM, SIGHUP or any other terminating signal,
/// it puts the terminal back as `CrashRestore` does (nothing when the terminal was already
/// restored), says so on stderr and exits with 128 + the signal. The answers are safe: the draft
/// is written after every change, atomically.
///
/// Call `start()` after `SignalWatcher.install()`; `standDown()` once the run loop answered the
/// signal itself and is only putting things away (so the watchdog never races a normal exit).
package enum SignalWatchdog {
    /// How long a signal may wait for the run loop, in milliseconds.
    package static let patience: Int = 1000
    private static let started = Atomic<Bool>(false)
    private static let answered = Atomic<Bool>(false)

    /// Starts the watching thread (once).
    package static func start() {
        guard !started.exchange(true, ordering: .relaxed) else { return }
        var thread = pthread_t()
        _ = pthread_create(&thread, nil, { _ in
            SignalWatchdog.watch()
            return nil
        }, nil)
        pthread_detach(thread)
    }

    /// The run loop saw the signal and is ending formrun itself.
    package static func standDown() {
        answered.store(true, ordering: .relaxed)
    }

    private static func watch() {
        var waited = 0
        while true {
            usleep(100_000)
            guard let signal = SignalWatcher.pending, !answered.load(ordering: .relaxed) else {
                waited = 0
                continue
            }
            waited += 100
            guard waited >= patience else { continue }
            CrashRestore.restoreNow()
            let message = Array("\r\nformrun: ended by signal \(signal) while busy; the answers are in the draft\n".utf8)
            _ = message.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
            _exit(SignalWatcher.exitStatus(for: signal))
        }
    }
}
