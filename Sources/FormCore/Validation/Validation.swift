/// One row's value checked against its rules (`RuleChecker`, which says the choices), and how
/// the validators a form declares judge a value (`Rule.validator`):
/// - `equals` treats every empty value as equal to every other (`null` = `""`).
/// - `length` counts characters (a list counts its items); `range` reads a number, or a text
///   that is a plain decimal number.
/// - A failed format check (a `regex` validator; an `email`, `url` or `phone` row; a `tokens`
///   row's `pattern`) says the validator's own `message` if it has one, else its words followed
///   by the row's `hint` (`Not in the expected format: five digits, e.g. 12345`), or without a
///   hint the pattern (`Does not match the pattern ^[0-9]{5}$`).
package enum Validation {
    /// The message of the first rule `value` of `row` breaks (`RuleChecker`), or nil.
    package static func check(row: Row, value: Value, required: Bool, context: ValidationContext) -> String? {
        RuleChecker.failure(of: row, value: value, required: required, context: context)?.words
    }

    // MARK: - Declared validators

    static func failure(of validator: ValidatorSpec, row: Row, value: Value, isEmpty: Bool,
                                context: ValidationContext) -> String? {
        let passes: Bool
        let defaultMessage: String
        switch validator.kind {
        case .regex(let pattern):
            if isEmpty { return nil }
            passes = fullMatch(pattern, TextValue.text(from: value, type: .text)) ?? true
            defaultMessage = CheckMessage.patternMismatch(pattern: validator.writtenPattern ?? pattern, hint: row.hint).text
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
        case .schema(let rule):
            if isEmpty || context.passedBelow.whole { return nil }
            guard let failure = SchemaCheck.failure(of: value, encoding: row.encoding, against: rule,
                                                    checkedBelow: context.passedBelow.schemas) else { return nil }
            return validator.message ?? failure
        }
        return passes ? nil : (validator.message ?? defaultMessage)
    }

    /// True when `pattern` matches the whole of `text`; nil when the pattern is refused. formrun's
    /// own engine (`RegexPattern`, linear time) matching Unicode scalars, as ICU's
    /// `NSRegularExpression` did: `.` is one code point, `\d` and `\w` are Unicode-aware.
    static func fullMatch(_ pattern: String, _ text: String) -> Bool? {
        RegexCache.regex(pattern, .validator)?.wholeMatch(text)
    }

    /// Why a regex validator's pattern is refused (invalid, or needing backtracking), or nil when
    /// it compiles (for the spec layer).
    package static func regexError(_ pattern: String) -> RegexError? {
        if case .failure(let error) = RegexCache.compile(pattern, .validator) { return error }
        return nil
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
