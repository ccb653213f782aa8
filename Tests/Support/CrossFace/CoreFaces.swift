import FormCore
import FormSchema
import FormUI

/// The faces as the model and the update see them, with no process and no terminal: what
/// `--submit` and `submit(values:)` call (`Submission.failures`), what Ctrl-S on the full screen
/// calls (`Update.apply`), and what plain mode walks (`PlainWalk`, every question answered with
/// an empty line). The fuzz target compares these (it links the library modules only); the
/// cross-face test compares the faces themselves.
package enum CoreFaces {
    /// The form and its values read as `--values` reads them; nil (with the words) when they are
    /// not readable.
    static func start(_ item: CrossFaceCase) -> Result<(Form, [String: Value]), CoreFailure> {
        do {
            var form = try FormLoader.read(text: item.form.text, file: "form.json").form
            let prefill = try GivenValues.apply(text: item.values.text, file: "values.json", to: &form)
            return .success((form, prefill))
        } catch {
            return .failure(CoreFailure(words: "\(error)"))
        }
    }

    struct CoreFailure: Error { var words: String }

    /// `Submission.failures` over the state started from the values.
    package static func submit(_ item: CrossFaceCase) -> CrossFaceResult {
        switch start(item) {
        case .failure(let failure): return CrossFaceResult(face: "core submit", verdict: .unreadable, detail: failure.words)
        case .success(let (form, prefill)):
            var state = FormState(form: form, prefill: prefill)
            let failures = Submission.failures(&state) { _ in FileFacts() }
            guard failures.isEmpty else {
                return CrossFaceResult(face: "core submit", verdict: .refused, paths: failures.map { "/" + $0.tag },
                                       detail: failures.map { "\($0.tag): \($0.message)" }.joined(separator: "\n"))
            }
            let output = OutputWriter.json(state.outputEntries, compact: false)
            return CrossFaceResult(face: "core submit", verdict: .accepted, output: trimmed(output), detail: output)
        }
    }

    /// Ctrl-S through `Update.apply`, as the full screen handles it.
    package static func screen(_ item: CrossFaceCase) -> CrossFaceResult {
        switch start(item) {
        case .failure(let failure): return CrossFaceResult(face: "core screen", verdict: .unreadable, detail: failure.words)
        case .success(let (form, prefill)):
            var state = FormState(form: form, prefill: prefill)
            let effects = Update.apply(.ctrl("s"), to: &state)
            if effects.contains(.end(.submitted)) {
                let output = OutputWriter.json(state.outputEntries, compact: false)
                return CrossFaceResult(face: "core screen", verdict: .accepted, output: trimmed(output), detail: output)
            }
            let order = form.sections.flatMap { $0.rows.map(\.tag) }
            let tags = state.errors.keys.sorted { (order.firstIndex(of: $0) ?? .max, $0) < (order.firstIndex(of: $1) ?? .max, $1) }
            return CrossFaceResult(face: "core screen", verdict: tags.isEmpty ? .other : .refused,
                                   paths: tags.map { $0.hasPrefix("/") ? $0 : "/" + $0 },
                                   detail: "effects \(effects)\n" + tags.map { "\($0): \(state.errors[$0] ?? "")" }.joined(separator: "\n"))
        }
    }

    /// Plain mode piped: every question answered with an empty line; the first refusal ends it.
    package static func plain(_ item: CrossFaceCase) -> CrossFaceResult {
        switch start(item) {
        case .failure(let failure): return CrossFaceResult(face: "core plain", verdict: .unreadable, detail: failure.words)
        case .success(let (form, prefill)):
            var walk = PlainWalk(PlainForm(form: form, prefill: prefill))
            var asked: [String] = []
            for _ in 0..<10_000 {
                switch walk.next() {
                case .say:
                    continue
                case .refused(let place, let refusal):
                    return CrossFaceResult(face: "core plain", verdict: .refused, paths: [place.pointer ?? "/" + place.tag],
                                           detail: (asked + ["\(place.description): \(refusal)"]).joined(separator: "\n"))
                case .ask(let question):
                    asked.append(question.prompt)
                    if let refusal = walk.answer("") {
                        return CrossFaceResult(face: "core plain", verdict: .refused, paths: [question.place.pointer ?? "/" + question.place.tag],
                                               detail: (asked + ["\(question.place.description): \(refusal)"]).joined(separator: "\n"))
                    }
                case .done:
                    var state = walk.root.state
                    if let failure = Submission.failures(&state, gather: { _ in FileFacts() }).first {
                        return CrossFaceResult(face: "core plain", verdict: .refused, paths: [failure.failure.path],
                                               detail: (asked + ["\(failure.tag): \(failure.message)"]).joined(separator: "\n"))
                    }
                    let output = OutputWriter.json(state.outputEntries, compact: false)
                    return CrossFaceResult(face: "core plain", verdict: .accepted, output: trimmed(output), detail: output)
                }
            }
            return CrossFaceResult(face: "core plain", verdict: .other, detail: "more than 10,000 steps:\n" + asked.suffix(20).joined(separator: "\n"))
        }
    }

    static func trimmed(_ text: String) -> String {
        String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
