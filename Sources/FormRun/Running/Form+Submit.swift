import FormCore
import FormUI
import FormJSON

extension Form {
    /// Submits the form with no terminal at all, as `formrun --submit --values FILE` does: the
    /// form starts from its own values and `values` (by tag or output key path), and is checked
    /// as Ctrl-S checks it (required rows, validators, conditions; hidden rows are neither checked
    /// nor answered). Throws `.invalid` with the failing rows in form order, `.formFile` for
    /// values a row cannot take, `.invalid` for a value nested past the limit of every face
    /// (200 levels, the form's object counted; the failure names where).
    public func submit(values: [String: JSON] = [:]) throws(FormRunError) -> Answers {
        var model = try model()
        var prefill: [String: FormCore.Value] = [:]
        try refuseTooDeep(values, in: model)
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

    /// Throws `.invalid` for the first of `values` (given by tag, in the form's object: level 2)
    /// nested past `NestingLimit.depth`, at its path.
    private func refuseTooDeep(_ values: [String: JSON], in model: FormCore.Form) throws(FormRunError) {
        for (key, value) in values.sorted(by: { $0.key < $1.key }) {
            guard let below = value.pastNestingLimit(at: 2) else { continue }
            let path = JSONPointer.appending(key, to: "") + below
            throw .invalid([RowFailure(tag: key, title: model.row(key)?.title ?? "", message: "\(path): \(FormCore.Value.tooDeepMessage)",
                                       path: path, reason: FormCore.Value.tooDeepMessage, form: name)])
        }
    }

    /// The checks of a submit on `state`: throws `.invalid` with the failing rows.
    func finish(_ state: inout FormState) throws(FormRunError) {
        let failures = Submission.failures(&state, gather: FileFacts.gather)
        guard failures.isEmpty else {
            let checked = state
            throw .invalid(failures.map {
                RowFailure(tag: $0.tag, title: checked.row($0.tag)?.title ?? "", message: $0.message, path: $0.failure.path,
                           reason: $0.failure.message, form: name)
            })
        }
    }
}
