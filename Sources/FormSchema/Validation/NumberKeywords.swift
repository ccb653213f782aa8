import FormJSON

/// The numeric keywords.
enum NumberKeywords {
    /// `minimum`, `maximum`, `exclusiveMinimum`, `exclusiveMaximum` (a number, or draft-04's
    /// boolean next to `minimum`/`maximum`) and `multipleOf`.
    static func checkNumber(_ keyword: SchemaKeyword, _ limit: JSONNode, of schema: JSONNode, _ instance: JSONNode, at path: String,
                     _ run: inout SchemaEvaluation) {
        guard case .number(let raw, let value) = limit.kind, let order = SchemaNumbers.compare(instance, limit) else { return }
        let shown = raw.isEmpty ? "\(value)" : raw
        switch keyword {
        case .minimum:
            if schema["exclusiveMinimum"]?.boolValue == true {
                if order <= 0 { run.fail(path, "Must be greater than " + shown) }
            } else if order < 0 {
                run.fail(path, "Must be at least " + shown)
            }
        case .maximum:
            if schema["exclusiveMaximum"]?.boolValue == true {
                if order >= 0 { run.fail(path, "Must be less than " + shown) }
            } else if order > 0 {
                run.fail(path, "Must be at most " + shown)
            }
        case .exclusiveMinimum:
            if order <= 0 { run.fail(path, "Must be greater than " + shown) }
        case .exclusiveMaximum:
            if order >= 0 { run.fail(path, "Must be less than " + shown) }
        case .multipleOf:
            guard value > 0, !SchemaNumbers.isMultiple(instance, of: limit) else { return }
            run.fail(path, "Must be a multiple of " + shown)
        default:
            break
        }
    }
}
