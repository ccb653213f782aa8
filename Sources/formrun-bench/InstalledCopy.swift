import Glibc

/// formrun as `make install` puts it, for the start-up figures: copied by `install -m 755` into
/// a temporary folder. The binary the linker just wrote starts ~0.1 ms slower than any copy of
/// it (measured: 142 page faults against 131, same bytes), and what users run is the installed
/// copy; `make bench` prints both (DECISIONS.md "Measured as installed").
struct InstalledCopy {
    let folder: String
    let path: String

    /// A copy of `binary` in a new folder under `$TMPDIR` (else /tmp); nil when it cannot be made.
    init?(of binary: String) {
        let directory = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array("\(directory)/formrun-installed-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.flatMap { mkdtemp($0) }.map { String(cString: $0) }
        }
        guard let made else { return nil }
        folder = made
        path = made + "/formrun"
        let installed = (try? Spawned.runToEnd("/usr/bin/install", ["-m", "755", binary, path],
                                               environment: Spawned.environment())) != nil
        guard installed, access(path, X_OK) == 0 else {
            unlink(path)
            rmdir(made)
            return nil
        }
    }

    /// Deletes the copy and its folder.
    func remove() {
        unlink(path)
        rmdir(folder)
    }
}
