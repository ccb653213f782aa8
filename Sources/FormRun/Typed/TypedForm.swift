import FormJSON

/// A form bound to a `Codable` value: its rows are `Field`s naming the value's properties by key
/// path, the value given is where the form starts, and a run or a submit gives back a value of the
/// same type, checked by the rows' rules and the form's own (`validate`).
///
/// ```swift
/// let form = TypedForm(Deploy(), "Deploy") {
///     Section("Service") {
///         Field(\.service, "Service").required()
///         Field(\.replicas, "Replicas", in: 1...20)
///     }
/// }
/// .validate { d in d.env == .prod && d.replicas < 2 ? [Problem(\.replicas, "prod needs 2 replicas")] : [] }
/// let deploy: Deploy = try form.run()
/// ```
///
/// It is a `Form` underneath: each field a row tagged by its property's coding key, so what is
/// said of `Form` (checks, keys, plain mode, drafts) holds. Every error thrown is a `FormRunError`.
public struct TypedForm<Value: Codable> {
    let start: Value
    let title: String?
    let sections: [Section<Value>]
    var rules: [@Sendable (Value) -> [Problem<Value>]] = []
    var appName: String?
    var words: Messages?
    var look = Look()

    /// A form starting from `value`, titled `title` (none when nil), with its sections of fields.
    public init(_ value: Value, _ title: String? = nil, @TypedSectionBuilder<Value> sections: () -> [Section<Value>]) {
        start = value
        self.title = title
        self.sections = sections()
    }

    /// Adds a rule over the whole value, run wherever the rows' own rules are (leaving a row,
    /// submitting, `submit(_:)`) once those pass: the problems it returns, none when the value passes.
    public func validate(_ rule: @escaping @Sendable (Value) -> [Problem<Value>]) -> TypedForm {
        var form = self
        form.rules.append(rule)
        return form
    }

    /// Speaks as the tool `name`: the lines of a thrown `.invalid` start `name:` instead of the
    /// form's title, and `run()` keeps a draft (as `Form.run(draftName:)`) under
    /// `$XDG_STATE_HOME/name/drafts` (`~/.local/state/name/drafts`) instead of formrun's folder.
    public func app(_ name: String) -> TypedForm {
        var form = self
        form.appName = name
        return form
    }

    /// Says the built-in checks' messages in `messages`' words where it gives some (as
    /// `Form.messages(_:)`; a field's `required(message:)` comes first).
    public func messages(_ messages: Messages) -> TypedForm {
        var form = self
        form.words = messages
        return form
    }

    /// Draws the form with `theme` (`.highContrast`, `.mono`, one of your own), as `Form.theme(_:)`:
    /// it wins over `FORMRUN_THEME`, which a person's run reads otherwise.
    public func theme(_ theme: Theme) -> TypedForm {
        var form = self
        form.look.theme = theme
        return form
    }

    /// Draws box lines and marks with ASCII characters only, as `Form.ascii(_:)`.
    public func ascii(_ on: Bool = true) -> TypedForm {
        var form = self
        form.look.ascii = on
        return form
    }

    /// What the tool says for an error a run or a submit threw, speaking as its `.app` name
    /// (formrun without one): `deploy-wizard: cancelled`, `deploy-wizard: /replicas: …`; a task's
    /// cancellation is `cancelled` too.
    public func message(for error: any Error) -> String {
        let app = appName ?? "formrun"
        switch error {
        case let error as FormRunError: return error.message(as: app)
        case is CancellationError: return FormRunError.cancelled.message(as: app)
        default: return "\(app): \(error)"
        }
    }

    /// The fields of the form's top level, in order.
    var fields: [Field<Value>] { sections.flatMap { $0.fields.compactMap { $0 as? Field<Value> } } }

    /// What messages call the form.
    var name: String { appName ?? title.map { "Form(\(JSON.string($0)))" } ?? "Form()" }

    /// The form as a tag-based `Form`: its rows starting from the value given (when `startValues`),
    /// carrying the rules at the rows they name (when `ruleHooks`).
    func form(startValues: Bool = true, ruleHooks: Bool = true) -> Form {
        let given = startValues ? (try? JSONEncoding.json(start)) : nil
        let untyped = sections.map { section in
            let typed = section.fields.compactMap { $0 as? Field<Value> }
            return section.untyped(rows: typed.map { field in
                var row = field.row
                if let value = given?[row.core.tag], value != .null { row = row.value(field.shape.formValue(value)) }
                let rules = ruleHooks ? self.rules + self.fields.flatMap(\.rules) : []
                if !rules.isEmpty {
                    row = row.validate(RuleHooks.placed(at: row.core.tag, rules: rules, fields: self.fields.map(\.shape),
                                                        base: (try? JSONEncoding.json(start)) ?? .object([])))
                }
                return row
            })
        }
        var form = Form(members: title.map { [("title", .string($0))] } ?? [], sections: untyped, name: name)
        if let appName { form.draftApp = appName }
        form.words = words
        form.look = look
        return form
    }

