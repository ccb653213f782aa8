#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FormApp
import FormCore
import FormDrafts
import FormUI

/// A run's draft (`draftName:`): the answers that differ from the form's start are written after
/// every change (never a `password` row's, nor a sub-form holding one), a draft left by an
/// earlier run that ended without a submit is resumed, and it is removed once the form is
/// submitted or cancelled. A draft another running program holds is left alone (no draft then);
/// a failed write never stops the form. It is written by what changed, as formrun's
/// `DraftJournal` writes it: a line of the rows changed, or of the node a key changed on a screen
/// over the form (`record(_:in:)`), appended to the draft's journal.
final class DraftKeeper {
    let store: DraftStore
    private let lock: DraftLock
    private let formHash: String
    private var kept = DraftValues(baseline: [:])
    private let writer: DraftWriter

    /// The draft named `name`, locked for this run; nil when drafts cannot be kept here.
    init?(name: String, formText: String, app: String = "formrun") {
        var environment: [String: String] = [:]
        for key in ["XDG_STATE_HOME", "HOME"] {
            if let value = getenv(key) { environment[key] = String(cString: value) }
        }
        guard let store = DraftStore.named(name, environment: environment, app: app), (try? store.makeFolder()) != nil,
              case .taken(let lock) = DraftLock.take(store.path) else { return nil }
        self.store = store
        self.lock = lock
        formHash = FNV1a.hex(formText.utf8)
        writer = DraftWriter(file: store)
    }

    /// The values a resumed draft holds for `form`.
    func resumed(for form: FormCore.Form) -> [String: FormCore.Value] {
        store.read(for: form)?.draft.values ?? [:]
    }

    /// Starts journaling `state`, whose form starts from `baseline` without the draft; the resumed
    /// values count as changes.
    func start(_ state: FormState, baseline: [String: FormCore.Value]) {
        kept = DraftValues(baseline: baseline)
        record(state, tags: Set(state.form.allRows.map(\.tag)))
    }

    /// Journals the rows tagged `tags` as `state` holds them.
    func record(_ state: FormState, tags: Set<String>) {
        guard kept.note(state, tags: tags) else { return }
        if kept.values.isEmpty {
            writer.remove()
        } else {
            try? writer.save(Draft(formPath: store.formPath, formHash: formHash, savedAt: Int(time(nil)), values: kept.values),
                             changed: tags)
        }
    }

    /// Journals `change`, a key on a screen over the form (`state`, the form's own state), at its
    /// place: a line of what changed in the node, whatever the size or depth of the row's value.
    /// False when it must be journaled whole (`record(_:tags:)`): the row not kept yet, or
    /// perhaps back to its start.
    func record(_ change: ClosedChange, in state: FormState) -> Bool {
        guard let old = kept.note(change, in: state, release: { [writer] in writer.releaseValue(of: change.tag) }) else { return false }
        try? writer.save(Draft(formPath: store.formPath, formHash: formHash, savedAt: Int(time(nil)), values: kept.values),
                         changingIn: change.tag, below: change.pointer, from: old, to: change.value)
        return true
    }

    /// Keeps the draft of `session`'s form after each change: at the change's place on a screen
    /// over the form when it has one, else by the rows changed.
    func journal(_ session: FormSession) {
        session.onValuesChanged = { state, tags in
            self.record(state, tags: tags)
            return nil
        }
        session.onValueChangedAt = { state, change in
            self.record(change, in: state) ? .some(nil) : nil
        }
    }

    /// The run is over: `keep` leaves the draft for the next run (interrupted), else it goes.
    func finish(keep: Bool) {
        if keep && !kept.values.isEmpty {
            try? writer.compact()
            lock.release()
        } else {
            store.remove()
            lock.removeFile()
        }
    }
}
