import FormCore
import FormJSON

/// Reading a form file, which is formrun's own format or a JSON Schema: the one place that tells
/// them apart. A schema is read by `SchemaFormReader`; a formrun form by FormCore's reader, given
/// `SchemaValidator` for its `schema` validators.
extension FormLoader {
    /// Reads and checks the form file at `path` (named in errors exactly as given). Every entry
    /// point throws `FormFileErrors`: all the errors of the file, in file order.
    package static func load(path: String) throws -> Form {
        try read(path: path).form
    }

    /// Reads and checks the form file at `path`, with its warnings. `values` is the `--values`
    /// instance, which picks the branch of a schema's `oneOf`/`anyOf` of objects;
    /// `schemaDirectory` is where a schema's `$ref`s to other schemas are looked up (`--schema-dir`).
    /// `editing`: the form of `--edit`, whose maps of scalars are keyed lists (`SchemaDocument.scalarMapsAsLists`).
    package static func read(path: String, values: JSONNode? = nil, schemaDirectory: SchemaDirectory? = nil,
                             editing: Bool = false) throws -> Loaded {
        try collected {
            try loaded(JSONReader.document(checking: FileBytes.contents(of: path), file: path, syntax: .jsonc), file: path, values: values,
                       schemaDirectory: schemaDirectory, editing: editing)
        }
    }

    /// Reads and checks the form piped on standard input (`formrun -`), named `<stdin>` in errors.
    package static func readStandardInput(values: JSONNode? = nil, schemaDirectory: SchemaDirectory? = nil) throws -> Loaded {
        let name = standardInputName
        return try collected {
            try loaded(JSONReader.document(checking: FileBytes.standardInput(), file: name, syntax: .jsonc), file: name, values: values,
                       schemaDirectory: schemaDirectory)
        }
    }

    /// Reads and checks form-file text; `file` names it in errors.
    package static func parse(text: String, file: String) throws -> Form {
        try read(text: text, file: file).form
    }

    /// Reads and checks form-file text, with its warnings.
    package static func read(text: String, file: String, values: JSONNode? = nil) throws -> Loaded {
        try collected { try loaded(JSONReader.document(bytes: Array(text.utf8), file: file, syntax: .jsonc), file: file, values: values) }
    }

    /// Runs `read` so that every form-file error comes out as `FormFileErrors` (a syntax error, a
    /// file that cannot be read or a JSON Schema's error is a list of one).
    private static func collected<T>(_ read: () throws -> T) throws -> T {
        do {
            return try read()
        } catch let error as FormFileError {
            throw FormFileErrors([error])
        }
    }

    /// The form a parsed file holds: a JSON Schema's, or a formrun form's.
    static func loaded(_ document: JSONDocument, file: String, values: JSONNode? = nil,
                       schemaDirectory: SchemaDirectory? = nil, editing: Bool = false) throws -> Loaded {
        guard SchemaFormReader.isSchema(document.root) else {
            return try read(formDocument: document, file: file, schemaValidators: { SchemaValidator(root: $0) })
        }
        var reader = SchemaFormReader(file: file, root: JSONNode(document.root), values: values, schemaDirectory: schemaDirectory,
                                      editing: editing)
        var form = try reader.form()
        form.conditionParses = try checkConditions(of: form, file: file).parses
        return Loaded(form: form, warnings: reader.warnings)
    }
}
