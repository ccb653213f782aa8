import Synchronization

/// Raised when the task running a form is cancelled (`run() async`): the run loop looks at it
/// with the signals, at least every 100 ms, and ends the run as a signal would, the terminal
/// given back first.
final class StopFlag: Sendable {
    private let raised = Atomic<Bool>(false)

    /// Whether the run must stop.
    var isRaised: Bool { raised.load(ordering: .relaxed) }

    /// Asks the run to stop; safe from any thread (the task's cancellation handler).
    func raise() { raised.store(true, ordering: .relaxed) }

    /// Runs `body` on a thread of its own (`OwnThread`), given a flag raised when the current
    /// task is cancelled; when the task was cancelled, whatever `body` ended with is thrown as
    /// `CancellationError`.
    static func whileTaskRuns<T: Sendable>(_ body: @escaping @Sendable (StopFlag) throws -> T) async throws -> T {
        let stop = StopFlag()
        return try await withTaskCancellationHandler {
            try Task.checkCancellation()
            let result = await OwnThread.run { () -> Result<T, any Error> in
                do { return .success(try body(stop)) } catch { return .failure(error) }
            }
            if stop.isRaised { throw CancellationError() }
            return try result.get()
        } onCancel: {
            stop.raise()
        }
    }
}
