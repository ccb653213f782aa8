import FormCore
import FormRun
import FormUI

/// `formrun --submit`: a submit with no terminal at all. The form starts from its own values and
/// `--values`, and is checked exactly as Ctrl-S checks it (required rows, validators, conditions:
/// hidden rows are neither checked nor output). Valid: the values go out as after a submit, in the
/// asked `--format` (exit 0, 3 when the format cannot write one of them,
/// or 74 when it cannot be delivered). Invalid: one line per failing row on stderr,
/// `formrun: PATH: message` (`PATH` the answer's JSON Pointer, `/repos/1/stars`), nothing on
/// stdout, exit 3. No draft is read or written. The submit is the library's (`FormRun`): the
/// same state, checks and failures as `Form.submit`.
enum HeadlessSubmit {
    /// `badAnswers`: the values file's answers its rows cannot hold (left out of `prefill`), said
    /// first, at their `FILE:LINE:COLUMN`, then the other rows' failures: every bad answer in one run.
    static func run(form: FormCore.Form, prefill: [String: Value], badAnswers: BadAnswers, options: Options,
                    environment: [String: String]) -> Int32 {
        do throws(FormRunError) {
            let state = try FormRun.Form(model: form, name: options.formName).submitted(form, prefill: prefill)
            if !badAnswers.errors.isEmpty {
                Formrun.printError("\(badAnswers)")
                return ExitCode.answersInvalid
            }
            return OutputDelivery.deliver(state, options: options, environment: environment)
        } catch {
            guard case .invalid(let failures) = error else {
                Formrun.printError("\(error)")
                return ExitCode.invalid
            }
            if !badAnswers.errors.isEmpty { Formrun.printError("\(badAnswers)") }
            // A row whose answer was refused above would only say it again (`is required`).
            for failure in failures where !badAnswers.tags.contains(failure.tag) {
                Formrun.printError(VisibleText.escaped(RefusalLine.text(speaker: "formrun", place: failure.path,
                                                                        reason: failure.reason), keepingNewlines: true))
            }
            return ExitCode.answersInvalid
        }
    }
}
