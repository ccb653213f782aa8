import FormJSON

/// The string keywords.
enum StringKeywords {
    /// `minLength`, `maxLength` (in Unicode code points), `pattern` and `format`.
    static func checkString(_ keyword: SchemaKeyword, _ value: JSONNode, _ instance: JSONNode, at path: String, _ run: inout SchemaEvaluation) {
        guard case .string(let text) = instance.kind else { return }
        switch keyword {
        case .minLength:
            guard let least = value.intValue, text.unicodeScalars.count < least else { return }
            run.fail(path, "At least " + SchemaText.count(least, "character", "characters"))
        case .maxLength:
            guard let most = value.intValue, text.unicodeScalars.count > most else { return }
            run.fail(path, "At most " + SchemaText.count(most, "character", "characters"))
        case .pattern:
            guard let pattern = value.stringValue, let regex = SchemaPattern.compile(pattern),
                  !SchemaPattern.matches(regex, text) else { return }
            run.fail(path, "Must match the pattern " + pattern)
        case .format:
            guard let format = value.stringValue, let problem = SchemaFormats.problem(format: format, text) else { return }
            run.fail(path, problem)
        default:
            break
        }
    }
}
