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
        guard case .code(_, let sections) = source else { return FormHooks() }
        return FormHooks(collecting: sections.flatMap(\.rows))
    }

    /// A state of the form to run, its hooks set.
    func startState(values: [String: FormCore.Value] = [:]) throws(FormRunError) -> FormState {
        var state = FormState(form: try model(), prefill: values)
        state.hooks = hooks
        return state
    }
}

extension Form {
    /// A form in code from its form object's keys other than `sections`, and its sections, named `name` in messages.
    init(members: [(key: String, value: JSON)], sections: [Section<Untyped>], name: String) {
        source = .code(members: members, sections: sections)
        self.name = name
    }
}
