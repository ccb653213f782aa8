#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FormApp
import FormCore
import FormDrafts
import FormUI

/// Keeps a form's draft up to date while the person types: after every event that changed values,
/// the values that differ from the form's start (never a `password` row's), the rows deleted with
/// Ctrl-D and the focused row are saved to the draft at once. A move of the focus alone writes
/// nothing: the focus is saved with the next change of values. The work per key is the changed
/// rows plus the bytes they changed (`DraftWriter` appends them to the draft's journal); when
/// nothing differs any more, the draft is removed. A failed write never stops the form: its
/// message goes to the status line once.
final class DraftJournal {
    /// The draft file, claimed at the first write.
    let slot: DraftSlot
    /// The values that differ from the form's start (`FormState.startValues`, kept rather than
    /// that state: a state kept here would share its storage with the session's, and the first
    /// edit of each would copy it whole).
    private var kept: DraftValues
    var values: [String: Value] { kept.values }
    /// The rows deleted with Ctrl-D.
    private(set) var deleted: Set<String>
    /// Whether a draft file holds the values now.
    private(set) var isSaved: Bool
    private var lastFailure: OutputFailure?
    /// Writes the claimed draft file by what changed.
    private var writer: DraftWriter?

    /// A journal starting from `restored` and `deleted` (taken from an existing draft, already in
    /// the form); restored values must differ from `baseline` to be kept.
    init(slot: DraftSlot, baseline: [String: Value], restored: [String: Value], deleted: Set<String> = []) {
        self.slot = slot
        self.deleted = deleted
        kept = DraftValues(baseline: baseline,
                           values: restored.filter { !deleted.contains($0.key) && (baseline[$0.key] ?? .null) != $0.value })
        isSaved = slot.store?.exists ?? false
    }

    /// Journals the rows tagged `tags` as `state` holds them; returns a note for the status line
    /// when the draft could not be saved (only the first time a failure happens).
    func record(_ state: FormState, tags: Set<String>) -> StatusMessage? {
        var changed = false
        if state.deleted != deleted {
            deleted = state.deleted
            changed = true
        }
        changed = kept.note(state, tags: tags, deleted: deleted) || changed
        guard changed else { return nil }
        return save(focus: state.focus, tags: tags)
    }

    /// Journals `change`, a key on a screen over the form (`state`, the form's own state), by its
    /// place: one line at the cost of the changed node, whatever the size of the row's value.
    /// Nil (the outer one) when it must be recorded whole (`record`): no draft written yet, the
    /// row not kept yet or perhaps back to its start, other rows deleted.
    func record(_ change: ClosedChange, in state: FormState) -> StatusMessage?? {
        guard isSaved, let writer, let store = slot.store, state.deleted == deleted else { return nil }
        guard let old = kept.note(change, in: state, release: { writer.releaseValue(of: change.tag) }) else { return nil }
        do throws(OutputFailure) {
            try writer.save(Draft(formPath: store.formPath, formHash: slot.formHash, savedAt: Int(time(nil)), values: values,
                                  deleted: deleted, focus: state.focus), changingIn: change.tag, below: change.pointer, from: old, to: change.value)
            lastFailure = nil
            return .some(nil)
        } catch {
            defer { lastFailure = error }
            return .some(lastFailure == error ? nil : StatusMessage("The draft cannot be saved: \(error)", isError: true))
        }
    }

    /// Saves the draft with the focus on `focus`, the values changed at most at `tags` (or removes
    /// it when nothing differs from the start).
    private func save(focus: String?, tags: Set<String>) -> StatusMessage? {
        if values.isEmpty && deleted.isEmpty {
            remove()
            return nil
        }
        // No slot to be had (every one held, no lock file can be made): no draft, as at start before.
        guard let store = slot.claim() else { return nil }
        let writer = self.writer ?? DraftWriter(file: store)
        self.writer = writer
        do throws(OutputFailure) {
            try writer.save(Draft(formPath: store.formPath, formHash: slot.formHash, savedAt: Int(time(nil)),
                                  values: values, deleted: deleted, focus: focus), changed: tags)
            isSaved = true
            lastFailure = nil
            return nil
        } catch {
            defer { lastFailure = error }
            return lastFailure == error ? nil : StatusMessage("The draft cannot be saved: \(error)", isError: true)
        }
    }

    /// The draft's path when it holds the values typed so far (for the failed-output message).
    var upToDatePath: String? { isSaved && lastFailure == nil ? slot.store?.path : nil }

    /// Removes the draft: the values were delivered, or the person confirmed throwing them away.
    func remove() {
        slot.store?.remove()
        writer?.remove()
        isSaved = false
    }

    /// The session ends keeping its draft: its journal is folded into the snapshot (a failure
    /// leaves the journal, which reads back all the same).
    func compact() {
        guard isSaved else { return }
        try? writer?.compact()
    }
}
