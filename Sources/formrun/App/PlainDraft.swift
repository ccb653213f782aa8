import FormApp
import FormCore
import FormDrafts
import FormUI

/// Plain mode's draft, as the full-screen form's (`DraftStart`, `DraftJournal`): asked about with
/// a line prompt before the first row (`Resume your answers to "T" from 14:09? (y: resume, n: start
/// over, Enter: start over, keep the draft) `, answered by a line `y`, `n` or an empty one), then every accepted answer saved at once, so that a dropped terminal or a
/// signal loses nothing. Only at a terminal: piped answers are their own record.
struct PlainDraft {
    let start: DraftStart
    let journal: DraftJournal?
    /// The values the form starts with: `prefill` with the resumed answers on top.
    let prefill: [String: Value]

    /// Settles the form's draft, asking on `lines`; nil when the person left at the question
    /// (Ctrl-D, the end of input).
    static func prepare(form: Form, prefill: [String: Value], options: Options, environment: [String: String],
                        lines: PlainLineReader) -> PlainDraft? {
        guard lines.interactive, !options.formFromStdin else { return PlainDraft(start: DraftStart(), journal: nil, prefill: prefill) }
        let start: DraftStart
        do throws(DraftStart.Stop) {
            start = try DraftStart.prepare(form: form, options: options, environment: environment,
                                           later: ResumeQuestion.laterLine) { question in
                ask(question, lines)
            }
        } catch {
            return nil
        }
        if let note = start.note { lines.say(note.text) }
        var values = prefill
        values.merge(start.restored) { _, resumed in resumed }
        var journal: DraftJournal?
        if options.keepsDraft, let slot = start.slot {
            // The start without the draft: what a value is compared with, as in the full-screen form.
            let baseline = FormState(form: form, prefill: prefill).startValues
            journal = DraftJournal(slot: slot, baseline: baseline, restored: start.restored)
        }
        return PlainDraft(start: start, journal: journal, prefill: values)
    }

    /// The resume question as a line prompt: `y` or `n` (any case), or an empty line (start
    /// over, keep the draft); anything else asks again.
    private static func ask(_ question: String, _ lines: PlainLineReader) -> DraftQuestion.Reply {
        while true {
            lines.prompt(question)
            guard let answer = lines.readShort() else { return .interrupted }
            switch answer.lowercased().trimmedOfWhitespace {
            case "y", "yes": return .answer(.resume)
            case "n", "no": return .answer(.fresh)
            case "": return .answer(.later)
            default: lines.say(QuestionKeys.reminder + " (or Enter alone to start over and keep the draft)")
            }
        }
    }

    /// Saves the answers just given to the rows `tags`; a failed save is said once.
    func record(_ state: FormState, tags: [String], _ lines: PlainLineReader) {
        if let note = journal?.record(state, tags: Set(tags)) { lines.say(note.text) }
    }

    /// The values were delivered: the draft has done its work.
    func delivered() {
        if journal != nil || start.resumed { start.slot?.store?.remove() }
    }

    /// The person said no at `Submit?`: their answers are thrown away, as a confirmed cancel.
    func cancelled() { journal?.remove() }
}
