import FormApp
import FormCore
import FormEdit

/// Turns formrun's command line into an `Invocation` (FORMAT.md §2).
///
/// Accepts `--opt VALUE` and `--opt=VALUE`, `-h` and `-V`, and `--` to end the options.
/// Arguments are read in order: `--help` or `--version` answers at once (so `formrun --help`
/// needs no form file), and the first wrong argument is the error reported.
enum ArgumentParser {
    /// Parses `args` (without the program name). `environment` supplies `NO_COLOR` and `TERM`;
    /// it is only called for a run (not for `--help`, `--version` or an error).
    static func parse(_ args: [String], environment readEnvironment: () -> [String: String]) throws(ArgumentError) -> Invocation {
        var options = Options(formPath: "")
        var formPath: String?
        var index = 0
        var optionsEnded = false

        func addFormPath(_ path: String) throws(ArgumentError) {
            if let first = formPath { throw .extraFormFile(first: first, extra: path) }
            formPath = path
        }

        while index < args.count {
            let argument = args[index]
            index += 1
            if optionsEnded || !isOption(argument) {
                try addFormPath(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let (spelling, attached) = split(argument)
            guard let spec = OptionSpec.named(spelling) else { throw .unknown(spelling) }

            var value: String?
            if spec.valueIsOptional {
                value = attached
            } else if let valueName = spec.valueName {
                if let attached {
                    value = attached
                } else if index < args.count, !isOption(args[index]) {
                    value = args[index]
                    index += 1
                }
                guard let value, !value.isEmpty else {
                    throw .missingValue(option: spec.long, valueName: valueName)
                }
            } else if attached != nil {
                throw .unexpectedValue(option: spec.long)
            }

            switch spec.name {
            case .help: return .help
            case .helpAll: return .helpAll
            case .version: return .version
            case .values: options.valuesPath = value
            case .output: options.outputPath = value
            case .compact: options.compact = true
            case .format:
                guard let format = OutputFormat(rawValue: value ?? "") else {
                    throw .badValue(option: spec.long, value: value ?? "",
                                    expected: "json, lines, sh, env or nul")
                }
                options.format = format
            case .prefix:
                guard let prefix = value, OutputFormat.isShellName(prefix) else {
                    throw .badValue(option: spec.long, value: value ?? "",
                                    expected: "the start of a shell name (letters, digits and _, not starting with a digit)")
                }
                options.prefix = prefix
            case .get: options.get = value
            case .check: options.check = true
            case .submit: options.submit = true
            case .plain: options.plain = true
            case .noColor: options.color = false
            case .ascii: options.ascii = true
            case .theme:
                guard let theme = ThemeChoice(value ?? "") else {
                    throw .badValue(option: spec.long, value: value ?? "", expected: ThemeChoice.expected)
                }
                options.theme = theme
            case .resume: options.draftAnswer = .resume
            case .fresh: options.draftAnswer = .fresh
            case .noDraft: options.keepsDraft = false
            case .watch: options.watch = true
            case .schemaDir: options.schemaDirectory = value
            case .edit: options.editPath = value
            case .schema: options.schemaPath = value
            case .set:
                guard let value, PointerAssignment(value) != nil else {
                    throw .badValue(option: spec.long, value: value ?? "", expected: "POINTER=VALUE, such as /name=web or /port=8080")
                }
                options.sets.append(value)
            case .diff: options.diff = true
            case .document:
                guard let value, let index = Int(value), index >= 0, String(index) == value else {
                    throw .badValue(option: spec.long, value: value ?? "", expected: "a document number counted from 0")
                }
                options.documentIndex = index
            case .keys: options.keys = value
            case .screen:
                guard let format = ScreenFormat(rawValue: value ?? "text") else {
                    throw .badValue(option: spec.long, value: value ?? "", expected: "text or json")
                }
                options.screen = format
            case .size:
                guard let size = ScreenSize(value ?? "") else {
                    throw .badValue(option: spec.long, value: value ?? "", expected: "COLSxROWS, such as 80x24")
                }
                options.size = size
            case .completions:
                guard let shell = CompletionShell(rawValue: value ?? "") else {
                    throw .badValue(option: spec.long, value: value ?? "", expected: "bash, zsh or fish")
                }
                return .completions(shell)
            }
        }

        try checkConflicts(options)
        if let edit = options.editPath {
            // The schema may be given as the form file too: `formrun --edit config.json schema.json`.
            if let formPath {
                if let schema = options.schemaPath { throw .extraFormFile(first: schema, extra: formPath) }
                options.schemaPath = formPath
            }
            options.formPath = edit
            options.keepsDraft = false
        } else {
            guard let formPath else { throw .missingFormFile }
            options.formPath = formPath
        }
        let environment = readEnvironment()
        if options.schemaDirectory == nil, let folder = environment["FORMRUN_SCHEMA_DIR"], !folder.isEmpty {
            options.schemaDirectory = folder
        }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { options.color = false }
        if options.theme == nil, let name = environment["FORMRUN_THEME"], !name.isEmpty {
            guard let theme = ThemeChoice(name) else {
                throw .badValue(option: "FORMRUN_THEME", value: name, expected: ThemeChoice.expected)
            }
            options.theme = theme
        }
        if (environment["TERM"] ?? "").isEmpty || environment["TERM"] == "dumb" || PlainModeChoice.isAskedFor(by: environment) {
            options.plain = true
        }
        return .run(options)
    }

    /// Options that cannot go together: `--compact` is for JSON, `--get` prints one value in no
    /// format, `--prefix` names shell variables, and `--keys` prints a screen, not values.
    private static func checkConflicts(_ options: Options) throws(ArgumentError) {
        let format = options.format.map { "--format " + $0.rawValue }
        if let get = options.get {
            if let format { throw .conflicting("--get", format, why: "--get prints the one value as it is") }
            if options.compact { throw .conflicting("--compact", "--get \(get)", why: "--compact is for JSON") }
        }
        if options.compact, let format, options.format != .json {
            throw .conflicting("--compact", format, why: "--compact is for JSON")
        }
        if options.prefix != nil, options.format?.usesShellNames != true {
            throw .conflicting("--prefix", format ?? "--format json",
                               why: "--prefix names the variables of --format sh or env")
        }
        if options.editPath == nil {
            let needEdit = [options.schemaPath.map { _ in "--schema" }, options.sets.isEmpty ? nil : "--set",
                            options.diff ? "--diff" : nil, options.documentIndex == nil ? nil : "--document"].compactMap { $0 }
            if let first = needEdit.first { throw .conflicting(first, "no --edit", why: "\(first) is for the file --edit edits") }
        } else {
            let given = [options.valuesPath.map { _ in "--values" }, format, options.get.map { _ in "--get" },
                         options.compact ? "--compact" : nil, options.prefix.map { _ in "--prefix" },
                         options.watch ? "--watch" : nil].compactMap { $0 }
            if let first = given.first { throw .conflicting(first, "--edit", why: "--edit writes the file itself back") }
            if options.diff, let output = options.outputPath {
                throw .conflicting("--diff", "--output \(output)", why: "--diff prints the change instead of writing it")
            }
        }
        if options.keys != nil || options.screen != nil {
            let given = [format, options.get.map { _ in "--get" }, options.prefix.map { _ in "--prefix" }].compactMap { $0 }
            if let first = given.first {
                throw .conflicting(first, options.keys != nil ? "--keys" : "--screen", why: "--keys prints the screen, not the values")
            }
        }
    }

    /// An argument that looks like an option: starts with `-` and is not `-` alone
    /// (which is left to mean a file named `-`).
    private static func isOption(_ argument: String) -> Bool {
        argument.hasPrefix("-") && argument != "-"
    }

    /// `--output=x` → (`--output`, `x`); anything else → (argument, nil). Short options take no `=`.
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
