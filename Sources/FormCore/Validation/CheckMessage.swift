/// Every message of the built-in checks and of `required`, worded in one place: what the screen
/// shows under a row that fails.
package enum CheckMessage: Equatable, Sendable {
    case required(title: String)
    case email, url, phone
    case notWholeNumber, notNumber
    case atLeast(Double), atMost(Double)
    /// Off the grid of a stepper's `step` (counted from `min`, else 0).
    case offStep(step: Double, from: Double)
    /// A duration below or above a bound, in seconds.
    case atLeastDuration(Int), atMostDuration(Int)
    /// A duration off the grid of its `step` seconds (counted from `min`, else 0).
    case offDurationStep(step: Int, from: Int)
    case badDateOrTime
    case before(String), after(String)
    /// A rating above the row's `max` stars.
    case tooManyStars(max: Int)
    /// Fewer tokens than `minItems`.
    case tooFewItems(min: Int)
    /// More tokens than `maxItems` (also why one more is refused).
    case tooManyItems(max: Int)
    /// A whole number that 64 bits cannot hold.
    case outOfRange
    /// A text longer than `maxLength`.
    case tooLong(max: Int)
    /// A token that does not match the row's `pattern`; with a `hint`, the hint says what is
    /// expected, else the pattern does.
    case itemMismatch(String, pattern: String, hint: String?)
    /// A text that does not match a `regex` validator's pattern (no `message` given).
    case patternMismatch(pattern: String, hint: String?)
    /// A `file` row's path that does not exist (with `mustExist`).
    case noSuchFile(String)
    /// A `file` row's path that names a folder (with `mustExist`).
    case isFolder(String)
    /// A `file` row's path without one of the `extensions`.
    case wrongExtension([String])
    /// A choice that is none of the row's options: the options as written (`dev`, `"8"`), all
    /// of them when few, else only how many there are.
    /// With `multiple`, one of several choices is.
    case notAnOption(String, options: [String], multiple: Bool)
    /// A choice made twice in a multiple choice.
    case chosenTwice(String)
    /// A key two items of a keyed list have.
    case keyTwice(String)

    /// At most this many characters of a pattern are shown (then `…`).
    static let patternShown = 60

    /// At most this many options are named in `notAnOption`'s message.
    package static let optionsNamed = 8

    /// The message as shown.
    package var text: String {
        switch self {
        case .required(let title): return "\(title) is required"
        case .email: return "Not a valid email address"
        case .url: return "Not a valid URL"
        case .phone: return "Not a valid phone number"
        case .notWholeNumber: return "Not a whole number"
        case .notNumber: return "Not a number"
        case .atLeast(let min): return "Must be at least \(NumberText.format(min))"
        case .atMost(let max): return "Must be at most \(NumberText.format(max))"
        case .offStep(let step, let base):
            if base == 0 { return "Must be a multiple of \(NumberText.format(step))" }
            let grid = (0..<3).map { NumberText.format(base + Double($0) * step) }.joined(separator: ", ")
            return "Must be \(grid), … (steps of \(NumberText.format(step)) from \(NumberText.format(base)))"
        case .atLeastDuration(let min): return "Must be at least \(DurationRule.words(seconds: min))"
        case .atMostDuration(let max): return "Must be at most \(DurationRule.words(seconds: max))"
        case .offDurationStep(let step, let base):
            if base == 0 { return "Must be a multiple of \(DurationRule.words(seconds: step))" }
            let grid = (0..<3).map { DurationRule.words(seconds: base + $0 * step) }.joined(separator: ", ")
            return "Must be \(grid), … (steps of \(DurationRule.words(seconds: step)) from \(DurationRule.words(seconds: base)))"
        case .badDateOrTime: return "Not a valid date or time"
        case .before(let bound): return "Not before \(bound)"
        case .after(let bound): return "Not after \(bound)"
        case .tooManyStars(let max): return "At most \(counted(max, "star"))"
        case .tooFewItems(let min): return "At least \(counted(min, "item"))"
        case .tooManyItems(let max): return "At most \(counted(max, "item"))"
        case .outOfRange: return "Out of range: at most \(Int64.max) and at least \(Int64.min)"
        case .tooLong(let max): return "At most \(counted(max, "character"))"
        case .itemMismatch(let item, _, let hint?) where !hint.isEmpty:
            return "\(VisibleText.quoted(item)) is not as expected: \(hint)"
        case .itemMismatch(let item, let pattern, _):
            return "\(VisibleText.quoted(item)) does not match the pattern \(VisibleText.cut(pattern, limit: Self.patternShown))"
        case .patternMismatch(_, let hint?) where !hint.isEmpty: return "Not in the expected format: \(hint)"
        case .patternMismatch(let pattern, _): return "Does not match the pattern \(VisibleText.cut(pattern, limit: Self.patternShown))"
        case .noSuchFile(let path): return "No such file: \(path)"
        case .isFolder(let path): return "\(path) is a folder, not a file"
        case .wrongExtension(let extensions):
            let names = extensions.map { "." + $0 }
            let list = names.count > 1 ? names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "") : names.joined()
            return "Must end in \(list)"
        case .notAnOption(let value, let options, let multiple):
            if options.isEmpty || options.count > Self.optionsNamed {
                return "\(value) is not one of the \(counted(options.count, "option"))"
            }
            return (multiple ? "\(value) is not one of: " : "Must be one of: ") + options.joined(separator: ", ")
        case .chosenTwice(let value): return "\(value) is chosen twice"
        case .keyTwice(let key): return "Two items are named \(VisibleText.quoted(key))"
        }
    }

    /// A failed format check's message with the row's `hint` after it (`Not a valid email
    /// address: name@example.com`), so that what is expected stays in sight once typing starts.
    package static func withHint(_ text: String, of row: Row) -> String {
        guard let hint = row.hint, !hint.isEmpty else { return text }
        return "\(text): \(hint)"
    }

    private func counted(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
