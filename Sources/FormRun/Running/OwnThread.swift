#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs blocking work (a form waiting on the terminal) on a thread of its own, so that an
/// `async` run does not hold one of the few threads of Swift concurrency's pool while a person
/// answers.
enum OwnThread {
    private final class Work {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    /// `body`'s result, computed on a new thread; the calling task is suspended meanwhile.
    static func run<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { (continuation: CheckedContinuation<T, Never>) in
            let work = Unmanaged.passRetained(Work { continuation.resume(returning: body()) })
            var thread = pthread_t()
            let started = pthread_create(&thread, nil, { raw in
                guard let raw else { return nil }
                let work = Unmanaged<Work>.fromOpaque(raw).takeRetainedValue()
                work.body()
                return nil
            }, work.toOpaque())
            if started == 0 {
                pthread_detach(thread)
            } else {
                // No thread to be had: the work runs here, as a synchronous run would.
                work.takeRetainedValue().body()
            }
        }
    }
}
