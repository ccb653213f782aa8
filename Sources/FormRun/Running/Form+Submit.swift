import FormCore
import FormJSON
import FormUI

extension Form {
    /// Submits the form with no terminal at all, as `formrun --submit --values FILE` does: the
    /// form starts from its own values and `values` (by tag or output key path), and is checked
    /// as Ctrl-S checks it (required rows, validators, conditions; hidden rows are neither checked
    /// nor answered). Throws `.invalid` with the failing rows in form order, `.formFile` for
    /// values a row cannot take.
    public func submit(values: [String: JSON] = [:]) throws(FormRunError) -> Answers {
        var model = try model()
        var prefill: [String: FormCore.Value] = [:]
        if !values.isEmpty {
            let text = JSON.object(values.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) }).text(compact: false)
            do {
                prefill = try GivenValues.apply(text: text, file: "values", to: &model)
            } catch {
                throw FormRunError(readingCode: error)
            }
        }
        return Answers(try submitted(model, prefill: prefill))
    }

    /// The state of `model` started from `prefill` (values by tag) and checked as a submit, its
    /// hooks set: `submit(values:)`, and `formrun --submit` (which has read the form and its
    /// `--values` file itself).
    package func submitted(_ model: FormCore.Form, prefill: [String: FormCore.Value]) throws(FormRunError) -> FormState {
        var state = FormState(form: model, prefill: prefill)
        state.hooks = hooks
        try finish(&state)
        return state
    }

    /// The checks of a submit on `state`: throws `.invalid` with the failing rows.
    func finish(_ state: inout FormState) throws(FormRunError) {
        let failures = Submission.failures(&state, gather: FileFacts.gather)
        guard failures.isEmpty else {
            let checked = state
            throw .invalid(failures.map { failure in
                let row = checked.row(failure.tag)
                return RowFailure(tag: failure.tag, title: row?.title ?? "", message: failure.message,
                                  path: JSONPointer.pointer(failure.pointer), reason: failure.detail,
                                  isNested: failure.pointer != row?.outputPath, form: name)
            })
        }
    }
}
