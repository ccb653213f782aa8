import FormSchema
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FormCore
import FormUI
import FormApp
import FormTerminal

/// `--watch`: looks at the form file between keys and, when it changed on disk, reads it again
/// and hands the new form to the session (`FormSession.reload`). A file that no longer reads
/// leaves the last good form running, with the located error on the status line until the file
/// is fixed.
final class FormWatcher {
    /// What tells one version of the file from another without reading it.
    private struct Stamp: Equatable {
        var device: UInt64
        var inode: UInt64
        var size: Int64
        var seconds: Int
        var nanoseconds: Int
    }

    let path: String
    /// `--schema-dir`, for reading the file again as it was read first.
    let schemaDirectory: SchemaDirectory?
    private var last: Stamp?
    /// A change seen once: editors write in steps (truncate, then write), so the file is read
    /// only when it looks the same on the next look.
    private var settling: Stamp?

    init(path: String, schemaDirectory: SchemaDirectory? = nil) {
        self.path = path
        self.schemaDirectory = schemaDirectory
        last = Self.stamp(of: path)
    }

    /// Looks at the file; reloads the session's form when it changed and held still.
    func poll(_ session: FormSession) {
        let now = Self.stamp(of: path)
        guard now != last else {
            settling = nil
            return
        }
        guard now == settling else {
            settling = now
            return
        }
        last = now
        settling = nil
        // Reading a FIFO (or a device) would wait for a writer with the form frozen: only a regular
        // file is read again.
        var info = stat()
        if stat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG {
            session.reloadFailed(StatusMessage("Not read again: no longer a regular file: \(VisibleText.escaped(path))", isError: true))
            return
        }
        do {
            let old = session.state.form
            var form = try FormLoader.read(path: path, values: old.instance?.given?.root, schemaDirectory: schemaDirectory).form
            // What `--values` brought that the file does not say: the members no row holds, and
            // switches it set to false on purpose.
            form.instance?.kept = old.instance?.kept ?? []
            form.instance?.given = old.instance?.given
            let kept = old.allRows.filter { $0.type.isBool && $0.encoding == .asIs }.map { ($0.tag, Value.bool(false)) }
            form.keepFalse(given: Dictionary(kept, uniquingKeysWith: { first, _ in first }))
            session.reload(form, status: StatusMessage("Reloaded \(VisibleText.escaped(path))"))
        } catch {
            session.reloadFailed(StatusMessage((error as? FormFileErrors)?.firstLine ?? "\(error)", isError: true))
        }
    }

    private static func stamp(of path: String) -> Stamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Stamp(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
                     seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec))
    }
}
