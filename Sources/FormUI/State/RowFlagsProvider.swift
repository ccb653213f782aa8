import FormCore

/// Answers whether a row or section is hidden, disabled or required right now (form > section >
/// row), over the compiled conditions, re-evaluating only what depends on a changed value.
package struct RowFlagsProvider: Sendable {
    package private(set) var conditions: ConditionState
    private let sectionTags: Set<String>
    /// Some section's tag is also a row's (only a form built in code can have that): a question
    /// about such a tag is about the section.
    private let sectionTagsNameRows: Bool
    /// Every row of the form has a tag of its own, so the conditions number the rows as the form
    /// lists them (the n-th row is row number n): a pass in form order asks by number.
    package let numbersRowsInFormOrder: Bool

    /// The flags of `form`. A form whose conditions do not compile (the form-file reader refuses
    /// such files; forms built in code may have them) treats its conditions' expressions as
    /// false; its expression validators that compile still run.
    package init(form: Form, evaluator: ConditionEvaluator = ConditionEvaluator()) {
        let program = (try? ConditionProgram(form: form)) ?? ConditionProgram(constantsOf: RowFlagsProvider.constantsOnly(form))
        conditions = ConditionState(program: program, evaluator: evaluator)
        sectionTags = Set(program.sectionTags)
        sectionTagsNameRows = program.sectionTags.contains { program.sectionOfRow[$0] != nil }
        numbersRowsInFormOrder = program.rowTags.count == form.rowCount
    }

    package mutating func refresh(values: (String) -> Value) {
        conditions.evaluateAll(values: values)
    }

    /// Re-evaluates the conditions that read `tag`; returns the owners whose condition changed.
    @discardableResult
    package mutating func changed(_ tag: String, values: (String) -> Value) -> Set<String> {
        conditions.update(changedTag: tag, values: values)
    }

    /// Whether a condition reads the row tagged `tag`.
    package func isRead(_ tag: String) -> Bool { !(conditions.program.readers[tag]?.isEmpty ?? true) }

    package func isHidden(_ tag: String) -> Bool {
        sectionTags.contains(tag) ? conditions.isSectionHidden(tag) : conditions.isHidden(tag)
    }
    /// `isHidden` for the tag of a row, without asking whether it is a section's.
    package func isRowHidden(_ tag: String) -> Bool {
        sectionTagsNameRows ? isHidden(tag) : conditions.isHidden(tag)
    }

    /// Whether the row tagged `tag` is hidden and required, with one lookup of the tag.
    package func rowHiddenAndRequired(_ tag: String) -> (hidden: Bool, required: Bool) {
        let both = conditions.hiddenAndRequired(tag)
        return sectionTagsNameRows ? (isHidden(tag), both.required) : both
    }

    /// `rowHiddenAndRequired` of the row tagged `tag` that is row `number` of the form (in form
    /// order), with no lookup when `numbersRowsInFormOrder`.
    package func rowHiddenAndRequired(_ tag: String, number: Int) -> (hidden: Bool, required: Bool) {
        guard numbersRowsInFormOrder, !sectionTagsNameRows else { return rowHiddenAndRequired(tag) }
        return conditions.hiddenAndRequired(rowNumber: number)
    }

    package func isDisabled(_ tag: String) -> Bool { conditions.isDisabled(tag) }
    package func isRequired(_ tag: String) -> Bool { conditions.isRequired(tag) }

    /// Evaluates an `expression` validator's text over `values` (hidden rows read as null), as
    /// compiled with the form: nil (the validator is skipped) when it did not compile.
    package func test(expression: String, values: (String) -> Value) -> Bool? {
        guard let expr = conditions.program.validatorExpressions[expression] else { return nil }
        return conditions.evaluator.test(expr, values: { conditions.value(of: $0, values: values) })
    }

    private static func constantsOnly(_ form: Form) -> Form {
        func constant(_ c: Condition) -> Condition { c.constantValue.map(Condition.constant) ?? .never }
        var form = form
        form.disabled = constant(form.disabled)
        for s in form.sections.indices {
            form.sections[s].hidden = constant(form.sections[s].hidden)
            form.sections[s].disabled = constant(form.sections[s].disabled)
            form.sections[s].required = constant(form.sections[s].required)
            for r in form.sections[s].rows.indices {
                form.sections[s].rows[r].hidden = constant(form.sections[s].rows[r].hidden)
                form.sections[s].rows[r].disabled = constant(form.sections[s].rows[r].disabled)
                form.sections[s].rows[r].required = constant(form.sections[s].rows[r].required)
            }
        }
        return form
    }
}
