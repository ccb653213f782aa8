import FormJSON

/// Every condition of a form, parsed and checked once: syntax, tags, visibility cycles.
/// `ConditionState` evaluates it; expression validators are evaluated from `validatorExpressions`.
/// Texts already parsed when the form was read (`Form.conditionParses`) are not parsed again.
package struct ConditionProgram: Sendable {
    /// One parsed expression condition.
    package struct Compiled: Sendable {
        package var key: ConditionKey
        package var expr: ConditionExpr
        /// The tags the expression reads.
        package var tags: Set<String>
        /// Where the expression's text starts in the form file.
        package var location: SourceLocation
    }

    /// The constants of the form and of sections.
    private(set) var ownerConstants: [ConditionKey: Bool] = [:]
    /// The constants of rows, by row index (the position in `rowTags`).
    private(set) var rowConstants: [ConstantFlags] = []
    /// Each row's section, by row index: the position of its section's tag in `sectionTags`.
    private(set) var rowSection: [Int] = []
    /// Each section tag's position in `sectionTags` (its first).
    private(set) var sectionIndex: [String: Int] = [:]
    /// Each row tag's position in `rowTags`.
    private(set) var rowIndex: [String: Int] = [:]
    /// Conditions given as expressions.
    package private(set) var expressions: [ConditionKey: Compiled] = [:]
    /// Row tags in form order.
    package private(set) var rowTags: [String] = []
    /// Section tags in form order.
    package private(set) var sectionTags: [String] = []
    /// Each row tag's section tag, read from `rowIndex` and `rowSection` (no table of its own).
    package var sectionOfRow: SectionOfRow { SectionOfRow(program: self) }
    /// For each tag, the expression conditions that read it.
    package private(set) var readers: [String: [ConditionKey]] = [:]
    /// The `hidden` expression conditions, each after every one it depends on.
    package private(set) var hiddenOrder: [ConditionKey] = []
    /// The parsed `expression` validators, by text (rows sharing a text share its parse); a text
    /// that does not compile is missing.
    package private(set) var validatorExpressions: [String: ConditionExpr] = [:]
    /// Every text parsed for this program (the form's own parses included).
    package private(set) var parses = ConditionParses()
    /// The expressions by number, for `ConditionState`'s propagation.
    private(set) var table = ConditionTable()

    /// Compiles `form`'s conditions; throws the first error in form order (cycles last).
    package init(form: Form) throws(LocatedConditionError) {
        var errors: [LocatedConditionError] = []
        self.init(form: form, errors: &errors)
        if let first = errors.first { throw first }
    }

    /// The program of a form whose conditions are all constants (`true`/`false`), which cannot fail
    /// to compile: what a form built in code with unsound expressions falls back to.
    package init(constantsOf form: Form) {
        var errors: [LocatedConditionError] = []
        self.init(form: form, errors: &errors)
    }

    /// The program of `form` with every error in its conditions, in form order (cycles last); a
    /// condition in error counts as false in the program.
    package static func compiled(_ form: Form) -> (ConditionProgram, [LocatedConditionError]) {
        var errors: [LocatedConditionError] = []
        let program = ConditionProgram(form: form, errors: &errors)
        return (program, errors)
    }

    /// Every error in `form`'s conditions, in form order (cycles last); empty when it is sound.
    package static func diagnose(_ form: Form) -> [LocatedConditionError] {
        var errors: [LocatedConditionError] = []
        _ = ConditionProgram(form: form, errors: &errors)
        return errors
    }

    private init(form: Form, errors: inout [LocatedConditionError]) {
        parses = form.conditionParses
        // The expressions in form order: `table` numbers them so.
        var expressionOrder: [ConditionKey] = []
        var rowCount = 0
        for section in form.sections { rowCount += section.rows.count }
        rowTags.reserveCapacity(rowCount)
        rowIndex.reserveCapacity(rowCount)
        // Each row of the form in form order: the index of its tag in `rowTags`.
        var flatRowIndex: [Int] = []
        flatRowIndex.reserveCapacity(rowCount)
        for section in form.sections {
            let sectionNumber = sectionIndex[section.tag, default: sectionTags.count]
            if sectionNumber == sectionTags.count { sectionIndex[section.tag] = sectionNumber }
            sectionTags.append(section.tag)
            for row in section.rows {
                let index = rowIndex[row.tag, default: rowTags.count]
                flatRowIndex.append(index)
                guard index == rowTags.count else { continue }
                rowIndex[row.tag] = index
                rowTags.append(row.tag)
                rowSection.append(sectionNumber)
            }
        }
        rowConstants = Array(repeating: ConstantFlags(), count: rowTags.count)
        var rowHasHiddenExpression = [Bool](repeating: false, count: rowTags.count)
        let knownRows = rowIndex, sectionSet = Set(sectionTags)

        func referenceError(_ tag: String, context: String) -> String? {
            if knownRows[tag] != nil { return nil }
            if sectionSet.contains(tag) { return "'$\(tag)' is a section, not a row" }
            let hint = Suggestion.closest(to: tag, in: rowTags).map { " (did you mean '$\($0)'?)" } ?? ""
            return "unknown tag '$\(tag)' in \(context)\(hint)"
        }

        /// Parses `text` and checks its tags; nil (with errors recorded) when it is unusable.
        func check(_ text: String, owner: ConditionOwner, context: String,
                   at location: SourceLocation, pointAtOffset: Bool) -> ConditionExpr? {
            let expr: ConditionExpr
            do {
                expr = try parses.parse(text)
            } catch {
                let error = error.suggesting(tags: rowTags, in: text)
                let hint = error.hint.map { " (\($0))" } ?? ""
                let message: String
                if case .tooDeep = error.kind {
                    message = "\(context) \(error.summary)"
                } else {
                    message = "\(error.summary) in \(context)\(hint)"
                }
                errors.append(LocatedConditionError(
                    location: pointAtOffset ? location.advanced(by: error.offset) : location,
                    owner: owner, message: message))
                return nil
            }
            var valid = true
            for reference in expr.references {
                guard let message = referenceError(reference.tag, context: context) else { continue }
                valid = false
                errors.append(LocatedConditionError(
                    location: pointAtOffset ? location.advanced(by: reference.offset) : location,
                    owner: owner, message: message))
            }
            return valid ? expr : nil
        }

        /// Records a condition; `row` is the row's index in `rowTags` when the owner is a row.
        func add(_ condition: Condition, _ owner: ConditionOwner, _ kind: ConditionKind, row: Int? = nil) {
            func setConstant(_ value: Bool) {
                if let row { rowConstants[row].set(value, kind) } else { ownerConstants[ConditionKey(owner, kind)] = value }
            }
            if case .constant(let value) = condition {
                setConstant(value)
                return
            }
            let key = ConditionKey(owner, kind)
            switch condition {
            case .constant:
                break
            case .expression(let text, let location):
                guard let expr = check(text, owner: owner, context: "condition", at: location, pointAtOffset: true) else {
                    setConstant(false)
                    return
                }
                if let row, kind == .hidden { rowHasHiddenExpression[row] = true }
                let compiled = Compiled(key: key, expr: expr, tags: expr.tags, location: location)
                if expressions.updateValue(compiled, forKey: key) == nil { expressionOrder.append(key) }
                for tag in compiled.tags.sorted() { readers[tag, default: []].append(key) }
            }
        }

        add(form.disabled, .form, .disabled)
        var flat = 0
        for section in form.sections {
            add(section.hidden, .section(section.tag), .hidden)
            add(section.disabled, .section(section.tag), .disabled)
            add(section.required, .section(section.tag), .required)
            for row in section.rows {
                let owner = ConditionOwner.row(row.tag)
                let index = flatRowIndex[flat]
                flat += 1
                add(row.hidden, owner, .hidden, row: index)
                add(row.disabled, owner, .disabled, row: index)
                if row.keepsEnabled { rowConstants[index].keepsEnabled = true }
                add(row.required, owner, .required, row: index)
                for validator in row.validators {
                    guard case .expression(let text) = validator.kind else { continue }
                    if let expr = check(text, owner: owner, context: "validator expression",
                                        at: validator.location, pointAtOffset: false) {
                        validatorExpressions[text] = expr
                    }
                }
            }
        }

        let graph = visibilityGraph(form, flatRowIndex: flatRowIndex, rowHasHiddenExpression: rowHasHiddenExpression)
        if let cycle = graph.findCycle() {
            let path = cycle.path.map(graph.owner)
            let start = path[0]
            let names = (path + [start]).map(\.tag).joined(separator: " → ")
            let location = expressions[ConditionKey(start, .hidden)]?.location ?? .unknown
            errors.append(LocatedConditionError(
                location: location.advanced(by: cycle.offset), owner: start,
                message: "condition cycle: \(names)"))
        } else {
            hiddenOrder = graph.dependencyOrder()
                .filter { graph.hasHiddenExpression[$0] }
                .map { ConditionKey(graph.owner($0), .hidden) }
        }
        table = ConditionTable(program: self, order: expressionOrder, rowSection: rowSection)
    }
}
