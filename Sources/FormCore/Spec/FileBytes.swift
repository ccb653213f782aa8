#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole file; on failure throws `FormFileError` `FILE: cannot read: reason` (location 0:0).
enum FileBytes {
    static func contents(of path: String) throws -> [UInt8] {
        func failure() -> FormFileError {
            let reason = String(cString: strerror(errno))
            return FormFileError(file: path, location: .unknown, kind: .cannotRead(reason: reason))
        }
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw failure() }
        defer { close(fd) }
        // A regular file is read straight into an array of its size (plus a byte, to see the end
        // without growing); pipes and files that grow meanwhile grow the array as they need.
        var status = stat()
        let size = fstat(fd, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG ? Int(status.st_size) : 0
        var bytes = [UInt8](repeating: 0, count: Swift.max(size + 1, 65536))
        var count = 0
        while true {
            if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: bytes.count)) }
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
