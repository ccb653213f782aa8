import Foundation

/// Checks one row's value: `required`, the row type's built-in checks, then the declared
/// validators in order. The first failure's message is the result.
///
/// Choices where the contract is silent:
/// - Required: `null`, `""`, a whitespace-only string and `[]` are empty; a required `switch` or
///   `check` row must be on (a required checkbox is an "I agree" box).
/// - An empty optional value skips the built-in checks and the `regex`, `length` and `range`
///   validators, but `equals` and `expression` still run: an empty "Repeat password" must still
///   match, and an expression may be about emptiness (`$age >= 18 || !empty($guardian)`).
/// - `equals` treats every empty value as equal to every other (`null` = `""`).
/// - `length` counts characters (a list counts its items); `range` reads a number, or a text
///   that is a plain decimal number.
/// - Hidden rows are not validated: the caller does not call this for them.
public enum Validation {
    public static func check(row: Row, value: Value, required: Bool, context: ValidationContext) -> String? {
        if required, let failure = requiredFailure(row: row, value: value) { return failure }
        let empty = value.isEmpty
        if !empty, let failure = builtInFailure(row: row, value: value, today: context.today) { return failure }
        for validator in row.validators {
            if let failure = failure(of: validator, value: value, isEmpty: empty, context: context) {
                return failure
            }
        }
        return nil
    }

    // MARK: - Required

    private static func requiredFailure(row: Row, value: Value) -> String? {
        let missing: Bool
        switch (row.type, value) {
        case (.switch, _), (.check, _): missing = value != .bool(true)
        case (_, .string(let s)): missing = s.allSatisfy(\.isWhitespace)
        default: missing = value.isEmpty
        }
        return missing ? "\(row.title.isEmpty ? row.tag : row.title) is required" : nil
    }

    // MARK: - Built-in checks

    private static func builtInFailure(row: Row, value: Value, today: String?) -> String? {
        switch row.type {
        case .email:
            return FormatChecks.isEmail(value.stringValue ?? "") ? nil : "Not a valid email address"
        case .url:
            return FormatChecks.isURL(value.stringValue ?? "") ? nil : "Not a valid URL"
        case .phone:
            return FormatChecks.isPhone(value.stringValue ?? "") ? nil : "Not a valid phone number"
        case .integer:
            guard let n = value.numberValue, n.isFinite, n.rounded() == n else { return "Not a whole number" }
            return boundsFailure(n, row: row)
        case .decimal:
            guard let n = value.numberValue, n.isFinite else { return "Not a number" }
            return boundsFailure(n, row: row)
        case .stepCounter, .slider, .countDownTimer, .countDownTimerInline:
            return value.numberValue.flatMap { boundsFailure($0, row: row) }
        case .date, .dateInline, .time, .timeInline, .dateTime, .dateTimeInline:
            return value.stringValue.flatMap { dateBoundsFailure($0, row: row, today: today) }
        default:
            return nil
        }
    }

    /// A date or time before `min` or after `max` (`today` is the date of the run, when known).
    private static func dateBoundsFailure(_ text: String, row: Row, today: String?) -> String? {
        guard let value = TemporalValue(text) else { return "Not a valid date or time" }
        func bound(_ b: Value?) -> (String, TemporalValue)? {
            guard var s = b?.stringValue else { return nil }
            if s == "today" { guard let today else { return nil }; s = today }
            return TemporalValue(s).map { (s, $0) }
        }
        if let (text, low) = bound(row.min), let order = TemporalValue.order(value, low), order < 0 { return "Not before \(text)" }
        if let (text, high) = bound(row.max), let order = TemporalValue.order(value, high), order > 0 { return "Not after \(text)" }
        return nil
    }

    private static func boundsFailure(_ n: Double, row: Row) -> String? {
        if let min = row.min?.numberValue, n < min { return "Must be at least \(NumberText.format(min))" }
        if let max = row.max?.numberValue, n > max { return "Must be at most \(NumberText.format(max))" }
        return nil
    }

    // MARK: - Declared validators

    private static func failure(of validator: ValidatorSpec, value: Value, isEmpty: Bool, context: ValidationContext) -> String? {
        let passes: Bool
        let defaultMessage: String
        switch validator.kind {
        case .regex(let pattern):
            if isEmpty { return nil }
            passes = fullMatch(pattern, TextValue.text(from: value, type: .text)) ?? true
            defaultMessage = "Not in the expected format"
        case .length(let min, let max):
            if isEmpty { return nil }
            let (count, noun) = length(of: value)
            passes = count >= (min ?? 0) && count <= (max ?? .max)
            defaultMessage = boundsMessage(min: min.map(Double.init), max: max.map(Double.init), noun: noun)
        case .range(let min, let max):
            if isEmpty { return nil }
            guard let n = number(in: value) else { return validator.message ?? "Not a number" }
            passes = n >= (min ?? -.infinity) && n <= (max ?? .infinity)
            defaultMessage = boundsMessage(min: min, max: max, noun: nil)
        case .equals(let tag):
            let other = context.value(tag)
            passes = other == value || (other.isEmpty && isEmpty)
            let title = context.title(tag).flatMap { $0.isEmpty ? nil : $0 } ?? tag
            defaultMessage = "Must match \(title)"
        case .expression(let source):
            passes = context.evaluate?(source) ?? true
            defaultMessage = "Invalid value"
        }
        return passes ? nil : (validator.message ?? defaultMessage)
    }

    /// True when `pattern` matches the whole of `text`; nil when the pattern does not compile.
    static func fullMatch(_ pattern: String, _ text: String) -> Bool? {
        guard let regex = try? NSRegularExpression(pattern: "\\A(?:" + pattern + ")\\z") else { return nil }
        let range = NSRange(text.startIndex..., in: text)
        return regex.firstMatch(in: text, range: range) != nil
    }

    /// The error in a regex validator's pattern, or nil when it compiles (for the spec layer).
    public static func regexError(_ pattern: String) -> String? {
        do {
            _ = try NSRegularExpression(pattern: pattern)
            return nil
        } catch {
            return "invalid regular expression '\(pattern)'"
        }
    }

    private static func length(of value: Value) -> (Int, String) {
        if case .list(let items) = value { return (items.count, "choice") }
        return (TextValue.text(from: value, type: .text).count, "character")
    }

    private static func number(in value: Value) -> Double? {
        if let n = value.numberValue { return n }
        if let s = value.stringValue, TextValue.isPlainNumber(s, allowFraction: true) {
            return TextValue.value(fromText: s, type: .decimal).numberValue
        }
        return nil
    }

    /// `At least 8 characters`, `At most 1 character`, `Between 2 and 30 characters`,
    /// `Exactly 6 characters`; without a noun: `Must be at least 0`, `Must be between 0 and 120`.
    private static func boundsMessage(min: Double?, max: Double?, noun: String?) -> String {
        let start = noun == nil ? "Must be " : ""
        func phrase(_ words: String) -> String {
            start.isEmpty ? words.prefix(1).uppercased() + words.dropFirst() : start + words
        }
        func counted(_ n: Double) -> String {
            guard let noun else { return NumberText.format(n) }
            return "\(NumberText.format(n)) \(noun)\(n == 1 ? "" : "s")"
        }
        switch (min, max) {
        case let (min?, max?) where min == max:
            return phrase("exactly \(counted(min))")
        case let (min?, max?):
            return phrase("between \(NumberText.format(min)) and \(counted(max))")
        case let (min?, nil):
            return phrase("at least \(counted(min))")
        case let (nil, max?):
            return phrase("at most \(counted(max))")
        case (nil, nil):
            return "Invalid value"
        }
    }
}
