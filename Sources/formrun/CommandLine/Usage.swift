import FormCore
import FormUI

/// The texts formrun prints about itself: the version, the help, the hint after a usage error.
enum Usage {
    static let version = productVersion
    static let versionLine = "formrun \(version)"
    static let synopsis = "formrun [options] FORM.json"
    /// Printed to stderr after an `ArgumentError`.
    static let hint = "usage: \(synopsis)\nTry 'formrun --help' for more information."

    /// The keys, from the same key map that the form runs on and its F1 screen shows.
    /// Each group's heading, then its keys and their words (keys too long for the column on a
    /// line of their own).
    static var keys: [String] {
        let groups = KeyReference.groups()
        let width = min(24, groups.flatMap(\.1).map(\.keys.count).max() ?? 0)
        var lines: [String] = []
        for (heading, entries) in groups {
            lines.append("  " + heading + ":")
            for entry in entries {
                if entry.keys.count > width {
                    lines.append("    " + entry.keys)
                    lines.append("    " + pad("", width) + "  " + entry.help)
                } else {
                    lines.append("    " + pad(entry.keys, width) + "  " + entry.help)
                }
            }
        }
        return lines
    }

    /// The exit statuses (FORMAT.md §2).
    static let exitStatuses: [(String, String)] = [
        ("0", "submitted: the values are on stdout (or in --output)"),
        ("1", "cancelled by the user"),
        ("2", "bad usage, or an invalid form or values file (FILE:LINE:COLUMN: on stderr)"),
        ("3", "the answers do not pass the form's checks (--submit, piped --plain, or a --values"),
        ("", "answer its row cannot hold: every one said in one run);"),
        ("", "or a value --format (or --get) cannot write: nothing is written"),
        ("74", "the values could not be delivered; they are kept in a recovery file and the draft"),
        ("128+N", "ended by signal N (130: interrupted by Ctrl-C)"),
    ]

    /// The environment variables formrun reads.
    static let environment: [(String, String)] = [
        ("NO_COLOR", "when set and not empty, draw without colour (whatever the theme)"),
        ("FORMRUN_THEME=NAME", "the theme without --theme: default, high-contrast, mono or FILE.json"),
        ("FORMRUN_TRACE=PATH", "append one JSON line per handled event to PATH"),
        ("FORMRUN_PLAIN, ACCESSIBLE", "when set and not empty or 0, ask in plain mode (--plain)"),
        ("FORMRUN_SCHEMA_DIR", "the schema folder (--schema-dir) when the option is not given"),
        ("XDG_STATE_HOME", "drafts of the answers are kept in $XDG_STATE_HOME/formrun/drafts"),
        ("", "(default ~/.local/state/formrun/drafts) until submitted or cancelled"),
    ]

    /// The short `--help` (at most 40 lines of at most 80 columns): what formrun does, the
    /// options people use (`OptionSpec.common`), the keys that end a form, and where the rest is.
    static var help: String {
        var lines = [
            "\(versionLine) - fill in a form in the terminal, get the values as JSON",
            "",
            "Usage: \(synopsis)",
            "",
            "The form is drawn on the terminal; on submit the values are printed on stdout",
            "as one JSON object, so `values=$(formrun f.json)` works. FORM.json may be a",
            "JSON Schema; `-` reads the form from stdin. `formrun --edit CONFIG.json` edits",
            "a JSON config in place through its schema.",
            "",
            "Options:",
        ]
        lines += optionLines(OptionSpec.all.filter(\.common), brief: true)
        lines += [
            "",
            "Keys: Down/Tab next row, Ctrl-S submit, Esc cancel, F1 every key.",
            "Exit: 0 submitted, 1 cancelled, 2 bad usage or form, 3 answers refused.",
            "",
            "Every option, key, exit status and variable: formrun --help-all or man formrun.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The whole reference (`--help-all`, and the man page's OPTIONS, KEYS, EXIT STATUS and
    /// ENVIRONMENT say the same), ending in a newline.
    static var helpAll: String {
        var lines = [
            "\(versionLine) - fill in a form in the terminal, get the values as JSON",
            "",
            "Usage: \(synopsis)",
            "",
            "The form is drawn on the terminal (/dev/tty), never on stdout; on submit the",
            "values are printed on stdout as one JSON object, so `values=$(formrun f.json)` works;",
            "--format lines|sh|env|nul and --get TAG print them for shell scripts.",
            "FORM.json may be a JSON Schema; `-` reads the form from stdin (`gen | formrun - > out.json`).",
            "`formrun --edit CONFIG.json [--set /POINTER=VALUE ... --submit]` edits a JSON config in",
            "place through its schema, changing only the bytes of the edited values.",
            "",
            "Options:",
        ]
        lines += optionLines(OptionSpec.all)
        lines += ["", "Keys:"]
        lines += keys
        lines += ["", "Exit status:"]
        lines += table(exitStatuses)
        lines += ["", "Environment:"]
        lines += table(environment)
        return lines.joined(separator: "\n") + "\n"
    }

    /// One line an option: its spellings and value, then its summary, in aligned columns.
    private static func optionLines(_ specs: [OptionSpec], brief: Bool = false) -> [String] {
        let labels = specs.map(optionLabel)
        let width = labels.map(\.count).max() ?? 0
        return zip(labels, specs).map { label, spec in
            "  " + pad(label, width) + "  " + (brief ? spec.brief ?? spec.summary : spec.summary)
        }
    }

    private static func optionLabel(_ spec: OptionSpec) -> String {
        let names = spec.spellings.reversed().joined(separator: ", ")
        let padded = spec.spellings.count == 1 ? "    " + names : names
        guard let valueName = spec.valueName else { return padded }
        return padded + (spec.valueIsOptional ? "[=\(valueName)]" : " " + valueName)
    }

    private static func table(_ rows: [(String, String)]) -> [String] {
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { "  " + pad($0.0, width) + "  " + $0.1 }
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
