import FormJSON

/// `allOf`, `anyOf`, `oneOf`, `not` and `if`: sub-schemas applied to the same value.
enum ApplicatorKeywords {
    static func checkAllOf(_ value: JSONNode, _ instance: JSONNode, at path: String, _ run: inout SchemaEvaluation) {
        for branch in value.elements ?? [] { run.evaluate(instance, branch, at: path) }
    }

    static func checkAnyOf(_ value: JSONNode, _ instance: JSONNode, at path: String, _ run: inout SchemaEvaluation) {
        guard let branches = value.elements, !branches.isEmpty else { return }
        for branch in branches {
            if run.isValid(instance, branch, at: path) { return }
        }
        run.fail(path, "Must match one of the allowed forms")
    }

    static func checkOneOf(_ value: JSONNode, _ instance: JSONNode, at path: String, _ run: inout SchemaEvaluation) {
        guard let branches = value.elements, !branches.isEmpty else { return }
        var matched = 0
        for branch in branches where matched < 2 {
            if run.isValid(instance, branch, at: path) { matched += 1 }
        }
        if matched == 0 { run.fail(path, "Must match one of the allowed forms") }
        if matched > 1 { run.fail(path, "Must match exactly one of the allowed forms") }
    }

    static func checkNot(_ value: JSONNode, _ instance: JSONNode, at path: String, _ run: inout SchemaEvaluation) {
        if run.isValid(instance, value, at: path) { run.fail(path, "Must not match the excluded form") }
    }

    /// `if` with the `then` and `else` next to it.
    static func checkIf(_ value: JSONNode, of schema: JSONNode, _ instance: JSONNode, at path: String, _ run: inout SchemaEvaluation) {
        let branch = run.isValid(instance, value, at: path) ? schema["then"] : schema["else"]
        if let branch { run.evaluate(instance, branch, at: path) }
    }
}
