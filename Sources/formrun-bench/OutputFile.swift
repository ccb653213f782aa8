import Glibc

/// A file written in pieces: a named one (created or truncated), or a temporary one made with
/// `mkstemps` in `$TMPDIR` (else /tmp); removed on request.
final class OutputFile {
    /// Why the file could not be made or written.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    let path: String
    private(set) var bytesWritten = 0
    private var descriptor: Int32

    /// Creates (or empties) the file at `path`.
    init(path: String) throws {
        self.path = path
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw Failure(description: "cannot create \(path) (errno \(errno))") }
    }

    /// Creates an empty temporary file named `<prefix>XXXXXX<suffix>`.
    init(temporaryPrefix prefix: String, suffix: String) throws {
        let directory = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array("\(directory)/\(prefix)XXXXXX\(suffix)".utf8CString)
        descriptor = template.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return -1 }
            return mkstemps(base, Int32(suffix.utf8.count))
        }
        guard descriptor >= 0 else { throw Failure(description: "cannot create a file in \(directory) (errno \(errno))") }
        path = template.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { String(cString: $0) } ?? ""
        }
    }

    deinit {
        if descriptor >= 0 { Glibc.close(descriptor) }
    }

    /// Appends `text` (UTF-8).
    func write(_ text: String) throws {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress?.advanced(by: offset), buffer.count - offset)
            }
            guard count > 0 else { throw Failure(description: "cannot write \(path) (errno \(errno))") }
            offset += count
        }
        bytesWritten += bytes.count
    }

    /// Closes the file; it stays on disk until `remove()`.
    func close() {
        if descriptor >= 0 { Glibc.close(descriptor) }
        descriptor = -1
    }

    /// Closes and deletes the file.
    func remove() {
        close()
        unlink(path)
    }
}
