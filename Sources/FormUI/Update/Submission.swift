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
            for failure in InstanceCheck.failures(form: state.form, entries: state.outputEntries, rows: rows, rowsPassed: true) {
                errors[failure.tag] = failure.message
                if first == nil { first = failure.tag }
            }
        }
        state.setErrors(errors)
        guard let first else {
            state.lastRefusal = []
            return [.end(.submitted)]
        }
        state.lastRefusal = located(state, files: files)
        state.focus(on: first)
        return RowEditing.refuse(errors.count == 1 ? "1 row needs attention" : "\(errors.count) rows need attention", in: &state)
    }

    /// A submit with no screen (`formrun --submit`, plain mode): the same checks as `submit`, the
    /// file facts it asks for answered by `gather` (`FileFacts.gather` in the app); the failing
    /// rows in form order, each with its message as the screen shows it and the failure by path
    /// (`/repos/1/stars`), empty when the values may go out.
    package static func failures(_ state: inout FormState, gather: ([String]) -> FileFacts) -> [SubmitFailure] {
        var effects = submit(&state)
        if case .checkFiles(let paths, .submit)? = effects.first {
            effects = submit(&state, files: gather(paths))
        }
        guard effects != [.end(.submitted)] else { return [] }
        return state.lastRefusal
    }

    /// The failing rows of `state` after a refused submit, in form order, each with its message
    /// as the screen shows it and its failure by path: the row's own, else the first inside it.
    private static func located(_ state: FormState, files: FileFacts) -> [SubmitFailure] {
        var failures: [SubmitFailure] = []
        for (s, section) in state.outline.sections.enumerated() where !state.isSectionHidden(section) {
            for row in state.outline.rows[s] where !state.isHidden(row) {
                guard let message = state.errors[row.tag] else { continue }
                let top = RuleFailure.pointer(row.outputPath)
                // Not the row's own rules nor what it holds: the whole object's (a JSON Schema's
                // rules across properties), or `required`.
                let missing = state.isRequired(row) && row.type.unit.isMissing(state.value(of: row))
                var failure = RuleFailure(path: top, rule: missing ? .required(row.type.unit.required) : .acrossProperties,
                                          message: message, tag: row.tag)
                var nested = false
                if let own = ownFailure(visible: row, required: state.isRequired(row), in: state, files: files) {
                    failure = own.under(row.outputPath)
                } else if row.type.isSubForm, let inner = SubFormCheck.located(of: row, in: state, files: files) {
                    failure = inner.failure.under(row.outputPath)
                    nested = !inner.failure.path.isEmpty
                }
                failures.append(SubmitFailure(tag: row.tag, message: message, failure: failure, isNested: nested))
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
        if let failure = ownFailure(visible: row, required: required, in: state, files: files) { return failure.words }
        return nested && row.type.isSubForm ? SubFormCheck.failure(of: row, in: state, files: files) : nil
    }

    /// The checks of the row itself (required, its type's, its validators, then those attached in
    /// code: `FormHooks.validators`), not of a sub-form's rows.
    /// `ownFailure`'s message as the row shows it, or nil.
    /// `passedBelow`: what of a sub-form row's value passed the checks of the screen below it
    /// (those parts are left out of its schema and nesting checks).
    static func ownCheck(visible row: Row, required: Bool, in state: FormState, files: FileFacts,
                         passedBelow: PassedBelow = PassedBelow()) -> String? {
        ownFailure(visible: row, required: required, in: state, files: files, passedBelow: passedBelow)?.words
    }

    static func ownFailure(visible row: Row, required: Bool, in state: FormState, files: FileFacts,
                           passedBelow given: PassedBelow = PassedBelow()) -> RuleFailure? {
        let hooked = state.hooks.validators[state.hookPlace(of: row.tag)] ?? []
        var context = row.validators.isEmpty && hooked.isEmpty
            ? ValidationContext(form: state.form, value: { _ in .null }, today: state.today)
            : readingOtherRows(of: state)
        context.files = files
        context.reword = state.hooks.reword(at: state.hookPlace(of: row.tag))
        if !hooked.isEmpty {
            let answers = state.answerReader
            context.extraCheck = { value in hooked.lazy.compactMap { $0(value, answers) }.first }
        }
        let value = state.value(of: row)
        if !required, state.form.instance?.isAbsent(row, holding: value) == true { return nil }
        let passedBelow = row.type.isSubForm && !given.isEmpty ? given.matching(value) : PassedBelow()
        context.passedBelow = passedBelow
        if !passedBelow.whole, row.type.isSubForm || row.encoding == .tree || row.encoding.isJSONText,
           let tooDeep = state.nestingFailure(of: row, value: value, skipping: passedBelow.nesting) { return tooDeep }
        return RuleChecker.failure(of: row, value: value, required: required, context: context)
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

/// A row that does not pass a submit: its tag, its message as the screen shows it under the row
/// (`Item 2 › Stars: Must be a multiple of 5`), and the failure by path from the top of the
/// answers (`/repos/1/stars`, the rule, its own message), as headless and plain mode name it.
package struct SubmitFailure: Equatable, Sendable {
    package var tag: String
    package var message: String
    package var failure: RuleFailure

    /// Whether the failure is below the row's own value (inside a sub-form or a list item).
    package var isNested: Bool

    package init(tag: String, message: String, failure: RuleFailure, isNested: Bool) {
        self.tag = tag
        self.message = message
        self.failure = failure
        self.isNested = isNested
    }
}
