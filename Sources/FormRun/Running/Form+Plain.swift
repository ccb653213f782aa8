import FormApp
import FormCore
import FormUI

extension Form {
    /// Plain mode: every row asked in turn as a line (the command line's `--plain`, walking the
    /// same `PlainWalk`), a refused answer asked again; then the submit's checks, whose first
    /// failing row is asked again. The end of the input cancels; a signal interrupts.
    func runPlain(_ lines: some PlainLines, from state: FormState, drafts: DraftKeeper? = nil, stop: StopFlag? = nil) throws(FormRunError) -> Answers {
        var walk = PlainWalk(PlainForm(state: state))
        if let title = state.form.title, !title.isEmpty { lines.say(title) }
        while true {
            try ask(&walk, lines, drafts: drafts, stop: stop)
            var state = walk.root.state
            do {
                try finish(&state)
                return Answers(state)
            } catch {
                guard case .invalid(let failures) = error, let failure = failures.first else { throw error }
                lines.say("\(failure.message) (row \(VisibleText.quoted(failure.tag)))")
                walk.reopen(failure.tag)
            }
        }
    }

    /// Asks every question still to ask, sub-forms' included.
    private func ask(_ walk: inout PlainWalk, _ lines: some PlainLines, drafts: DraftKeeper?, stop: StopFlag?) throws(FormRunError) {
        while true {
            if stop?.isRaised == true { throw .interrupted }
            switch walk.next() {
            case .done:
                return
            case .say(let text):
                lines.say(text)
            case .refused(_, let refusal):
                lines.say(refusal)
            case .ask(let question):
                question.lines.forEach(lines.say)
                asking: while true {
                    lines.prompt(question.prompt)
                    switch walk.take(question.multiline ? lines.readLines() : lines.read(secret: question.secret)) {
                    case .taken: break asking
                    case .ended: throw lines.interrupted ? .interrupted : .cancelled
                    case .refused(let refusal): lines.say(refusal)
                    }
                }
            }
            let answered = walk.takeAnswered()
            if let drafts, !answered.isEmpty { drafts.record(walk.root.state, tags: Set(answered)) }
        }
    }
}
