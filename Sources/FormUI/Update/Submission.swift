import FormCore

/// Validation on submit and when a row is left.
public enum Submission {
    /// Submits when every visible row is valid; otherwise shows every message and focuses the first failing row.
    public static func submit(_ state: inout FormState) {
        var errors: [String: String] = [:]
        var first: String?
        for section in VisibleForm.sections(of: state) {
            for visible in section.rows {
                if let message = check(visible.row, in: state, includeRequired: true) {
                    errors[visible.tag] = message
                    if first == nil { first = visible.tag }
                }
            }
        }
        state.errors = errors
        if let first {
            state.focus = first
            state.refused = true
            state.status = errors.count == 1 ? "1 row needs attention" : "\(errors.count) rows need attention"
        } else {
            state.outcome = .submitted
        }
    }

    /// The message of the first check `row` fails, or nil.
    static func check(_ row: Row, in state: FormState, includeRequired: Bool) -> String? {
        guard row.type.carriesValue, !state.isHidden(row) else { return nil }
        let visibleValue: (String) -> Value = { tag in
            guard let other = state.row(tag), !state.isHidden(other) else { return .null }
            return state.value(of: tag)
        }
        let context = ValidationContext(form: state.form, value: visibleValue, evaluate: { expression in
            state.flags.test(expression: expression, values: { state.value(of: $0) })
        }, today: state.today)
        return Validation.check(row: row, value: state.value(of: row.tag),
                                required: includeRequired && state.isRequired(row), context: context)
    }
}