    /// The value of the answers (an object by tag) over `base`, whose members no field asks are kept.
    static func decode(_ answers: JSON, over base: JSON, fields: [AnswerShape]) throws -> Value {
        try RuleHooks.decode(Value.self, answers, over: base, fields: fields)
    }

    /// The problems the form cannot get past before it is run: a field whose property was not found.
    private func checked() throws -> Form {
        if let problem = fields.compactMap(\.problem).first {
            throw FormRunError.formFile(FileProblems(problems: [FileProblem(file: name, line: 0, column: 0, tag: nil, message: problem,
                                                                             description: "\(name): \(problem)")],
                                                      description: "\(name): \(problem)"))
        }
        return form()
    }

    /// The value of submitted answers, checked by the form's rules.
    private func value(of answers: Answers, over base: JSON? = nil) throws -> Value {
        let value: Value
        do {
            value = try Self.decode(answers.value, over: base ?? (try? JSONEncoding.json(start)) ?? .object([]), fields: fields.map(\.shape))
        } catch {
            throw FormRunError.invalid([RowFailure(tag: "", title: "", message: "\(error)", path: "", reason: "\(error)", form: name)])
        }
        let failures = (rules + fields.flatMap(\.rules)).flatMap { $0(value) }.map { problem in
            let path = problem.locate(value) ?? []
            let title = self.fields.first { $0.row.core.tag == path.first }?.row.core.title ?? ""
            let pointer = JSONPointer.pointer(path)
            return RowFailure(tag: path.first ?? "", title: title, message: problem.message, path: pointer, reason: problem.message, form: name)
        }
        guard failures.isEmpty else { throw FormRunError.invalid(failures) }
        return value
    }

    /// Runs the form for a person (as `Form.run(plain:)` does: full screen, or one question a line)
    /// and returns the value submitted. Throws `FormRunError`.
    public func run(plain: Bool? = nil) throws -> Value {
        try value(of: checked().run(plain: plain, draftName: appName))
    }

    /// Runs the form on an in-memory screen fed `keys` (as `Form.run(keys:size:)`), returning the
    /// value submitted. Throws `FormRunError`.
    public func run(keys: String, size: TerminalSize = .standard) throws -> Value {
        try value(of: checked().run(keys: keys, size: size))
    }

    /// `run(plain:)` on a Swift concurrency task (as `Form.run(plain:draftName:) async`): a
    /// cancellation of the task gives the terminal back and throws `CancellationError`.
    public func run(plain: Bool? = nil) async throws -> Value {
        let form = try checked()
        let draftName = appName
        let answers = try await StopFlag.whileTaskRuns { stop in try form.run(plain: plain, draftName: draftName, stop: stop) }
        return try value(of: answers)
    }

    /// A scripted run on a task, as `Form.runOnTask(keys:size:waitsForKeys:)` (tests of cancellation).
    func runOnTask(keys: String, size: TerminalSize = .standard, waitsForKeys: Bool = false) async throws -> Value {
        let form = try checked()
        return try value(of: await form.runOnTask(keys: keys, size: size, waitsForKeys: waitsForKeys))
    }

    /// The screen after `keys`, as `Form.screen(keys:size:)`.
    public func screen(keys: String, size: TerminalSize = .standard) throws -> String {
        try checked().screen(keys: keys, size: size)
    }

    /// Checks `value` with no terminal, as a submit does: the rows' rules (nested ones included)
    /// and the form's; returns the value as the form gives it back. Throws `FormRunError.invalid`
    /// with each problem at its JSON Pointer.
    public func submit(_ value: Value) throws -> Value {
        _ = try checked()
        var values: [String: JSON] = [:]
        let given = try JSONEncoding.json(value)
        if case .object(let members) = given {
            for member in members {
                if let field = fields.first(where: { $0.row.core.tag == member.key }) { values[member.key] = field.shape.formValue(member.value) }
            }
        }
        return try self.value(of: form(startValues: false, ruleHooks: false).submit(values: values), over: given)
    }

    /// The form file `formrun` would run for this form (without its Swift rules).
    public var formFileText: String { form().formFileText }
}

extension TypedForm: Sendable where Value: Sendable {}
