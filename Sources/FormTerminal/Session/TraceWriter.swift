import Foundation

/// Appends one JSON line per handled event to the file named by `FORMRUN_TRACE`.
public final class TraceWriter {
    private let handle: FileHandle

    /// Opens `path` for appending (creating it); nil when it cannot be opened.
    public init?(path: String) {
        if !FileManager.default.fileExists(atPath: path) {
            guard FileManager.default.createFile(atPath: path, contents: nil) else { return nil }
        }
        guard let handle = FileHandle(forWritingAtPath: path) else { return nil }
        handle.seekToEndOfFile()
        self.handle = handle
    }

    public func record(_ event: TraceEvent) {
        var line = event.jsonLine
        if !line.hasSuffix("\n") { line += "\n" }
        handle.write(Data(line.utf8))
    }

    deinit { try? handle.close() }
}
