import FormCore
import FormSchema
import FormUI

/// A form: built in code with sections and rows, or read from a form file or a JSON Schema.
/// Either way it is the model the command line runs (one model, two front ends): a form in code
/// is written as a form file and read by the same reader, so it has the same checks (duplicate
/// tags, conditions naming unknown tags, bad regular expressions…), reported when it is first
/// run or checked (`check()`), with the tag of the row at fault.
public struct Form: Sendable {
    enum Source: Sendable {
        /// Built in code: the form object's keys other than `sections`, and the sections.
        case code(members: [(key: String, value: JSON)], sections: [Section<Untyped>])
        /// Read from a file or text.
        case read(FormCore.Form)
    }

    var source: Source
    /// What messages call the form: the path or name given, or `Form("title")` for one in code.
    let name: String
    /// The folder of the state home its drafts go in: `formrun`, or a `TypedForm`'s `.app` name.
    var draftApp = "formrun"
    /// The form's words for the built-in checks (`messages(_:)`).
    var words: Messages?
    /// How the form looks (`theme(_:)`, `ascii(_:)`).
    var look = Look()

    /// A form built in code: a title (none when nil) and its sections.
    ///
    /// ```swift
    /// let form = Form("Create your account") {
    ///     Section("Account") { Row.name("name", "Full name").required() }
    /// }
    /// ```
    public init(_ title: String? = nil, @SectionBuilder sections: () -> [Section<Untyped>]) {
        source = .code(members: title.map { [("title", .string($0))] } ?? [], sections: sections())
        name = title.map { "Form(\(JSON.string($0)))" } ?? "Form()"
    }

    /// The form file (or JSON Schema) at `path`, read and checked as `formrun FILE` does; a
    /// problem is thrown as `FormRunError.formFile`, printing as the command line's message.
    public init(contentsOf path: String) throws(FormRunError) {
        do {
            source = .read(try FormLoader.read(path: path).form)
        } catch {
            throw FormRunError(reading: error)
        }
        name = path
    }

    /// A form file (or JSON Schema) given as text; `name` stands for the file in messages.
    public init(json text: String, name: String = "<json>") throws(FormRunError) {
        do {
            source = .read(try FormLoader.read(text: text, file: name).form)
        } catch {
            throw FormRunError(reading: error)
        }
        self.name = name
    }

    /// A form already read, named `name` in messages (the executable's, with `--values` applied).
    package init(model: FormCore.Form, name: String) {
        source = .read(model)
        self.name = name
    }

    /// Reads the form as the model holds it, checking it: throws what is wrong with a form built
    /// in code (a form read from a file was checked when read).
    public func check() throws(FormRunError) {
        _ = try model()
    }

    /// The model, read from the form file text a form in code makes.
    func model() throws(FormRunError) -> FormCore.Form {
        switch source {
        case .read(let form): return form
        case .code:
            do {
                return try FormLoader.read(text: formFileText, file: name).form
            } catch {
                throw FormRunError(readingCode: error)
            }
        }
    }

    /// A form built in code as the text of a form file: what `formrun` would run for it (save it
    /// and `formrun FILE` asks the same form, without the code's closures). Empty for a form read
    /// from a file or text.
    public var formFileText: String {
        switch source {
        case .code(let members, let sections):
            return JSON.object(members + [("sections", .array(sections.map(\.json)))]).text(compact: false) + "\n"
        case .read:
            return ""
        }
    }

    /// The closures of the rows, by place, for the engine.
    var hooks: FormHooks {
        var hooks = FormHooks()
        if case .code(_, let sections) = source { hooks = FormHooks(collecting: sections.flatMap(\.rows)) }
        if let words { hooks.formWords = { words.words(for: $0) } }
        return hooks
    }

    /// A state of the form to run, its hooks set.
    func startState(values: [String: FormCore.Value] = [:]) throws(FormRunError) -> FormState {
        var state = FormState(form: try model(), prefill: values)
        state.hooks = hooks
        return state
    }
}

/// How a form is drawn: its theme, and box lines in ASCII.
struct Look: Sendable {
    /// The theme the program set (`theme(_:)`); nil: the one `FORMRUN_THEME` names, else formrun's own.
    var theme: Theme?
    var ascii = false

    /// The layout's options, colours as given, with the program's theme (formrun's own when it set
    /// none): a scripted run or screen does not depend on the environment.
    func options(colors: Bool) -> LayoutOptions {
        options(colors: colors, theme: (theme ?? .standard).spec)
    }

    func options(colors: Bool, theme: ThemeSpec) -> LayoutOptions {
        LayoutOptions(colors: colors, ascii: ascii, theme: theme)
    }

    /// The theme of a person's run: the program's when it set one (it wins), else the one
    /// `environment` (`FORMRUN_THEME`) names as `formrun` reads it — `default`, `high-contrast`,
    /// `mono` or a theme file — else formrun's own. A value that names no theme, or a theme file
    /// that cannot be read, is thrown as `formrun` says it. (`NO_COLOR` still takes colours away.)
    func theme(environment: String?) throws(FormRunError) -> ThemeSpec {
        if let theme { return theme.spec }
        guard let name = environment, !name.isEmpty else { return Theme.standard.spec }
        guard let choice = ThemeChoice(name) else {
            let message = "FORMRUN_THEME takes \(ThemeChoice.expected), not \(VisibleText.quoted(name))"
            throw .formFile(FileProblems(problems: [FileProblem(file: "FORMRUN_THEME", line: 0, column: 0, tag: nil, message: message,
                                                                description: message)], description: message))
        }
        do {
            return try choice.spec()
        } catch {
            throw FormRunError(reading: error)
        }
    }
}

extension Form {
    /// A form in code from its form object's keys other than `sections`, and its sections, named `name` in messages.
    init(members: [(key: String, value: JSON)], sections: [Section<Untyped>], name: String) {
        source = .code(members: members, sections: sections)
        self.name = name
    }
}
