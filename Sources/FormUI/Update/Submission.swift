import FormCore

/// Validation on submit and when a row is left.
package enum Submission {
    /// Submits when every visible row is valid; otherwise shows every message, focuses the first
    /// failing row and refuses. When a `file` row's check needs to know what its path names and
    /// `files` does not say, it asks for the facts first (`checkFiles`) and submits when they come.
    package static func submit(_ state: inout FormState, files: FileFacts = FileFacts()) -> [Effect] {
        let unknown = FileChecks.unknownPaths(in: state, files: files)
        if !unknown.isEmpty { return [.checkFiles(unknown, then: .submit)] }
        var errors: [String: String] = [:]
        var first: String?
        let outline = state.outline
        var position = 0
        for s in outline.sections.indices {
            defer { position += outline.rows[s].count }
            if state.isSectionHidden(outline.sections[s]) { continue }
            for (r, row) in outline.rows[s].enumerated() {
                let flags = state.hiddenAndRequired(row, position: position + r)
                if flags.hidden { continue }
                let pending = RowKinds.kind(for: row.type).commitInput(of: row, in: &state)
                let message = pending ?? (row.type.carriesValue
                    ? check(visible: row, required: flags.required, in: state, files: files) : nil)
                if let message {
                    errors[row.tag] = message
                    if first == nil { first = row.tag }
                }
            }
        }
        if first == nil, state.form.instance?.schema != nil {
            let rows = state.outline.sections.indices.flatMap { s in
                state.isSectionHidden(state.outline.sections[s]) ? [] : state.outline.rows[s].filter { $0.type.carriesValue && !state.isHidden($0) }
            }
            for failure in InstanceCheck.failures(form: state.form, entries: state.outputEntries, rows: rows) {
                errors[failure.tag] = failure.message
                if first == nil { first = failure.tag }
            }
        }
        state.setErrors(errors)
        guard let first else { return [.end(.submitted)] }
        state.focus(on: first)
        return RowEditing.refuse(errors.count == 1 ? "1 row needs attention" : "\(errors.count) rows need attention", in: &state)
    }

    /// A submit with no screen (`formrun --submit`, plain mode): the same checks as `submit`, the
    /// file facts it asks for answered by `gather` (`FileFacts.gather` in the app); the failing
    /// rows in form order with their messages, empty when the values may go out.
    package static func failures(_ state: inout FormState,
                                gather: ([String]) -> FileFacts) -> [(tag: String, message: String)] {
        var effects = submit(&state)
        if case .checkFiles(let paths, .submit)? = effects.first { effects = submit(&state, files: gather(paths)) }
        guard effects != [.end(.submitted)] else { return [] }
        var failures: [(tag: String, message: String)] = []
        for (s, section) in state.outline.sections.enumerated() where !state.isSectionHidden(section) {
            for row in state.outline.rows[s] where !state.isHidden(row) {
                if let message = state.errors[row.tag] { failures.append((row.tag, message)) }
            }
        }
        return failures
    }

    /// The message of the first check `row` fails, or nil; `files` says what the paths of `file`
    /// rows name (a path it does not know is not judged). Without `includeRequired` (a row left
    /// that shows no message) neither `required` nor what a sub-form row holds is checked: both
    /// wait for the submit, and a row's sub-form is not built again at every move of the focus.
    static func check(_ row: Row, in state: FormState, includeRequired: Bool, files: FileFacts = FileFacts()) -> String? {
        guard row.type.carriesValue, !state.isHidden(row) else { return nil }
        return check(visible: row, required: includeRequired && state.isRequired(row), nested: includeRequired,
                     in: state, files: files)
    }

    /// `check` of a value-bearing row known to be visible, `required` or not: its own checks,
    /// then (`nested`) for a `form` or `list` row the checks of what it holds (`SubFormCheck`).
    private static func check(visible row: Row, required: Bool, nested: Bool = true, in state: FormState,
                              files: FileFacts) -> String? {
        if let message = ownCheck(visible: row, required: required, in: state, files: files) { return message }
        return nested && row.type.isSubForm ? SubFormCheck.failure(of: row, in: state, files: files) : nil
    }

    /// The checks of the row itself (required, its type's, its validators, then those attached in
    /// code: `FormHooks.validators`), not of a sub-form's rows.
    static func ownCheck(visible row: Row, required: Bool, in state: FormState, files: FileFacts) -> String? {
        let hooked = state.hooks.validators[row.tag] ?? []
        var context = row.validators.isEmpty && hooked.isEmpty
            ? ValidationContext(form: state.form, value: { _ in .null }, today: state.today)
            : readingOtherRows(of: state)
        context.files = files
        if !hooked.isEmpty {
            let answers = state.answerReader
            context.extraCheck = { value in hooked.lazy.compactMap { $0(value, answers) }.first }
        }
        let value = state.value(of: row)
        if !required, state.form.instance?.isAbsent(row, holding: value) == true { return nil }
        return Validation.check(row: row, value: value, required: required, context: context)
    }

    /// A context whose validators may read the other visible rows and evaluate expressions: built
    /// only for a row with validators, as its closures hold a copy of the whole state.
    private static func readingOtherRows(of state: FormState) -> ValidationContext {
        let visibleValue: (String) -> Value = { tag in
            guard let other = state.row(tag), !state.isHidden(other) else { return .null }
            return state.value(of: tag)
        }
        return ValidationContext(form: state.form, value: visibleValue, evaluate: { expression in
            state.flags.test(expression: expression, values: { state.value(of: $0) })
        }, today: state.today)
    }
}
