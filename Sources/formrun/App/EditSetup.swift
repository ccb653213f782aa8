import FormCore
import FormEdit
import FormJSON
import FormSchema
import FormUI

/// `formrun --edit FILE`: reads the config, finds its schema (`SchemaChoice`), makes the `--set`s
/// in its text, and reads the schema as a form prefilled with the result, as `--values` would.
/// Every problem is said on stderr and gives exit 2; a `--set` that breaks the schema gives exit 3
/// with every failure of the set file named by its JSON Pointer (nothing is written).
enum EditSetup {
    struct Loaded {
        var form: Form
        var warnings: [FormWarning]
        var prefill: [String: Value]
        var target: EditTarget
    }

    /// The file read and its form, or the exit status of a run stopped (its problem said).
    enum Outcome {
        case loaded(Loaded)
        case stopped(Int32)
    }

    static func load(_ options: Options) -> Outcome {
        let file = options.formPath
        do {
            let original = try FileBytes.contents(of: file)
            let format = SourceFormat(path: file)
            let index = options.documentIndex ?? 0
            var document = try format.document(bytes: original, file: file, index: index)
            let folder = options.schemaDirectory.map(SchemaDirectory.init)
            let schema: SchemaChoice
            do throws(SchemaChoice.Failure) {
                schema = try SchemaChoice.find(file: file, root: document.root, option: options.schemaPath, directory: folder,
                                               modeline: (document as? YAMLSourceDocument)?.modelineSchema)
            } catch {
                Formrun.printError("formrun: \(error)")
                return .stopped(ExitCode.invalid)
            }
            for text in options.sets {
                guard let assignment = PointerAssignment(text), let change = assignment.change(in: document.root) else {
                    Formrun.printError("formrun: --set \(VisibleText.quoted(text, limit: VisibleText.pathLimit)): \(VisibleText.escaped(file)) has no object or list to hold it")
                    return .stopped(ExitCode.invalid)
                }
                document = try format.document(bytes: document.applying([change]), file: file, index: index)
            }
            // The form reads the values as `--values` reads its file: a JSON file's own text (its
            // errors at the file's lines), another format's value written as JSON.
            var text = document.bytes
            if format != .json {
                var json = ""
                OutputWriter.write(document.root, indent: 0, compact: false, into: &json)
                text = Array(json.utf8)
            }
            let values = try JSONReader.document(checking: text, file: file, syntax: .jsonc).root
            let loaded: FormLoader.Loaded
            var form: Form
            let prefill: [String: Value]
            do {
                loaded = try FormLoader.read(path: schema.path, values: JSONNode(values), schemaDirectory: folder, editing: true)
                // Rows named by the keys of the file (`KeyLabels`).
                form = KeyLabels.applied(to: loaded.form)
                UndeclaredMembers.show(in: &form, tree: Value(json: values))
                prefill = try GivenValues.apply(values, file: file, to: &form)
            } catch where !options.sets.isEmpty {
                refuse(JSONNode(values), schema: schema.path, error: error)
                return .stopped(ExitCode.answersInvalid)
            }
            let start = FormState(form: form, prefill: prefill)
            let target = EditTarget(path: file, schema: schema, original: original, edited: document.bytes,
                                    start: OutputWriter.tree(start.outputEntries).jsonNode())
            return .loaded(Loaded(form: form, warnings: loaded.warnings, prefill: prefill, target: target))
        } catch {
            Formrun.printError(error is SourcePatchError ? "formrun: \(VisibleText.escaped(file)): \(error)" : "\(error)")
            return .stopped(ExitCode.invalid)
        }
    }

    /// The `--set`s made values the schema's form does not take: every failure of the schema's
    /// validator, by path (or the reader's one complaint when the validator finds none); exit 3.
    private static func refuse(_ values: JSONNode, schema path: String, error: any Error) {
        var failures: [SchemaFailure] = []
        if let bytes = try? FileBytes.contents(of: path),
           let root = try? JSONReader.document(checking: bytes, file: path, syntax: .jsonc).root {
            failures = SchemaValidator(root: JSONNode(root)).failures(of: values)
        }
        if failures.isEmpty { Formrun.printError("\(error)") }
        for failure in failures {
            Formrun.printError(RefusalLine.text(speaker: "formrun", place: failure.path.isEmpty ? "/" : failure.path, reason: failure.message))
        }
    }
}
