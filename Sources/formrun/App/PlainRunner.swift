#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FormApp
import FormCore
import FormDrafts
import FormTerminal
import FormUI

/// `--plain` (and `TERM` dumb or unset, `FORMRUN_PLAIN` or `ACCESSIBLE` set): the form as one
/// prompt line per row (`PlainPrompt`), with no cursor movement, no colour, no escape byte. On a
/// terminal the prompts and answers use `/dev/tty`, a refused answer is asked again and a summary
/// ends with `Submit?`. With stdin not a terminal, the answers are stdin's lines in prompt order
/// (a `textView`'s lines up to an empty line or a `.` alone), each prompt is a line of stderr, and
/// a refused answer (`formrun: /age: … (stdin:4)`) or the end of the input before the form is complete
/// ends with status 3.
enum PlainRunner {
    static func run(form: Form, prefill: [String: Value], options: Options, environment: [String: String]) -> Int32 {
        let lines: PlainLineReader
        // A form piped on stdin (`formrun -`) has used stdin up: the answers come from the terminal.
        if isatty(0) == 0 && !options.formFromStdin {
            guard let input = fdopen(0, "r"), let output = fdopen(2, "w") else { return ExitCode.invalid }
            lines = PlainLineReader(input: input, output: output, interactive: false)
        } else if let tty = fopen("/dev/tty", "r+") {
            lines = PlainLineReader(input: tty, output: tty, interactive: true)
            EchoGuard.arm(fileno(tty))
        } else {
            let error = TerminalError.noTTY(reason: String(cString: strerror(errno)))
            Formrun.printError("\(NoTerminalMessage(error: error, input: Formrun.standardInput(options), plain: true))")
            return ExitCode.invalid
        }
        guard let draft = PlainDraft.prepare(form: form, prefill: prefill, options: options, environment: environment,
                                             lines: lines) else { return ExitCode.cancelled }
        defer { draft.start.finish() }
        var walk = PlainWalk(PlainForm(form: form, prefill: draft.prefill))
        if let title = form.title, !title.isEmpty { lines.say(title) }
        while true {
            if let status = ask(&walk, lines, draft: draft) { return status }
            if lines.interactive {
                lines.say("")
                for line in walk.root.summary {
                    lines.say("\(line.number). " + PlainPrompt.line([line.title]) + (line.value.isEmpty ? "not given" : line.value))
                    for (i, item) in line.items.enumerated() { lines.say("       \(i + 1)) \(item)") }
                }
                guard let choice = confirm(lines) else { return ExitCode.cancelled }
                if choice == "n" {
                    draft.cancelled()
                    return ExitCode.cancelled
                }
                if choice != "y" {
                    lines.prompt("Edit which row (number or tag)? ")
                    guard let which = lines.readShort() else { return ExitCode.cancelled }
                    let summary = walk.root.summary
                    if let line = summary.first(where: { String($0.number) == which || $0.tag == which }) {
                        walk.reopen(line.tag)
                    } else {
                        lines.say("No row \(which)")
                    }
                    continue
                }
            }
            // The checks of a submit, the whole form's included (a JSON Schema's rules across
            // properties): at a terminal the row it is about is asked again; piped, it ends here.
            var state = walk.root.state
            guard let failure = Submission.failures(&state, gather: FileFacts.gather).first else {
                let status = OutputDelivery.deliver(state, options: options, draft: draft.journal?.upToDatePath,
                                                    environment: environment)
                if status == ExitCode.submitted { draft.delivered() }
                return status
            }
            guard lines.interactive else {
                Formrun.printError(RefusalLine.text(speaker: "formrun", place: failure.failure.path,
                                                    reason: failure.failure.message))
                return ExitCode.answersInvalid
            }
            lines.say("\(failure.message) (row \(VisibleText.quoted(failure.tag)))")
            walk.reopen(failure.tag)
        }
    }

    /// Asks every question still to ask, sub-forms' included; a status when the run must end there.
    private static func ask(_ walk: inout PlainWalk, _ lines: PlainLineReader, draft: PlainDraft) -> Int32? {
        while true {
            switch walk.next() {
            case .done:
                return nil
            case .say(let text):
                lines.say(text)
            case .refused(let place, let refusal):
                guard lines.interactive else {
                    Formrun.printError(RefusalLine.text(speaker: "formrun", place: place.description, reason: refusal,
                                                        line: lines.place(ofLine: lines.lineNumber)))
                    return ExitCode.answersInvalid
                }
                lines.say(refusal)
            case .ask(let question):
                question.lines.forEach(lines.say)
                asking: while true {
                    lines.prompt(question.prompt)
                    let first = lines.lineNumber + 1
                    let refusal: String
                    switch walk.take(question.multiline ? lines.readLines() : lines.read(secret: question.secret)) {
                    case .taken:
                        break asking
                    case .ended:
                        if lines.interactive { lines.say(""); return ExitCode.cancelled }
                        Formrun.printError("formrun: the answers ended before \(question.place.words)")
                        return ExitCode.answersInvalid
                    case .refused(let refused):
                        refusal = refused
                    }
                    guard lines.interactive else {
                        // A piped answer that does not fit ends the run: the answers after it
                        // would go to the wrong rows.
                        Formrun.printError(RefusalLine.text(speaker: "formrun", place: question.place.description,
                                                                reason: refusal, line: lines.place(ofLine: first)))
                        return ExitCode.answersInvalid
                    }
                    lines.say(refusal)
                }
            }
            let answered = walk.takeAnswered()
            if !answered.isEmpty { draft.record(walk.root.state, tags: answered, lines) }
        }
    }

    /// `y`, `n` or `e`; nil at the end of the input.
    private static func confirm(_ lines: PlainLineReader) -> String? {
        while true {
            lines.prompt("Submit? y to submit, n to cancel, e to edit a row: ")
            guard let answer = lines.readShort() else { return nil }
            let word = answer.lowercased().trimmedOfWhitespace
            if ["y", "n", "e"].contains(word) { return word }
        }
    }
}
