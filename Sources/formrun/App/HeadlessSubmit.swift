import FormCore
import FormUI

/// `formrun --submit`: a submit with no terminal at all. The form starts from its own values and
/// `--values`, and is checked exactly as Ctrl-S checks it (required rows, validators, conditions:
/// hidden rows are neither checked nor output). Valid: the values go out as after a submit, in the
/// asked `--format` (exit 0, 3 when the format cannot write one of them,
/// or 74 when it cannot be delivered). Invalid: one line per failing row on stderr,
/// `formrun: PATH: message` (`PATH` the answer's JSON Pointer, `/repos/1/stars`), nothing on
/// stdout, exit 3. No draft is read or written. The submit is the library's (`FormRun`): the
/// same state, checks and failures as `Form.submit` (`Submission.failures`); the command does not
/// link the library itself, which brings FoundationEssentials.
enum HeadlessSubmit {
    /// `badAnswers`: the values file's answers its rows cannot hold (left out of `prefill`), said
    /// first, at their `FILE:LINE:COLUMN`, then the other rows' failures: every bad answer in one run.
    static func run(form: FormCore.Form, prefill: [String: Value], badAnswers: BadAnswers, options: Options,
                    environment: [String: String]) -> Int32 {
        var state = FormState(form: form, prefill: prefill)
        let failures = Submission.failures(&state, gather: FileFacts.gather)
        if failures.isEmpty {
            if !badAnswers.errors.isEmpty {
                Formrun.printError("\(badAnswers)")
                return ExitCode.answersInvalid
            }
            return OutputDelivery.deliver(state, options: options, environment: environment)
        }
        if !badAnswers.errors.isEmpty { Formrun.printError("\(badAnswers)") }
        // A row whose answer was refused above would only say it again (`is required`).
        for failure in failures where !badAnswers.tags.contains(failure.tag) {
            Formrun.printError(VisibleText.escaped(RefusalLine.text(speaker: "formrun", place: failure.failure.path,
                                                                    reason: failure.failure.message), keepingNewlines: true))
        }
        return ExitCode.answersInvalid
    }
}
