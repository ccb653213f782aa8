import FormCore
import FormJSON

/// Writes a session's draft by what changed: the first save writes the whole draft (the
/// snapshot, `Draft.text`), each later one appends a line of `DraftPatch` operations taking the
/// file from what it held to the new draft (`DraftReplay` reads them back). When the journal has
/// grown past the snapshot (and past `minimumJournal`), the next save writes the snapshot whole
/// again, so that a key costs, amortized, the bytes it changed. A failed write is thrown, and the
/// next save writes the snapshot whole.
package final class DraftWriter {
    /// The journal may grow to this many bytes before it is compacted, however small the snapshot.
    package static let minimumJournal = 65_536

    private let file: any DraftFile
    /// What the file holds now (nil: unknown, the next save writes the snapshot).
    private var written: Draft?
    private var snapshotBytes = 0
    /// The bytes of the journal after the snapshot.
    package private(set) var journalBytes = 0

    package init(file: any DraftFile) {
        self.file = file
    }

    /// Saves `draft`, whose values differ from the last saved one's at most at `tags` (every
    /// value is compared when the deleted rows changed).
    package func save(_ draft: Draft, changed tags: Set<String>) throws(OutputFailure) {
        guard let old = written, old.formPath == draft.formPath, old.formHash == draft.formHash else {
            try snapshot(draft)
            return
        }
        var patches: [DraftPatch] = []
        let compared = old.deleted == draft.deleted ? tags : tags.union(old.values.keys).union(draft.values.keys)
        for tag in compared.sorted() {
            DraftPatch.changes(from: old.values[tag], to: draft.values[tag], at: JSONPointer.appending(tag, to: "/values"),
                               into: &patches)
        }
        if old.deleted != draft.deleted {
            patches.append(draft.deleted.isEmpty ? .remove(path: "/deleted")
                                                 : .add(path: "/deleted", value: .list(draft.deleted.sorted().map(Value.string))))
        }
        try finish(patches, after: old, taking: draft)
    }

    /// Saves `draft`, which is the last saved one with the node of row `tag`'s value at `pointer`
    /// (a JSON Pointer below the row's value, `ClosedChange.pointer`, built once for the screen)
    /// changed from `old` to `new`, its focus and time perhaps changed: a line of what changed in
    /// that node, the rest of the values neither compared nor walked (the caller vouches for
    /// them), so that a key deep in a large tree costs what it changed — its place copied into
    /// the line, not built.
    package func save(_ draft: Draft, changingIn tag: String, below pointer: String, from old: Value, to new: Value) throws(OutputFailure) {
        guard let saved = written, saved.formPath == draft.formPath, saved.formHash == draft.formHash, saved.deleted == draft.deleted else {
            try snapshot(draft)
            return
        }
        var patches: [DraftPatch] = []
        DraftPatch.changes(from: old, to: new, at: JSONPointer.appending(tag, to: "/values") + pointer, into: &patches)
        try finish(patches, after: saved, taking: draft)
    }

    /// Adds to `patches` the focus and time `draft` changed since `old`, and appends them as one
    /// line; with no change of values or focus nothing is written.
    private func finish(_ patches: [DraftPatch], after old: Draft, taking draft: Draft) throws(OutputFailure) {
        var patches = patches
        if old.focus != draft.focus {
            patches.append(draft.focus.map { .add(path: "/focus", value: .string($0)) } ?? .remove(path: "/focus"))
        }
        guard !patches.isEmpty else {
            written = draft
            return
        }
        if old.savedAt != draft.savedAt { patches.insert(.replace(path: "/savedAt", value: .number(Number(draft.savedAt))), at: 0) }
        try append(patches, taking: draft)
    }

    /// Lets go of the saved value of row `tag` (the next save sets it again), so that the caller's
    /// copy of it is the only one and can be changed in place.
    package func releaseValue(of tag: String) {
        written?.values[tag] = nil
    }

    /// Appends the line of `patches`, which take the file to `draft` (or writes the snapshot when
    /// the journal would outgrow it, or the append failed).
    private func append(_ patches: [DraftPatch], taking draft: Draft) throws(OutputFailure) {
        let line = Array(DraftPatch.line(patches).utf8)
        guard journalBytes + line.count <= max(snapshotBytes, Self.minimumJournal) else {
            try snapshot(draft)
            return
        }
        do throws(OutputFailure) {
            try file.append(line)
        } catch {
            // The file may be gone or torn: the snapshot says it all, or the failure is told.
            written = nil
            try snapshot(draft)
            return
        }
        journalBytes += line.count
        written = draft
    }

    /// Writes the snapshot whole when a journal follows it (a session that ends keeping its draft).
    package func compact() throws(OutputFailure) {
        guard journalBytes > 0, let written else { return }
        try snapshot(written)
    }

    /// Removes the file; the next save writes the snapshot.
    package func remove() {
        file.remove()
        written = nil
        journalBytes = 0
    }

    private func snapshot(_ draft: Draft) throws(OutputFailure) {
        let bytes = Array(draft.text.utf8)
        do throws(OutputFailure) {
            try file.replace(with: bytes)
        } catch {
            written = nil
            throw error
        }
        written = draft
        snapshotBytes = bytes.count
        journalBytes = 0
    }
}
