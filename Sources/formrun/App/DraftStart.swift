import FormCore
import FormDrafts
import FormUI
import FormTerminal

/// What happens to a form's drafts before the form is drawn: the most recent one no running
/// session holds is found and restored, thrown away, or kept for later (asked on the terminal
/// unless `--resume` or `--fresh` answered in advance), and this session gets a draft file of its
/// own, locked (`DraftLock`) when first written (`DraftSlot`), so that two formrun on one form
/// never overwrite, resume or remove each other's draft.
struct DraftStart {
    /// This session's draft slot, when the form can have one (claimed at the first write).
    var slot: DraftSlot?
    /// The values restored from the draft, by tag (empty unless resumed).
    var restored: [String: Value] = [:]
    /// The rows the draft had deleted (Ctrl-D), deleted again (empty unless resumed).
    var deleted: Set<String> = []
    /// The row the draft had the focus on (nil unless resumed); it may no longer exist.
    var focus: String?
    /// The status line's first message (what was restored, what was dropped, another session).
    var note: StatusMessage?

    /// Whether the draft's answers were taken.
    var resumed: Bool { !restored.isEmpty || !deleted.isEmpty }

    /// How the start ended when the form must not run (Ctrl-C at the question, a signal).
    enum Stop: Error {
        case interrupted
        case signal(Int32)
    }

    /// The form's first state: `prefill` over the form's own values, the resumed answers on top of
    /// them (changes, as if typed again), the draft's deleted rows deleted, the focus on the row
    /// the draft had it on when that row can still take it, and the note on the status line.
    func firstState(form: Form, prefill: [String: Value]) -> FormState {
        var state = FormState(form: form, prefill: prefill, restored: restored)
        for tag in deleted.sorted() { state.delete(tag) }
        if let focus, Navigation.canFocus(focus, in: state) { state.focus(on: focus) }
        if let note { state.setStatus(note) }
        return state
    }

    /// The drafts found for the form, and the sessions (pids) holding others.
    private struct Found {
        var store: DraftStore
        var lock: DraftLock
        var draft: Draft.Restored
    }

    /// Finds the form's drafts and settles which one this session resumes or writes. `ask` puts
    /// the resume question (nil: no terminal to ask on, the draft is kept).
    static func prepare(form: Form, options: Options, environment: [String: String], later: String = ResumeQuestion.laterKey,
                        ask: (String) -> DraftQuestion.Reply? = DraftQuestion.ask) throws(Stop) -> DraftStart {
        guard let base = DraftStore(formPath: options.formPath, environment: environment) else { return DraftStart() }
        if let problem = DraftFolder.problem(base.folder) {
            return DraftStart(note: StatusMessage("\(problem)".capitalizedFirst, isError: true))
        }
        var start = DraftStart()
        let formHash = base.formHash()
        var others: [Int32?] = []
        var newest: Found?
        let existing = base.existingSlots()
        for slot in existing {
            switch DraftLock.take(slot.path) {
            case .held(let pid): others.append(pid)
            case .unavailable: continue
            case .taken(let lock):
                guard let draft = slot.read(for: form) else { continue }
                if newest.map({ draft.draft.savedAt >= $0.draft.draft.savedAt }) ?? true {
                    newest = Found(store: slot, lock: lock, draft: draft)
                }
            }
        }
        if let found = newest, options.keepsDraft || options.draftAnswer != nil {
            try start.settle(found, form: form, formHash: formHash, options: options, later: later, ask: ask)
        }
        if start.slot == nil && options.keepsDraft {
            start.slot = DraftSlot(base: base, taken: Set(existing.map(\.slot)), formHash: formHash)
        }
        if !others.isEmpty && options.keepsDraft {
            let pids = others.compactMap { $0 }.map(String.init).joined(separator: ", ")
            let who = pids.isEmpty ? "Another formrun" : "Another formrun (pid \(pids))"
            start.add(StatusMessage("\(who) has this form open: this session keeps a draft of its own", isError: true))
        }
        return start
    }

    /// Resumes `found`, throws it away, or keeps it for later, as answered.
    private mutating func settle(_ found: Found, form: Form, formHash: String, options: Options, later: String,
                                 ask: (String) -> DraftQuestion.Reply?) throws(Stop) {
        let answer: DraftAnswer
        if let given = options.draftAnswer {
            answer = given
        } else {
            let question = ResumeQuestion.text(title: form.title, formPath: options.formPath,
                                               time: DraftQuestion.when(found.draft.draft.savedAt),
                                               formChanged: found.draft.draft.formHash != formHash, later: later)
            switch ask(question) {
            case .answer(let given)?: answer = given
            case .interrupted?: throw .interrupted
            case .signal(let number)?: throw .signal(number)
            case nil: return
            }
        }
        switch answer {
        case .later:
            return
        case .fresh:
            // The slot is this session's now, empty.
            found.store.remove()
            slot = DraftSlot(claimed: found.store, lock: found.lock, formHash: formHash)
        case .resume:
            slot = DraftSlot(claimed: found.store, lock: found.lock, formHash: formHash)
            restored = found.draft.draft.values
            deleted = found.draft.draft.deleted
            focus = found.draft.draft.focus
            var text = "Resumed the answers from \(DraftQuestion.when(found.draft.draft.savedAt))"
            let dropped = found.draft.dropped
            if !dropped.isEmpty {
                let names = dropped.sorted().prefix(5).map { VisibleText.quoted($0, limit: 40) }.joined(separator: ", ")
                let more = dropped.count > 5 ? ", …" : ""
                text += "; dropped \(dropped.count) that no longer fit the form: \(names)\(more)"
            }
            add(StatusMessage(text, isError: !dropped.isEmpty))
        }
    }

    /// Adds `message` to the note (joined with `; `).
    private mutating func add(_ message: StatusMessage) {
        guard let first = note else { return note = message }
        note = StatusMessage(first.text + "; " + message.text, isError: first.isError || message.isError)
    }

    /// Ends the session's hold on its draft.
    func finish() { slot?.finish() }
}

private extension String {
    /// The text with its first letter capitalised (`No draft is kept: …`).
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
