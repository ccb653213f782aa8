import FormJSON

/// Reads formrun's own form files into the model, refusing anything wrong with every error (a
/// `FormFileErrors`, in file order). The entry points that take a path, text or standard input (`read(path:)`,
/// `parse(text:file:)`, `readStandardInput()`) are FormSchema's (`FormLoader+Files.swift`): a
/// form file may also be a JSON Schema, which FormSchema reads; this module does not know it.
package enum FormLoader {
    /// A form as read, with what `--check` warns about (JSON Schema keywords it cannot honour).
    package struct Loaded: Sendable {
        package var form: Form
        package var warnings: [FormWarning]

        package init(form: Form, warnings: [FormWarning]) {
            self.form = form
            self.warnings = warnings
        }
    }

    /// What errors and messages call a form read from standard input.
    package static let standardInputName = FileBytes.standardInputName

    /// Reads and checks a parsed form file of formrun's format; `schemaValidators` makes the
    /// validators of its `schema` validators. Throws `FormFileErrors`: every error, in file order.
    package static func read(formDocument document: JSONDocument, file: String,
                            schemaValidators: @escaping SchemaValidators) throws -> Loaded {
        let log = FormFileErrorLog()
        var read = try model(of: document, file: file, log: log, schemaValidators: schemaValidators)
        read.form.conditionParses = checkConditions(of: read.form, claims: read.claims, file: file, log: log,
                                                    readCleanly: log.count == 0)
        if log.count > 0 { throw FormFileErrors(log.inFileOrder) }
        return Loaded(form: read.form, warnings: [])
    }

    /// Turns a parsed form file into the model, with the tags and output keys it claims (the
    /// document can go before conditions compile); throws `FormFileErrors` when it has errors.
    static func model(of document: JSONDocument, file: String,
                      schemaValidators: @escaping SchemaValidators) throws -> (form: Form, claims: NameClaims) {
        let log = FormFileErrorLog()
        let read = try model(of: document, file: file, log: log, schemaValidators: schemaValidators)
        if log.count > 0 { throw FormFileErrors(log.inFileOrder) }
        return read
    }

    /// The model of a parsed form file, its errors recorded in `log`; throws only when the file
    /// is not a form at all (the top level is no object).
    private static func model(of document: JSONDocument, file: String, log: FormFileErrorLog,
                              schemaValidators: @escaping SchemaValidators) throws -> (form: Form, claims: NameClaims) {
        var reader = SpecReader(file: file, root: document.root, log: log, schemaValidators: schemaValidators)
        let form = try reader.form(document.root)
        return (form, reader.claims)
    }

    /// Checks the conditions of a form just read, recording every error in `log`: quickly when
    /// the form `readCleanly` and its conditions are sound, else by compiling them all. Returns
    /// the texts' parses, which the form keeps so that they are not parsed again.
    static func checkConditions(of form: Form, claims: NameClaims, file: String, log: FormFileErrorLog,
                                readCleanly: Bool) -> ConditionParses {
        if readCleanly, let parses = QuickConditionCheck.soundParses(form, claims: claims) { return parses }
        let (program, errors) = ConditionProgram.compiled(form)
        for error in errors { log.record(formFileError(error, file: file)) }
        return program.parses
    }

    /// Compiles every condition so that syntax errors, unknown tags and visibility cycles are
    /// reported with their place in the file before any UI; throws `FormFileErrors` (all of them).
    @discardableResult
    package static func checkConditions(of form: Form, file: String) throws -> ConditionProgram {
        let (program, errors) = ConditionProgram.compiled(form)
        if !errors.isEmpty { throw FormFileErrors(errors.map { formFileError($0, file: file) }) }
        return program
    }

    /// A condition error as a form-file error.
    private static func formFileError(_ error: LocatedConditionError, file: String) -> FormFileError {
        let subject: FormFileError.Subject
        switch error.owner {
        case .form: subject = .form
        case .section: subject = .section
        case .row: subject = .row
        }
        return FormFileError(file: file, location: error.location, subject: subject,
                             tag: subject == .form ? nil : error.ownerTag, kind: .condition(error.message))
    }
}

/// The keys of the form object.
enum FormKey: String, CaseIterable {
    case title, requiredMark, autoPlaceholder, sortByTag, disabled, disabledMessage, style, sections

    /// The keys' names, to match a member's key without decoding it.
    static let names = KeyNames(allCases)
}
