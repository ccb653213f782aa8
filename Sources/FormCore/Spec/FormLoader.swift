import FormJSON

/// Reads formrun's own form files into the model, refusing anything wrong with the first error
/// in file order. The entry points that take a path, text or standard input (`read(path:)`,
/// `parse(text:file:)`, `readStandardInput()`) are FormSchema's (`FormLoader+Files.swift`): a
/// form file may also be a JSON Schema, which FormSchema reads; this module does not know it.
public enum FormLoader {
    /// A form as read, with what `--check` warns about (JSON Schema keywords it cannot honour).
    public struct Loaded: Sendable {
        public var form: Form
        public var warnings: [FormWarning]

        public init(form: Form, warnings: [FormWarning]) {
            self.form = form
            self.warnings = warnings
        }
    }

    /// What errors and messages call a form read from standard input.
    public static let standardInputName = FileBytes.standardInputName

    /// Reads and checks a parsed form file of formrun's format; `schemaValidators` makes the
    /// validators of its `schema` validators.
    public static func read(formDocument document: JSONDocument, file: String,
                            schemaValidators: @escaping SchemaValidators) throws -> Loaded {
        var read = try model(of: document, file: file, schemaValidators: schemaValidators)
        read.form.conditionParses = try checkConditions(of: read.form, claims: read.claims, file: file)
        return Loaded(form: read.form, warnings: [])
    }

    /// Turns a parsed form file into the model, with the tags and output keys it claims (the
    /// document can go before conditions compile).
    static func model(of document: JSONDocument, file: String,
                      schemaValidators: @escaping SchemaValidators) throws -> (form: Form, claims: NameClaims) {
        var reader = SpecReader(file: file, root: document.root, schemaValidators: schemaValidators)
        let form = try reader.form(document.root)
        return (form, reader.claims)
    }

    /// Checks the conditions of a form just read: quickly when they are sound, else through
    /// `checkConditions(of:file:)`, which reports the first error. Returns the texts' parses,
    /// which the form keeps so that they are not parsed again.
    static func checkConditions(of form: Form, claims: NameClaims, file: String) throws -> ConditionParses {
        if let parses = QuickConditionCheck.soundParses(form, claims: claims) { return parses }
        return try checkConditions(of: form, file: file).parses
    }

    /// Compiles every condition so that syntax errors, unknown tags and visibility cycles are
    /// reported with their place in the file before any UI.
    @discardableResult
    public static func checkConditions(of form: Form, file: String) throws -> ConditionProgram {
        do {
            return try ConditionProgram(form: form)
        } catch {
            let subject: FormFileError.Subject
            switch error.owner {
            case .form: subject = .form
            case .section: subject = .section
            case .row: subject = .row
            }
            throw FormFileError(file: file, location: error.location, subject: subject,
                                tag: subject == .form ? nil : error.ownerTag, kind: .condition(error.message))
        }
    }
}

/// The keys of the form object.
enum FormKey: String, CaseIterable {
    case title, requiredMark, autoPlaceholder, sortByTag, disabled, disabledMessage, style, sections

    /// The keys' names, to match a member's key without decoding it.
    static let names = KeyNames(allCases)
}
