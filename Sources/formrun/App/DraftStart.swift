import FormCore
import FormUI
import FormTerminal

/// What happens to a form's draft before the form is drawn: none, or one found and restored or
/// thrown away (asked on the terminal unless `--resume` or `--fresh` answered in advance).
struct DraftStart {
    /// The store, when the form can have a draft.
    var store: DraftStore?
    /// The values restored from the draft, by tag (empty unless resumed).
    var restored: [String: Value] = [:]
    /// The rows the draft had deleted (Ctrl-D), deleted again (empty unless resumed).
    var deleted: Set<String> = []
    /// The row the draft had the focus on (nil unless resumed); it may no longer exist.
    var focus: String?
    /// The status line's first message (what was restored, what was dropped).
    var note: StatusMessage?
    /// The form file's hash now.
    var formHash = ""

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

    static func prepare(form: Form, options: Options, environment: [String: String]) throws(Stop) -> DraftStart {
        guard let store = DraftStore(formPath: options.formPath, environment: environment) else { return DraftStart() }
        var start = DraftStart(store: store, formHash: store.formHash())
        guard store.exists, options.keepsDraft || options.draftAnswer != nil,
              let found = store.read(for: form) else { return start }
        let changed = found.draft.formHash != start.formHash
        let answer: DraftAnswer
        if let given = options.draftAnswer {
            answer = given
        } else {
            let question = ResumeQuestion.text(title: form.title, formPath: options.formPath,
                                               time: DraftQuestion.when(found.draft.savedAt), formChanged: changed)
            switch DraftQuestion.ask(question) {
            case .answer(let given)?: answer = given
            case .interrupted?: throw .interrupted
            case .signal(let number)?: throw .signal(number)
            case nil: return start
            }
        }
        guard answer == .resume else {
            store.remove()
            return start
        }
        start.restored = found.draft.values
        start.deleted = found.draft.deleted
        start.focus = found.draft.focus
        var text = "Resumed the answers from \(DraftQuestion.when(found.draft.savedAt))"
        if !found.dropped.isEmpty {
            let names = found.dropped.sorted().prefix(5).map { VisibleText.quoted($0, limit: 40) }.joined(separator: ", ")
            let more = found.dropped.count > 5 ? ", …" : ""
            text += "; dropped \(found.dropped.count) that no longer fit the form: \(names)\(more)"
        }
        start.note = StatusMessage(text, isError: !found.dropped.isEmpty)
        return start
    }
}
