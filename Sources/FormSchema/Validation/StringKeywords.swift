import FormJSON
import FormCore

extension SchemaValidator {
    /// `minLength`, `maxLength` (in Unicode code points), `pattern` and `format`.
    func checkString(_ keyword: Keyword, _ value: JSONNode, _ instance: JSONNode, at path: String, _ run: inout Run) {
        guard case .string(let text) = instance.kind else { return }
        switch keyword {
        case .minLength:
            guard let least = value.intValue, text.unicodeScalars.count < least else { return }
            run.fail(path, "At least " + Text.count(least, "character", "characters"))
        case .maxLength:
            guard let most = value.intValue, text.unicodeScalars.count > most else { return }
            run.fail(path, "At most " + Text.count(most, "character", "characters"))
        case .pattern:
            guard let pattern = value.stringValue, let regex = SchemaPattern.compile(pattern),
                  !SchemaPattern.matches(regex, text) else { return }
            run.fail(path, "Must match the pattern " + pattern)
        case .format:
            guard let format = value.stringValue, let problem = Formats.problem(format: format, text) else { return }
            run.fail(path, problem)
        default:
            break
        }
    }
}
