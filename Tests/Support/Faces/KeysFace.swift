import FormApp
import FormCore
import FormScreen
import FormTerminal
import FormUI

/// The full screen's face, headless: the form and its values read as `formrun --keys … --values`
/// reads them, then a key script (`C-s` by default) through the same `FormSession` — update,
/// layout, renderer — on an in-memory terminal. Submitted: the output tree; still open when the
/// keys end: refused, at the paths its last refused submit names (`FormState.lastRefusal`).
package enum KeysFace {
    /// The top-level text and number rows typed (`CrossFaceKeyScript`), the rest from the values.
    package static func typing(_ item: CrossFaceCase) -> CrossFaceResult {
        let plan = CrossFaceKeyScript.plan(item)
        var result = run(form: item.form.text, values: item.values.text(leaving: plan.typed), keys: plan.keys)
        result.face = "typed keys"
        return result
    }

    package static func run(form text: String, values: String, keys script: String = "C-s") -> CrossFaceResult {
        var form: Form
        let prefill: [String: Value]
        do {
            form = try FormLoader.read(text: text, file: "form.json").form
            prefill = try GivenValues.apply(text: values, file: "values.json", to: &form)
        } catch {
            return CrossFaceResult(face: "keys", verdict: .unreadable, detail: "\(error)")
        }
        let keys: [Key]
        do throws(KeyScript.Problem) {
            keys = try KeyScript.keys(script)
        } catch {
            return CrossFaceResult(face: "keys", verdict: .other, detail: "bad key script: \(error)")
        }
        let terminal = MemoryTerminal(rows: 24, cols: 80, keys: keys)
        let session = FormSession(state: FormState(form: form, prefill: prefill), terminal: terminal)
        session.endsWhenIdle = true
        let end = session.run()
        let screen = ScreenDump.text(terminal)
        switch end {
        case .outcome(.submitted):
            let output = OutputWriter.json(session.state.outputEntries, compact: false)
            return CrossFaceResult(face: "keys", verdict: .accepted, output: LibraryFace.trimmed(output), detail: "keys \(script): submitted\n" + output)
        case .endOfInput:
            // The refusal by path, as the screen's submit judged it; the messages as shown.
            let refusal = session.state.lastRefusal
            let paths = refusal.map(\.failure.path)
            let messages = refusal.map { "\($0.failure.path) (\($0.tag)): \($0.message)" }.joined(separator: "\n")
            return CrossFaceResult(face: "keys", verdict: .refused, paths: paths,
                                   detail: "keys \(script): still open, errors:\n\(messages)\n\(screen)")
        default:
            return CrossFaceResult(face: "keys", verdict: .other, detail: "keys \(script): ended \(end)\n\(screen)")
        }
    }
}
