import FormJSON
import FormCore

extension SchemaValidator {
    func checkAllOf(_ value: JSONNode, _ instance: JSONNode, at path: String, _ run: inout Run) {
        for branch in value.elements ?? [] { evaluate(instance, branch, at: path, &run) }
    }

    func checkAnyOf(_ value: JSONNode, _ instance: JSONNode, at path: String, _ run: inout Run) {
        guard let branches = value.elements, !branches.isEmpty else { return }
        for branch in branches {
            if isValid(instance, branch, at: path, &run) { return }
        }
        run.fail(path, "Must match one of the allowed forms")
    }

    func checkOneOf(_ value: JSONNode, _ instance: JSONNode, at path: String, _ run: inout Run) {
        guard let branches = value.elements, !branches.isEmpty else { return }
        var matched = 0
        for branch in branches where matched < 2 {
            if isValid(instance, branch, at: path, &run) { matched += 1 }
        }
        if matched == 0 { run.fail(path, "Must match one of the allowed forms") }
        if matched > 1 { run.fail(path, "Must match exactly one of the allowed forms") }
    }

    func checkNot(_ value: JSONNode, _ instance: JSONNode, at path: String, _ run: inout Run) {
        if isValid(instance, value, at: path, &run) { run.fail(path, "Must not match the excluded form") }
    }

    /// `if` with the `then` and `else` next to it.
    func checkIf(_ value: JSONNode, of schema: JSONNode, _ instance: JSONNode, at path: String, _ run: inout Run) {
        let branch = isValid(instance, value, at: path, &run) ? schema["then"] : schema["else"]
        if let branch { evaluate(instance, branch, at: path, &run) }
    }
}
