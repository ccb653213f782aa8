#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the values go when their output failed: `formrun-recovered-<pid>.json` in `$TMPDIR` (or
/// `/tmp`), created new (never through an existing file or link) with mode 0600, since the values
/// may hold a password.
package enum RecoveryFile {
    /// Saves `bytes` and returns the file's path; nil when no such file could be written.
    package static func save(_ bytes: [UInt8], environment: [String: String], pid: Int32 = getpid()) -> String? {
        var folder = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        while folder.count > 1 && folder.hasSuffix("/") { folder.removeLast() }
        for attempt in 0..<100 {
            let name = attempt == 0 ? "formrun-recovered-\(pid).json" : "formrun-recovered-\(pid)-\(attempt).json"
            let path = folder + "/" + name
            let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if fd < 0 {
                if errno == EEXIST { continue }
                return nil
            }
            let failed = DescriptorWriter.writeAll(bytes, to: fd) != nil || fsync(fd) != 0
            close(fd)
            if failed {
                unlink(path)
                return nil
            }
            return path
        }
        return nil
    }
}
