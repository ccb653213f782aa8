import FormCore
import FormUI

/// `formrun --submit`: a submit with no terminal at all. The form starts from its own values and
/// `--values`, and is checked exactly as Ctrl-S checks it (required rows, validators, conditions:
/// hidden rows are neither checked nor output). Valid: the values go out as after a submit, in the
/// asked `--format` (exit 0, 3 when the format cannot write one of them,
/// or 74 when it cannot be delivered). Invalid: one line per failing row on stderr,
/// `FORM: row 'TAG': message`, nothing on stdout, exit 3. No draft is read or written.
enum HeadlessSubmit {
    static func run(form: Form, prefill: [String: Value], options: Options, environment: [String: String]) -> Int32 {
        var state = FormState(form: form, prefill: prefill)
        let failures = Submission.failures(&state, gather: FileFacts.gather)
        guard failures.isEmpty else {
            for failure in failures {
                Formrun.printError("\(options.formName): row \(VisibleText.quoted(failure.tag)): \(failure.message)")
            }
            return ExitCode.answersInvalid
        }
        return OutputDelivery.deliver(state, options: options, environment: environment)
    }
}
