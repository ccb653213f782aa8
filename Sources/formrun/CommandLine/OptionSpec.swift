/// One command-line option, as data: the parser and the help text both read `OptionSpec.all`,
/// so an option cannot be accepted and left undocumented, or the reverse.
struct OptionSpec: Sendable {
    enum Name: Sendable {
        case values, output, format, prefix, get, compact, check, submit, plain, noColor, ascii, theme, resume, fresh, noDraft, watch
        case edit, schema, set, diff, document, schemaDir, keys, screen, size, completions, help, helpAll, version
    }

    let name: Name
    /// Every spelling, long first (`--help`, `-h`).
    let spellings: [String]
    /// The value's placeholder (`FILE`) when the option takes one.
    let valueName: String?
    let summary: String
    /// The value may only be attached (`--screen=json`) and may be left out (`--screen`).
    var valueIsOptional = false
    /// Listed by the short `--help` (the options people use); every option is in `--help-all`.
    var common = false
    /// The summary `--help` gives when `summary` does not fit its 80 columns.
    var brief: String? = nil

    var long: String { spellings[0] }

    static let all: [OptionSpec] = [
        OptionSpec(name: .values, spellings: ["--values"], valueName: "FILE",
                   summary: "prefill the form from a JSON object keyed by tag or key path", common: true,
                   brief: "prefill the form from a JSON object of answers"),
        OptionSpec(name: .output, spellings: ["--output"], valueName: "FILE",
                   summary: "write the values to FILE instead of stdout", common: true),
        OptionSpec(name: .format, spellings: ["--format"], valueName: "FORMAT",
                   summary: "print the values as json (default), lines, sh, env or nul", common: true),
        OptionSpec(name: .prefix, spellings: ["--prefix"], valueName: "PREFIX",
                   summary: "with --format sh or env: put PREFIX before every variable name"),
        OptionSpec(name: .get, spellings: ["--get"], valueName: "TAG",
                   summary: "print only the value of the row TAG (a tag, a key or a JSON Pointer)", common: true,
                   brief: "print only the value of one row (a tag or /pointer)"),
        OptionSpec(name: .compact, spellings: ["--compact"], valueName: nil,
                   summary: "print the JSON on one line"),
        OptionSpec(name: .check, spellings: ["--check"], valueName: nil,
                   summary: "only check the form file (and --values), then exit", common: true),
        OptionSpec(name: .submit, spellings: ["--submit"], valueName: nil,
                   summary: "no terminal: check the --values as a submit would and print the JSON", common: true,
                   brief: "no terminal: check --values as Ctrl-S would, print JSON"),
        OptionSpec(name: .plain, spellings: ["--plain"], valueName: nil,
                   summary: "ask one row at a time as lines of text (also when TERM is dumb or unset)", common: true,
                   brief: "ask one row at a time as lines of text (screen readers)"),
        OptionSpec(name: .noColor, spellings: ["--no-color"], valueName: nil,
                   summary: "draw without colour (also when NO_COLOR is set)", common: true),
        OptionSpec(name: .ascii, spellings: ["--ascii"], valueName: nil,
                   summary: "draw boxes with ASCII characters (+ - |)", common: true),
        OptionSpec(name: .theme, spellings: ["--theme"], valueName: "NAME",
                   summary: "draw with the theme NAME (default, high-contrast, mono) or a theme FILE.json", common: true,
                   brief: "default, high-contrast, mono or a theme FILE.json"),
        OptionSpec(name: .resume, spellings: ["--resume"], valueName: nil,
                   summary: "restore the answers of this form's draft without asking"),
        OptionSpec(name: .fresh, spellings: ["--fresh"], valueName: nil,
                   summary: "start empty and remove this form's draft without asking"),
        OptionSpec(name: .noDraft, spellings: ["--no-draft"], valueName: nil,
                   summary: "keep no draft of the answers (and do not ask about one)", common: true,
                   brief: "keep no draft of the answers, ask about none"),
        OptionSpec(name: .watch, spellings: ["--watch"], valueName: nil,
                   summary: "reload the form file whenever it changes on disk (for form authors)"),
        OptionSpec(name: .edit, spellings: ["--edit"], valueName: "FILE",
                   summary: "edit the JSON or YAML config FILE in place through its schema; only edited bytes change", common: true,
                   brief: "edit a JSON or YAML config in place through its schema"),
        OptionSpec(name: .schema, spellings: ["--schema"], valueName: "FILE",
                   summary: "with --edit: the schema to use instead of the file's $schema or the catalog"),
        OptionSpec(name: .set, spellings: ["--set"], valueName: "POINTER=VALUE",
                   summary: "with --edit: set the value at a JSON Pointer (VALUE as JSON, else a string); repeatable"),
        OptionSpec(name: .diff, spellings: ["--diff"], valueName: nil,
                   summary: "with --edit: print a unified diff of the file instead of writing it"),
        OptionSpec(name: .document, spellings: ["--document"], valueName: "N",
                   summary: "with --edit: the document of a multi-document YAML file to edit (0, the first, by default)"),
        OptionSpec(name: .schemaDir, spellings: ["--schema-dir"], valueName: "DIR",
                   summary: "look up schemas named by URL or file name ($ref, $schema, catalog.json) in DIR"),
        OptionSpec(name: .keys, spellings: ["--keys"], valueName: "KEYS",
                   summary: "no terminal: feed these keys (text:Ada,Down,Space) and print the screen"),
        OptionSpec(name: .screen, spellings: ["--screen"], valueName: "json",
                   summary: "with --keys: print the screen after the last key as text, or as JSON",
                   valueIsOptional: true),
        OptionSpec(name: .size, spellings: ["--size"], valueName: "COLSxROWS",
                   summary: "with --keys: the size of the screen (default 80x24)"),
        OptionSpec(name: .completions, spellings: ["--completions"], valueName: "SHELL",
                   summary: "print the completion script for bash, zsh or fish and exit"),
        OptionSpec(name: .help, spellings: ["--help", "-h"], valueName: nil,
                   summary: "show the options people use and exit", common: true),
        OptionSpec(name: .helpAll, spellings: ["--help-all"], valueName: nil,
                   summary: "show every option, key, exit status and environment variable, and exit", common: true,
                   brief: "show every option, key, exit status and variable"),
        OptionSpec(name: .version, spellings: ["--version", "-V"], valueName: nil,
                   summary: "show the version and exit", common: true),
    ]

    /// The option spelled `spelling`, if any.
    static func named(_ spelling: String) -> OptionSpec? {
        all.first { $0.spellings.contains(spelling) }
    }

    /// Every spelling of every option, for did-you-mean.
    static var allSpellings: [String] { all.flatMap(\.spellings) }
}
