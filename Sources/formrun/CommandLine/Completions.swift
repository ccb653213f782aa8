import FormCore

/// The shell completion scripts `formrun --completions bash|zsh|fish` prints.
///
/// Every script is generated from `OptionSpec.all`, as swift-argument-parser generates its
/// scripts from a command's declaration: an option added there is completed by every shell
/// without touching this file. What an option's value completes to is decided by
/// `Completions.value(of:)`; an option it does not know completes a file when its value is a
/// `FILE`, a folder when it is a `DIR`, and nothing otherwise.
enum Completions {
    /// The script for `shell`, ending in a newline.
    static func script(for shell: CompletionShell) -> String {
        switch shell {
        case .bash: bash()
        case .zsh: zsh()
        case .fish: fish()
        }
    }

    /// What the value of an option completes to.
    enum Value: Equatable {
        /// The option takes no value.
        case none
        /// `*.json` files (and folders, to get to them).
        case jsonFiles
        /// Any file.
        case anyFile
        /// Folders.
        case folders
        /// One of these words.
        case words([String])
        /// A value with nothing to offer (`--keys`, `--size`).
        case free
    }

    /// What `spec`'s value completes to.
    static func value(of spec: OptionSpec) -> Value {
        guard let valueName = spec.valueName else { return .none }
        switch spec.name {
        case .values: return .jsonFiles
        case .output: return .anyFile
        case .schemaDir: return .folders
        case .completions: return .words(CompletionShell.allCases.map(\.rawValue))
        case .screen: return .words([ScreenFormat.json.rawValue])
        case .format: return .words(OutputFormat.allCases.map(\.rawValue))
        case .theme: return .words(ThemeName.allCases.map(\.rawValue))
        default: return valueName == "FILE" ? .anyFile : valueName == "DIR" ? .folders : .free
        }
    }

    /// The FORM argument, as zsh names it while completing it.
    static let formName = "FORM.json"
    /// The extension of the files offered for FORM and `--values`.
    static let formExtension = "json"

    /// `text` in single quotes for bash and zsh.
    static func shellQuoted(_ text: String) -> String {
        "'" + text.replacing("'", with: "'\\''") + "'"
    }

    /// `text` with the characters `_arguments` reads in a description or message escaped.
    static func zshEscaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if "\\[]:".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    /// `text` in single quotes for fish (where `\` and `'` are escaped with a backslash).
    static func fishQuoted(_ text: String) -> String {
        "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
    }
}
