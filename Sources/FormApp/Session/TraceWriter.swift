#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FormCore

/// Appends one JSON line per handled event to the file named by `FORMRUN_TRACE`.
///
/// The trace never stops the form: the first write that fails (a full disk, `/dev/full`, a FIFO
/// whose reader went away) ends tracing for good, and `failure` says why, for a note once the
/// form is over.
package final class TraceWriter {
    private var fd: Int32
    /// Why tracing stopped (`No space left on device`), nil while it runs.
    package private(set) var failure: String?

    /// Opens `path` for appending (creating it 0600); nil when it cannot be opened.
    package init?(path: String) {
        let fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return nil }
        self.fd = fd
    }

    package func record(_ event: TraceEvent) {
        guard fd >= 0 else { return }
        var line = event.jsonLine
        if !line.hasSuffix("\n") { line += "\n" }
        if let code = DescriptorWriter.writeAll(Array(line.utf8), to: fd) {
            failure = errnoText(code)
            close(fd)
            fd = -1
        }
    }

    deinit { if fd >= 0 { close(fd) } }
}
