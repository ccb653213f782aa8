#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file people own in place: the new bytes go to a temporary file in the same folder,
/// which takes the old file's mode and is renamed over it, so that a reader sees the old file or
/// the new one, never a half; a file that did not exist takes the mode of `modeOf` (the file it
/// was edited from) or 0644 less the umask.
package enum AtomicFile {
    /// Why the file could not be written: the step and `errno`'s words.
    package struct Failure: Error, CustomStringConvertible {
        package var path: String
        package var step: String
        package var reason: String
        package var description: String { "cannot \(step) \(path): \(reason)" }
    }

    package static func save(_ bytes: [UInt8], to path: String, modeOf original: String? = nil) throws(Failure) {
        var info = stat()
        let exists = stat(path, &info) == 0
        // A symbolic link is written through: the file it names is the one replaced.
        var target = path
        if exists, let resolved = realpath(path, nil) {
            target = String(cString: resolved)
            free(resolved)
        }
        let folder = target.contains("/") ? String(target[..<(target.lastIndex(of: "/") ?? target.endIndex)]) : "."
        let prefix = folder.isEmpty ? "/" : folder + "/"
        var template = Array((prefix + ".formrun-edit-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw failure(path, "create a temporary file beside") }
        let temporary = String(cString: template.withUnsafeBufferPointer { $0.baseAddress! })
        var written = 0
        while written < bytes.count {
            let n = bytes[written...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                let error = failure(path, "write")
                close(fd); unlink(temporary)
                throw error
            }
            written += n
        }
        let mode: mode_t
        var originalInfo = stat()
        if exists { mode = info.st_mode & 0o7777 } else if let original, stat(original, &originalInfo) == 0 {
            mode = originalInfo.st_mode & 0o7777
        } else {
            let mask = umask(0)
            umask(mask)
            mode = 0o644 & ~mask
        }
        if fchmod(fd, mode) != 0 || fsync(fd) != 0 {
            let error = failure(path, "write")
            close(fd); unlink(temporary)
            throw error
        }
        close(fd)
        guard rename(temporary, target) == 0 else {
            let error = failure(path, "replace")
            unlink(temporary)
            throw error
        }
    }

    private static func failure(_ path: String, _ step: String) -> Failure {
        Failure(path: path, step: step, reason: String(cString: strerror(errno)))
    }
}
