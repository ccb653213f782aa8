#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FormCore

/// A session's hold on one draft file: an exclusive `flock` on `<draft>.lock`, which holds the
/// session's pid. The kernel lets go of it when the process ends however it ends (`kill -9`, a
/// crash), so a draft whose lock can be taken belongs to no running session. Two formrun on the
/// same form never write, resume or remove the same draft.
package final class DraftLock {
    /// The draft file this lock is for.
    package let draftPath: String
    private var fd: Int32

    private init(draftPath: String, fd: Int32) {
        self.draftPath = draftPath
        self.fd = fd
    }

    deinit { release() }

    /// What taking a lock came to.
    package enum Outcome {
        case taken(DraftLock)
        /// Another running session holds it (its pid, when the lock file names one).
        case held(by: Int32?)
        /// The lock file cannot be made (the folder is missing or not writable).
        case unavailable
    }

    /// The lock file of the draft at `draftPath`.
    static func lockPath(_ draftPath: String) -> String { draftPath + ".lock" }

    /// Takes the lock on the draft at `draftPath`, without waiting.
    package static func take(_ draftPath: String) -> Outcome {
        let path = lockPath(draftPath)
        // A lock file removed (with its draft) between our open and our flock is a dead one:
        // try again on the file now at the path.
        for _ in 0..<3 {
            let fd = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
            guard fd >= 0 else { return .unavailable }
            guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
                let holder = pid(in: fd)
                close(fd)
                return .held(by: holder)
            }
            var held = stat(), named = stat()
            guard fstat(fd, &held) == 0, lstat(path, &named) == 0, held.st_ino == named.st_ino,
                  held.st_dev == named.st_dev else {
                close(fd)
                continue
            }
            let text = Array("\(getpid())\n".utf8)
            if ftruncate(fd, 0) == 0 { _ = pwrite(fd, text, text.count, 0) }
            return .taken(DraftLock(draftPath: draftPath, fd: fd))
        }
        return .unavailable
    }

    /// Lets go of the lock (the lock file stays: removing it is `removeFile`'s).
    package func release() {
        guard fd >= 0 else { return }
        close(fd)
        fd = -1
    }

    /// Removes the lock file while still holding the lock, then lets go: done when the draft
    /// itself was removed, so that no lock file outlives its draft.
    package func removeFile() {
        guard fd >= 0 else { return }
        unlink(Self.lockPath(draftPath))
        release()
    }

    private static func pid(in fd: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 24)
        let count = pread(fd, &buffer, buffer.count, 0)
        guard count > 0 else { return nil }
        let digits = buffer[..<count].prefix { $0 >= 0x30 && $0 <= 0x39 }
        return Int32(String(decoding: digits, as: UTF8.self))
    }
}
