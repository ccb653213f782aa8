#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes bytes to a file descriptor with POSIX `write`: a loop that resumes after `EINTR` and
/// after a partial write, and reports a failure as its `errno` instead of trapping (Foundation's
/// `FileHandle.write` traps on a closed pipe or a full disk).
package enum DescriptorWriter {
    /// Writes all of `bytes` to `fd`; nil when every byte went out, else the `errno` of the failure.
    package static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Int32? {
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return write(fd, base + written, buffer.count - written)
            }
            if result < 0 {
                if errno == EINTR { continue }
                return errno
            }
            if result == 0 { return EIO }
            written += result
        }
        return nil
    }

    /// Writes `text` to stderr, ignoring a failure: there is nowhere left to report it.
    package static func printError(_ text: String) {
        _ = writeAll(Array(text.utf8), to: 2)
    }
}

/// The words for an `errno` (`No space left on device`).
package func errnoText(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
}
