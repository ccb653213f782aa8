/// Running a form from Swift concurrency: the same runs, on a thread of their own while the
/// calling task waits, which the task's cancellation ends: the terminal is given back as it
/// was, then `CancellationError` is thrown (a draft is kept, as after an interruption). The run loop sees the cancellation within
/// 100 ms; in plain mode, once the line being typed is ended.
extension Form {
    /// `run(plain:draftName:)` on a task: throws `FormRunError`, or `CancellationError` when the
    /// task is cancelled.
    public func run(plain: Bool? = nil, draftName: String? = nil) async throws -> Answers {
        try await StopFlag.whileTaskRuns { stop in try run(plain: plain, draftName: draftName, stop: stop) }
    }

    /// A scripted run on a task (for tests of cancellation): with `waitsForKeys` it does not end
    /// when the keys run out, but waits, as a person's terminal would, for the task's cancellation.
    /// Not public: `run(keys:size:)` never waits, and an async overload of it would make every
    /// scripted run in an async test need `await`.
    func runOnTask(keys: String, size: TerminalSize = .standard, waitsForKeys: Bool = false) async throws -> Answers {
        try await StopFlag.whileTaskRuns { stop in try run(keys: keys, size: size, stop: stop, waitsForKeys: waitsForKeys) }
    }
}
