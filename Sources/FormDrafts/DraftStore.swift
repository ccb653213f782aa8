#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FormCore

/// Where one form's drafts live and how one is written: `$XDG_STATE_HOME/formrun/drafts/` (or
/// `~/.local/state/formrun/drafts/`), a folder of mode 0700 that must be this user's own real
/// folder (`DraftFolder`), one file per session named after the FNV-1a hash of the form file's
/// absolute path — `<hash>.json`, then `<hash>-2.json`, `<hash>-3.json`… for sessions running at
/// the same time (`DraftLock` says which are in use) — mode 0600. A write goes to a new temporary
/// file in the folder, is synced, then renamed over the draft, so a draft is always whole.
package struct DraftStore: DraftFile, Sendable {
    /// The drafts folder.
    package let folder: String
    /// This draft file.
    package let path: String
    /// The form file's absolute path.
    package let formPath: String
    /// Which of the form's drafts this is: 1 for `<hash>.json`, n for `<hash>-n.json`.
    package let slot: Int

    /// The store for the form at `formPath`; nil when the form is not a regular file (a pipe has
    /// no stable name) or no state folder can be named (neither `XDG_STATE_HOME` nor `HOME`).
    package init?(formPath: String, environment: [String: String]) {
        guard let resolved = realpath(formPath, nil) else { return nil }
        let absolute = String(cString: resolved)
        free(resolved)
        var info = stat()
        guard stat(absolute, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        guard let folder = DraftStore.folder(environment: environment) else { return nil }
        self.folder = folder
        self.formPath = absolute
        slot = 1
        path = folder + "/" + FNV1a.hex(absolute.utf8) + ".json"
    }

    private init(folder: String, formPath: String, slot: Int) {
        self.folder = folder
        self.formPath = formPath
        self.slot = slot
        path = folder + "/" + FNV1a.hex(formPath.utf8) + (slot == 1 ? "" : "-\(slot)") + ".json"
    }

    /// The draft of a form with no file (one built in code by a program using the FormRun
    /// library), named by that program: `<hash of "name:NAME">.json` in the same folder.
    package static func named(_ name: String, environment: [String: String], app: String = "formrun") -> DraftStore? {
        folder(environment: environment, app: app).map { DraftStore(folder: $0, formPath: "name:" + name, slot: 1) }
    }

    /// The same form's draft number `slot` (1 is `<hash>.json`).
    package func slot(_ slot: Int) -> DraftStore {
        DraftStore(folder: folder, formPath: formPath, slot: Swift.max(1, slot))
    }

    /// The form's drafts that exist now, by slot (nothing when the folder cannot be read).
    package func existingSlots() -> [DraftStore] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        let stem = FNV1a.hex(formPath.utf8)
        var slots: [Int] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name.hasPrefix(stem), name.hasSuffix(".json") else { continue }
            let middle = name.dropFirst(stem.count).dropLast(".json".count)
            if middle.isEmpty {
                slots.append(1)
            } else if middle.hasPrefix("-"), let number = Int(middle.dropFirst()), number > 1, middle.dropFirst() == "\(number)" {
                slots.append(number)
            }
        }
        return slots.sorted().map(slot)
    }

    /// `$XDG_STATE_HOME/formrun/drafts` when that is an absolute path, else
    /// `$HOME/.local/state/formrun/drafts`; nil without either. A tool built on the library names
    /// its own folder instead of `formrun` (`app`; one that is no plain file name is `formrun`).
    package static func folder(environment: [String: String], app: String = "formrun") -> String? {
        let app = app.isEmpty || app == "." || app == ".." || app.contains("/") || app.contains("\0") ? "formrun" : app
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return trimmed(state) + "/\(app)/drafts"
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return trimmed(home) + "/.local/state/\(app)/drafts"
        }
        return nil
    }

    private static func trimmed(_ path: String) -> String {
        var path = path
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        return path == "/" ? "" : path
    }

    /// `FNV1a.hex` of the form file's bytes now; empty when it cannot be read.
    package func formHash() -> String {
        (try? FileBytes.contents(of: formPath)).map { FNV1a.hex($0) } ?? ""
    }

    /// Whether a draft file exists for the form.
    package var exists: Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// The draft read back for `form`; nil when there is none, it cannot be read, or it is not
    /// this user's own regular file (a link, a planted file: never resumed).
    package func read(for form: Form) -> Draft.Restored? {
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid(),
              let bytes = try? FileBytes.contents(ofDescriptor: fd, name: path) else { return nil }
        return Draft.restore(bytes, for: form)
    }

    /// Replaces the draft with `draft`, atomically. A failure is worded like an output's
    /// (`cannot write the values to '…': No space left on device`).
    package func write(_ draft: Draft) throws(OutputFailure) {
        try replace(with: Array(draft.text.utf8))
    }

    /// Replaces the draft file with `bytes`, atomically: a new temporary file in the folder,
    /// synced, then renamed over the draft.
    package func replace(with bytes: [UInt8]) throws(OutputFailure) {
        try makeFolder()
        let temporary = path + ".tmp-\(getpid())"
        unlink(temporary)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw OutputFailure(target: temporary, step: .open, code: errno) }
        var failure: OutputFailure?
        if let code = DescriptorWriter.writeAll(bytes, to: fd) {
            failure = OutputFailure(target: temporary, step: .write, code: code)
        } else if fsync(fd) != 0 {
            failure = OutputFailure(target: temporary, step: .sync, code: errno)
        }
        close(fd)
        if failure == nil && rename(temporary, path) != 0 {
            failure = OutputFailure(target: path, step: .rename, code: errno)
        }
        if let failure {
            unlink(temporary)
            throw failure
        }
    }

    /// Appends `bytes` to the draft file, synced, when it is this user's own regular file (never
    /// through a link, never creating it: a draft gone since its snapshot is written whole again).
    package func append(_ bytes: [UInt8]) throws(OutputFailure) {
        let fd = open(path, O_WRONLY | O_APPEND | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw OutputFailure(target: path, step: .open, code: errno) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid() else {
            throw OutputFailure(target: path, step: .open, code: EPERM)
        }
        if let code = DescriptorWriter.writeAll(bytes, to: fd) { throw OutputFailure(target: path, step: .write, code: code) }
        if fsync(fd) != 0 { throw OutputFailure(target: path, step: .sync, code: errno) }
    }

    /// Removes the draft (nothing when there is none).
    package func remove() {
        unlink(path)
    }

    /// Creates the folder and its parents (mode 0700 each); an existing one must pass
    /// `DraftFolder.problem` (never a link: no link's target is ever changed) and is made 0700.
    package func makeFolder() throws(OutputFailure) {
        var info = stat()
        if lstat(folder, &info) != 0 {
            var prefix = ""
            for part in folder.split(separator: "/") {
                prefix += "/" + part
                if mkdir(prefix, 0o700) != 0 && errno != EEXIST {
                    throw OutputFailure(target: prefix, step: .open, code: errno)
                }
            }
        }
        if DraftFolder.problem(folder) != nil { throw OutputFailure(target: folder, step: .open, code: EPERM) }
        DraftFolder.tighten(folder)
    }
}
