import FormJSON

/// `allOf`, `anyOf`, `oneOf`, `not` and `if`: sub-schemas applied to the same value.
enum ApplicatorKeywords {
    static func checkAllOf(_ value: JSONNode, _ instance: JSONNode, at path: String, _ run: inout SchemaEvaluation) {
        for branch in value.elements ?? [] { run.evaluate(instance, branch, at: path) }
    }

    static func checkAnyOf(_ value: JSONNode, _ instance: JSONNode, at path: String, _ run: inout SchemaEvaluation) {
        guard let branches = value.elements, !branches.isEmpty else { return }
        var found: [ArraySlice<SchemaEvaluation.Finding>] = []
        for branch in branches {
            let failures = run.trialFailures(instance, branch, at: path)
            if failures.isEmpty { return }
            found.append(failures)
        }
        failNoBranch(branches, found, instance, at: path, &run)
    }

    static func checkOneOf(_ value: JSONNode, _ instance: JSONNode, at path: String, _ run: inout SchemaEvaluation) {
        guard let branches = value.elements, !branches.isEmpty else { return }
        var matched = 0
        var found: [ArraySlice<SchemaEvaluation.Finding>] = []
        for branch in branches where matched < 2 {
            let failures = run.trialFailures(instance, branch, at: path)
            if failures.isEmpty { matched += 1 }
            found.append(failures)
        }
        if matched == 0 { failNoBranch(branches, found, instance, at: path, &run) }
        if matched > 1 { run.fail(path, "Must match exactly one of the allowed forms") }
    }

    /// No branch matched (`found`: each one's failures): told by the closest branch
    /// (`ClosestBranch`); inside a trial, where only failing counts, in a word.
    private static func failNoBranch(_ branches: [JSONNode], _ found: [ArraySlice<SchemaEvaluation.Finding>],
                                     _ instance: JSONNode, at path: String, _ run: inout SchemaEvaluation) {
        guard !run.isTrial else { return run.fail(path, "Must match one of the allowed forms") }
        let closest = ClosestBranch(branches: found, path: path)
        if let summary = closest.summary { return run.fail(path, summary) }
        // The closest branch again, outside a trial: its nested branches are told the same way.
        let mark = run.failures.count
        run.evaluate(instance, branches[closest.closest], at: path)
        if run.failures.count == mark { run.fail(path, "Must match one of the allowed forms") }
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
