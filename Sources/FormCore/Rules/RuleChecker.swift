/// The one checker of answers: a row's rules (`RowTypeUnit.rules(of:)`, with `required` first
/// when the row is required now and the checks attached in code last) judged on its value, the
/// first broken one the result. The faces (the full screen, plain mode, `formrun --submit`, the
/// library) reach it through `Submission` in FormUI, which walks the tree of answers by path,
/// into sub-forms and list items (`SubFormCheck`).
///
/// Choices where the contract is silent:
/// - Required: `null`, `""`, a whitespace-only string and `[]` are empty; a required `switch` or
///   `check` row must be on (a required checkbox is an "I agree" box), a required `rating` must
///   have a star (the type's unit says which: `RowTypeUnit.required`).
/// - An empty optional value is judged by no rule but the `equals` and `expression`
///   validators: an empty "Repeat password" must still match, and an expression may be about
///   emptiness (`$age >= 18 || !empty($guardian)`).
/// - In a JSON Schema's form an optional `list` with no items is empty too (`[]` is left out of
///   the output); a form file's writes `[]`, and its `minItems` is checked.
/// - Checks attached in code (`ValidationContext.extraCheck`) run last, on a non-empty value only.
/// - Hidden rows are not judged: the caller does not ask for them.
package enum RuleChecker {
    /// The rules `row` is judged by now: `required` (when it is), its declared rules, then code.
    package static func rules(of row: Row, required: Bool, hasCode: Bool) -> [Rule] {
        var rules = row.type.unit.rules(of: row)
        if required { rules.insert(.required(row.type.unit.required), at: 0) }
        if hasCode { rules.append(.code) }
        return rules
    }

    /// The first rule `value` of `row` breaks, as a failure at the row's own place (`path` "").
    package static func failure(of row: Row, value: Value, required: Bool, context: ValidationContext) -> RuleFailure? {
        // An optional list with no items is left out, as an empty tokens row is: its counts and
        // schema are not checked (a JSON Schema's `minItems` holds only when the array is there).
        // A sub-form's tree is there once it is an object or an array, even an empty one: a form
        // file's list with no items is written `[]` and its `minItems` holds.
        let empty = (row.type.isSubForm ? value.isNull : value.isEmpty)
            || (!required && context.emptyListsAreAbsent && row.type.holdsItems && SubFormRule.items(value).isEmpty)
        for rule in rules(of: row, required: required, hasCode: context.extraCheck != nil) {
            if empty, !rule.judgesEmpty, !isRequired(rule) { continue }
            if let message = rule.failure(of: value, row: row, context: context) {
                var failure = RuleFailure(path: "", rule: rule, message: message, tag: row.tag)
                // A JSON Schema's failure inside the value (a JSON text row's) keeps its place.
                if case .validator(let spec) = rule, case .schema(let schema) = spec.kind, spec.message == nil,
                   let inner = SchemaCheck.first(of: value, encoding: row.encoding, against: schema,
                                                 checkedBelow: context.passedBelow.schemas), !inner.path.isEmpty {
                    failure.path = inner.path
                    failure.message = inner.message
                }
                return failure
            }
        }
        return nil
    }

    /// The first of the rules of `row`'s type (not its validators) that `value` breaks: what
    /// an editor refuses as it is typed (a stepper's bounds and step).
    package static func typeFailure(of row: Row, value: Value) -> String? {
        let context = ValidationContext(value: { _ in .null })
        return row.type.unit.typeRules(row).lazy.compactMap { $0.failure(of: value, row: row, context: context) }.first
    }

    /// The first of the bounds `row` declares for itself (`min`/`max`, `step`, date bounds, item
    /// counts, stars) that its own `value` in the form file breaks: a form that contradicts
    /// itself, refused by `--check`. Formats and validators wait for the answers' checks.
    package static func boundsFailure(ofOwnValue row: Row) -> String? {
        let context = ValidationContext(value: { _ in .null })
        for rule in row.type.unit.typeRules(row) {
            switch rule {
            case .range, .step, .dateRange, .itemCount, .stars, .duration, .durationStep:
                if let message = rule.failure(of: row.value, row: row, context: context) { return message }
            case .required, .wholeNumber, .number, .maxLength, .format, .options, .uniqueKeys, .itemPattern, .file, .customKind, .nestedJSON,
                 .validator, .code, .fitsSubForm, .acrossProperties:
                continue
            }
        }
        return nil
    }

    private static func isRequired(_ rule: Rule) -> Bool {
        if case .required = rule { return true }
        return false
    }
}
