import FormRun

/// The FormRun library's face: `Form(json:)` then `submit(values:)`, in this process.
package enum LibraryFace {
    package static func run(form: String, values: String) -> CrossFaceResult {
        let name = "form.json"
        do throws(FormRunError) {
            let form = try Form(json: form, name: name)
            guard case .object(let members)? = JSON(parsing: values) else {
                return CrossFaceResult(face: "library", verdict: .other, detail: "the values are not a JSON object")
            }
            var given: [String: JSON] = [:]
            for member in members { given[member.key] = member.value }
            let answers = try form.submit(values: given)
            return CrossFaceResult(face: "library", verdict: .accepted, output: trimmed(answers.json), detail: answers.json)
        } catch {
            let words = "\(error)"
            switch error {
            case .invalid:
                return CrossFaceResult(face: "library", verdict: .refused, paths: CrossFaceResult.paths(inMessages: words), detail: "throws .invalid: " + words)
            case .formFile:
                return CrossFaceResult(face: "library", verdict: .unreadable, detail: "throws .formFile: " + words)
            default:
                return CrossFaceResult(face: "library", verdict: .other, detail: "throws: " + words)
            }
        }
    }

    static func trimmed(_ text: String) -> String {
        String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
