import FormCore
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
        var state = FormState(form: model, prefill: prefill)
        state.hooks = hooks
        try finish(&state)
        return Answers(state)
    }

    /// The checks of a submit on `state`: throws `.invalid` with the failing rows.
    func finish(_ state: inout FormState) throws(FormRunError) {
        let failures = Submission.failures(&state, gather: FileFacts.gather)
        guard failures.isEmpty else {
            let form = state.form
            throw .invalid(failures.map { RowFailure(tag: $0.tag, title: form.row($0.tag)?.title ?? "", message: $0.message, form: name) })
        }
    }
}
