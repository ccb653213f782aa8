import FormCore

/// A command line formrun cannot run, as data; `description` is the one place that words it.
enum ArgumentError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An option nobody knows, with the closest known spelling when one is near.
    case unknownOption(String, suggestion: String?)
    /// An option that needs a value came without one (`--output` at the end, or `--output=`).
    case missingValue(option: String, valueName: String)
    /// A flag given a value (`--compact=yes`).
    case unexpectedValue(option: String)
    /// No FORM.json on the command line.
    case missingFormFile
    /// More than one FORM.json.
    case extraFormFile(first: String, extra: String)
    /// An option's value that is none it takes (`--size big`).
    case badValue(option: String, value: String, expected: String)
    /// Two options that cannot be given together, and why (`--compact` with `--format sh`).
    case conflicting(String, String, why: String)

    /// The line for stderr, starting with `formrun: `.
    var description: String {
        "formrun: " + message
    }

    var message: String {
        switch self {
        case .unknownOption(let option, let suggestion?):
            return "unknown option \(VisibleText.quoted(option)) (did you mean '\(suggestion)'?)"
        case .unknownOption(let option, nil):
            return "unknown option \(VisibleText.quoted(option))"
        case .missingValue(let option, let valueName):
            return "\(VisibleText.escaped(option)) needs \(valueName == "FILE" ? "a file" : valueName)"
        case .unexpectedValue(let option):
            return "\(VisibleText.escaped(option)) takes no value"
        case .missingFormFile:
            return "no form file given"
        case .extraFormFile(let first, let extra):
            return "more than one form file (\(VisibleText.quoted(first, limit: VisibleText.pathLimit)) and \(VisibleText.quoted(extra, limit: VisibleText.pathLimit))); give exactly one"
        case .badValue(let option, let value, let expected):
            return "\(VisibleText.escaped(option)) takes \(expected), not \(VisibleText.quoted(value))"
        case .conflicting(let option, let other, let why):
            return "\(VisibleText.escaped(option)) cannot be used with \(VisibleText.escaped(other)): \(why)"
        }
    }

    /// An unknown option, with the closest spelling when one is near. A one-letter option
    /// (`-x`) gets no suggestion: every other one-letter option is equally near.
    static func unknown(_ word: String) -> ArgumentError {
        guard word.count > 2 else { return .unknownOption(word, suggestion: nil) }
        return .unknownOption(word, suggestion: Suggestion.closest(to: word, in: OptionSpec.allSpellings))
    }
}
