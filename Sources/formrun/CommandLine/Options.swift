import FormCore
import FormSchema

/// What the user asked for on the command line, for a run of a form.
struct Options: Equatable, Sendable {
    /// The form file (FORM.json).
    var formPath: String
    /// `--values FILE`: initial values, an object keyed by tag or key path.
    var valuesPath: String? = nil
    /// `--output FILE`: where the JSON goes instead of stdout.
    var outputPath: String? = nil
    /// `--compact`: the JSON on one line.
    var compact = false
    /// `--format FORMAT`, when given (JSON otherwise).
    var format: OutputFormat? = nil
    /// `--prefix PREFIX` for `--format sh|env`.
    var prefix: String? = nil
    /// `--get TAG`: print only this row's value.
    var get: String? = nil
    /// How the values go out: made from `compact`, `format`, `prefix` and `get` once the form is
    /// read (`OutputChoice`), since `--get` names one of its rows.
    var request = OutputRequest()
    /// `--check`: validate the form (and values) file, draw nothing.
    var check = false
    /// `--submit`: no terminal; the values (the form's own and `--values`) are checked as a submit
    /// checks them and printed.
    var submit = false
    /// `--plain`, or `TERM` dumb or unset: one prompt per row, no full screen.
    var plain = false
    /// False with `--no-color`, or when the environment has a non-empty `NO_COLOR`.
    var color = true
    /// `--ascii`: box lines drawn with `+ - |`.
    var ascii = false
    /// `--theme NAME|FILE`, else `FORMRUN_THEME`: read when the form is drawn (`Formrun.theme`).
    var theme: ThemeChoice? = nil
    /// `--resume` or `--fresh` (the last one given): the answer to the draft question, in advance.
    var draftAnswer: DraftAnswer? = nil
    /// False with `--no-draft`: the answers are not journaled.
    var keepsDraft = true
    /// `--watch`: the form file is read again whenever it changes on disk.
    var watch = false
    /// `--keys KEYS`: the keys to feed the form on the in-memory terminal (scripted screens).
    var keys: String? = nil
    /// `--screen` or `--screen=json`: print the screen after the keys instead of the values.
    var screen: ScreenFormat? = nil
    /// `--size COLSxROWS` for `--keys`.
    var size: ScreenSize? = nil
    /// `--schema-dir DIR`: where a schema's `$ref`s to other schemas (by URL, or by a file name
    /// not found beside it) are looked up.
    var schemaDirectory: String? = nil

    /// `--edit FILE`: the config file edited in place through its schema (which `formPath` then
    /// names, once found).
    var editPath: String? = nil
    /// `--schema FILE`: the schema of `--edit`'s file, instead of its `$schema` or the catalog.
    var schemaPath: String? = nil
    /// `--set POINTER=VALUE`, in order: values set in `--edit`'s file before the form starts.
    var sets: [String] = []
    /// `--diff`: with `--edit`, print a unified diff of the file instead of writing it.
    var diff = false
    /// `--document N`: with `--edit`, which document of a multi-document YAML file is edited.
    var documentIndex: Int? = nil
    /// With `--edit`: the file as read and as the form starts (filled when it is read).
    var edit: EditTarget? = nil

    /// `-` names stdin: the form is read from it (the UI stays on /dev/tty).
    var formFromStdin: Bool { formPath == "-" }

    /// The form as messages name it: its path, or `<stdin>`.
    var formName: String { formFromStdin ? FormLoader.standardInputName : formPath }
}

/// How `--screen` prints the screen.
enum ScreenFormat: String, Equatable, Sendable {
    case text, json
}

/// A screen size given as `COLSxROWS` (`80x24`).
struct ScreenSize: Equatable, Sendable {
    var cols: Int
    var rows: Int

    /// `80x24` → 80 columns, 24 rows; nil unless both are whole numbers from 1 to 1000.
    init?(_ text: String) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let cols = Int(parts[0]), let rows = Int(parts[1]),
              (1...1000).contains(cols), (1...1000).contains(rows) else { return nil }
        self.cols = cols
        self.rows = rows
    }
}

/// A shell whose completion script `--completions` prints.
enum CompletionShell: String, CaseIterable, Equatable, Sendable {
    case bash, zsh, fish
}

/// What to do with a form's draft found at start.
enum DraftAnswer: Equatable, Sendable {
    /// Restore its values.
    case resume
    /// Start from the form's own values and remove the draft.
    case fresh
    /// Start from the form's own values and keep the draft for a later run (Esc at the question).
    case later
}

/// What one command line asks formrun to do.
enum Invocation: Equatable, Sendable {
    case run(Options)
    /// `--help`: the options people use.
    case help
    /// `--help-all`: every option, key, exit status and environment variable.
    case helpAll
    case version
    case completions(CompletionShell)
}
