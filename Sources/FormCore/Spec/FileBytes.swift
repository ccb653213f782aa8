#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole file of at most `maxBytes`; on failure throws `FormFileError`
/// `FILE: cannot read: reason` (location 0:0), and `FILE: file too large …` past the limit, so
/// that `/dev/zero`, `/dev/urandom` or a pipe that never ends are refused after 16 MiB.
package enum FileBytes {
    /// The largest form or values file read.
    package static let maxBytes = 16 << 20

    /// What errors call standard input (`formrun -`).
    package static let standardInputName = "<stdin>"

    package static func contents(of path: String, limit: Int = maxBytes) throws -> [UInt8] {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else {
            throw FormFileError(file: path, location: .unknown, kind: .cannotRead(reason: String(cString: strerror(errno))))
        }
        defer { close(fd) }
        return try contents(ofDescriptor: fd, name: path, limit: limit)
    }

    /// Reads `path` only when it is a regular file with something in it, and at most the size it
    /// reports: a FIFO, a device, a socket or a folder is refused before it is opened (and again
    /// after, should it have been swapped), and opening never blocks nor takes a terminal; a
    /// `/proc` or `/sys` file, which reports 0 bytes, is refused without being read.
    /// What `$ref` files are read with.
    package static func regularContents(of path: String, limit: Int = maxBytes) throws -> [UInt8] {
        func refused(_ reason: String) -> FormFileError {
            FormFileError(file: path, location: .unknown, kind: .cannotRead(reason: reason))
        }
        var status = stat()
        guard stat(path, &status) == 0 else { throw refused(String(cString: strerror(errno))) }
        if let kind = notRegular(status.st_mode) { throw refused("not a regular file (\(kind))") }
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { throw refused(String(cString: strerror(errno))) }
        defer { close(fd) }
        guard fstat(fd, &status) == 0 else { throw refused(String(cString: strerror(errno))) }
        if let kind = notRegular(status.st_mode) { throw refused("not a regular file (\(kind))") }
        let size = Int(status.st_size)
        if size > limit { throw FormFileError(file: path, location: .unknown, kind: .tooLarge(limitBytes: limit)) }
        if size == 0 { throw refused("empty, or a file the system makes up as it is read") }
        var bytes = [UInt8](repeating: 0, count: size)
        var count = 0
        while count < size {
            let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress.map { $0 + count }, size - count) }
            if n < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN { throw refused("not ready to be read") }
                throw refused(String(cString: strerror(errno)))
            }
            if n == 0 { break }
            count += n
        }
        bytes.removeLast(size - count)
        return bytes
    }

    /// What a file of `mode` is, when it is not a regular file.
    private static func notRegular(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFIFO: return "a FIFO"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        case S_IFDIR: return "a folder"
        default: return "not a file"
        }
    }

    /// Everything left to read on standard input (a form piped to `formrun -`).
    package static func standardInput(limit: Int = maxBytes) throws -> [UInt8] {
        try contents(ofDescriptor: 0, name: standardInputName, limit: limit)
    }

    /// Reads `fd` to its end; `name` names it in errors.
    package static func contents(ofDescriptor fd: Int32, name path: String, limit: Int = maxBytes) throws -> [UInt8] {
        func failure() -> FormFileError {
            let reason = String(cString: strerror(errno))
            return FormFileError(file: path, location: .unknown, kind: .cannotRead(reason: reason))
        }
        // A regular file is read straight into an array of its size (plus a byte, to see the end
        // without growing); pipes and files that grow meanwhile grow the array as they need.
        var status = stat()
        let size = fstat(fd, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG ? Int(status.st_size) : 0
        if size > limit { throw FormFileError(file: path, location: .unknown, kind: .tooLarge(limitBytes: limit)) }
        var bytes = [UInt8](repeating: 0, count: Swift.max(size + 1, 65536))
        var count = 0
        while true {
            if count > limit { throw FormFileError(file: path, location: .unknown, kind: .tooLarge(limitBytes: limit)) }
            if count == bytes.count { bytes += [UInt8](repeating: 0, count: Swift.min(bytes.count, limit + 1)) }
            let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress.map { $0 + count }, $0.count - count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw failure()
            }
            if n == 0 { break }
            count += n
        }
        bytes.removeLast(bytes.count - count)
        return bytes
    }
}
