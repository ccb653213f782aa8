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
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw failure()
            }
            if n == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<n])
        }
    }
}
