/// What a row takes, in words, made from its rules (`RowTypeUnit.rules(of:)`) — the same data
/// the checker judges by, so what is said before an answer is what is refused after it. F1 opens
/// with `sentence(of:)` ("a whole number from 0 to 120, in steps of 5", "at least 8 characters",
/// "one of 3 options", "a date from 1800-01-01 to today", "1 to 10 items"); plain prompts put
/// `limits(of:)` after the kind of answer they name.
package enum RuleWords {
    /// What `row` takes as one phrase, or nil when its rules say nothing beyond its kind (a
    /// free text).
    package static func sentence(of row: Row) -> String? {
        let (noun, limits) = phrases(of: row.type.unit.rules(of: row), row: row)
        return joined(noun, limits)
    }

    /// The limits of what `row` takes (its bounds, step, lengths, pattern, item counts), without
    /// the kind of answer: `from 0 to 120, in steps of 5`; nil when there are none.
    package static func limits(of row: Row) -> String? {
        joined(nil, phrases(of: row.type.unit.rules(of: row), row: row).limits)
    }

    /// The limits of `row` beyond the bounds its type's answer words already say
    /// (`RowTypeUnit.words`: `min`/`max`, a file's extensions, a duration's step): its step,
    /// lengths, pattern, item counts; nil when there are none.
    package static func limits(of row: Row, besidesBounds: Bool) -> String? {
        guard besidesBounds else { return limits(of: row) }
        let rules = row.type.unit.rules(of: row).filter { rule in
            switch rule {
            case .range, .dateRange, .file, .stars, .duration, .durationStep: return false
            default: return true
            }
        }
        return joined(nil, phrases(of: rules, row: row).limits)
    }

    /// `noun` followed by `limits`: a range starting `from` follows it with a space, others
    /// after a comma (`a whole number from 0 to 120, in steps of 5`; `a number, at least 18`).
    package static func joined(_ noun: String?, _ limits: [String]) -> String? {
        guard var text = noun ?? limits.first else { return nil }
        for (i, limit) in limits.enumerated() where noun != nil || i > 0 {
            text += (i == 0 && limit.hasPrefix("from ")) ? " " + limit : ", " + limit
        }
        return text
    }

    /// The kind of answer the rules ask for (`a whole number`, `one of 3 options`) and the
    /// limits on it, in the order they are judged.
    static func phrases(of rules: [Rule], row: Row) -> (noun: String?, limits: [String]) {
        var noun: String?
        var limits: [String] = []
        var minLength: Int?, maxLength: Int?
        let step = rules.lazy.compactMap { rule -> (Double, Double)? in
            if case .step(let step, let base) = rule { return (step, base) }
            return nil
        }.first
        for rule in rules {
            switch rule {
            case .required, .code, .fitsSubForm, .acrossProperties, .customKind, .nestedJSON, .uniqueKeys:
                break
            case .wholeNumber:
                noun = "a whole number"
            case .number:
                noun = "a number"
            case .range(let min, let max):
                if noun == nil {
                    let whole = step.map { isWhole($0.0) && isWhole($0.1) } ?? false
                    noun = row.type.unit.value == .seconds ? "a number of seconds" : whole ? "a whole number" : "a number"
                }
                if let phrase = range(min.map(number), max.map(number)) { limits.append(phrase) }
            case .step(let size, let base):
                if size != 1 || !isWhole(base) {
                    // The grid starts at `min`, which the range names (or at 0).
                    limits.append("in steps of \(number(size))")
                }
            case .dateRange(let kind, let min, let max):
                switch kind {
                case .date: noun = "a date"
                case .time: noun = "a time"
                case .dateTime: noun = "a date and time"
                }
                if let phrase = range(min, max, dates: true) { limits.append(phrase) }
            case .duration(let min, let max):
                noun = "a duration"
                if let phrase = range(min.map(DurationRule.words(seconds:)), max.map(DurationRule.words(seconds:))) {
                    limits.append(phrase)
                }
            case .durationStep(let size, _):
                // The grid starts at `min`, which the range names (or at 0).
                limits.append("in steps of \(DurationRule.words(seconds: size))")
            case .maxLength(let limit):
                maxLength = Swift.min(maxLength ?? limit, limit)
            case .format(let format):
                switch format {
                case .email: noun = "an email address"
                case .url: noun = "a web address"
                case .phone: noun = "a phone number"
                case .color: noun = "a colour as " + ColorRule.spellings
                }
            case .options(let count, let multiple):
                noun = (multiple ? "any of " : "one of ") + counted(count, "option")
            case .stars(let max):
                noun = "0 to " + counted(max, "star")
            case .itemCount(let min, let max):
                if let phrase = counts(min, max, "item") { limits.append(phrase) }
            case .itemPattern(let pattern):
                limits.append("each item matching \(pattern)")
            case .file(let extensions, let mustExist):
                noun = "a file path"
                if !extensions.isEmpty { limits.append("ending in " + extensions.map { "." + $0 }.joined(separator: " or ")) }
                if mustExist { limits.append("of a file that exists") }
            case .validator(let spec):
                switch spec.kind {
                case .regex(let pattern):
                    // A JSON Schema's `pattern` is held unanchored (`[\s\S]*…`): not words to show.
                    if let hint = row.hint { limits.append("as \(hint)") }
                    else if !pattern.contains("[\\s\\S]") { limits.append("matching \(pattern)") }
                case .length(let min, let max):
                    if [.options, .strings].contains(row.type.unit.value) {
                        if let phrase = counts(min, max, "choice") { limits.append(phrase) }
                    } else {
                        if let min { minLength = Swift.max(minLength ?? min, min) }
                        if let max { maxLength = Swift.min(maxLength ?? max, max) }
                    }
                case .range(let min, let max):
                    if let phrase = range(min.map(number), max.map(number)) { limits.append(phrase) }
                case .equals, .expression:
                    // About other rows (named by tags a person never sees), or any expression:
                    // the row's title and description say these better.
                    break
                case .schema:
                    // Every row of a JSON Schema's form has its property's schema: said only for
                    // a row typed as JSON text, where it is all there is to say.
                    if row.encoding == .jsonText { limits.append("JSON that matches its schema") }
                }
            }
        }
        if let phrase = counts(minLength, maxLength, "character") { limits.insert(phrase, at: 0) }
        return (noun, limits)
    }

    /// `from 0 to 120`, `at least 18`, `at most 5`; for dates `not before …`, `not after …`.
    private static func range(_ low: String?, _ high: String?, dates: Bool = false) -> String? {
        switch (low, high) {
        case let (low?, high?): return "from \(low) to \(high)"
        case let (low?, nil): return dates ? "not before \(low)" : "at least \(low)"
        case let (nil, high?): return dates ? "not after \(high)" : "at most \(high)"
        case (nil, nil): return nil
        }
    }

    /// `1 to 10 items`, `at least 8 characters`, `at most 1 item`, `exactly 6 characters`.
    private static func counts(_ min: Int?, _ max: Int?, _ noun: String) -> String? {
        switch (min.flatMap { $0 > 0 ? $0 : nil }, max) {
        case let (min?, max?): return min == max ? "exactly \(counted(min, noun))" : "\(min) to \(counted(max, noun))"
        case let (min?, nil): return "at least \(counted(min, noun))"
        case let (nil, max?): return "at most \(counted(max, noun))"
        case (nil, nil): return nil
        }
    }

    private static func counted(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

    private static func number(_ n: Double) -> String { NumberText.format(n) }

    private static func isWhole(_ n: Double) -> Bool { n.rounded() == n }
}
