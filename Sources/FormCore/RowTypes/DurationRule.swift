/// The `duration` row type's unit: a length of time, held as the text it was given in and
/// written, once edited, as ISO 8601 with the largest units (`PT1H30M`).
///
/// Read from any of these spellings, in files, typed answers and bounds alike:
/// - units: `90m`, `1h30m`, `1h 30m`, `45s`, `2d` (`d`, `h`, `m`, `s`, largest first, any case);
/// - a clock: `1:30:00` (hours, minutes, seconds) or `1:30` (hours and minutes);
/// - ISO 8601: `PT1H30M`, `P1DT2H`, `PT0S` (days, hours, minutes, seconds; no years or months,
///   whose length varies);
/// - a whole number alone: minutes (`90` is an hour and a half; a JSON number as `step`, `min` or
///   `max` reads the same way).
///
/// A day is 24 hours. Written values use hours as the largest unit (`PT26H`, not `P1DT2H`):
/// calendar days are not all 24 hours long. Whole seconds only.
package enum DurationRule {
    /// What a duration is written as, for messages.
    package static let spelling = "a duration such as 90m, 1h30m, 1:30:00 or PT1H30M"

    /// The message of a value that is no duration: what is accepted.
    package static let notADuration = "Not a duration: type 90m, 1h30m, 1:30:00 or PT1H30M"

    /// Left/Right's step when the row gives none: one minute.
    package static let defaultStep = 60

    /// The longest duration read, in seconds (a million hours): beyond it a value is refused.
    static let longest = 3_600_000_000

    /// The unit registered for `duration` in `RowType.swift`.
    static let unit = RowTypeUnit(
        .stepper, value: .text, words: words, keys: RowKeySet.valued.union([.placeholder, .min, .max, .step]),
        rules: rules, schemaFormats: ["duration"], typed: typed, shown: shown, measure: measure, spelling: spelling)

    // MARK: Reading

    /// The seconds `text` says, or nil when it is none of the spellings above.
    package static func seconds(_ text: String) -> Int? {
        let body = text.trimmedOfWhitespace
        guard !body.isEmpty, body.utf8.count <= 40 else { return nil }
        if body.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) { return Int(body).flatMap { scaled($0, 60) } }
        if body.contains(":") { return clock(body) }
        let upper = body.uppercased()
        if upper.hasPrefix("P") { return iso(upper) }
        return units(upper.filter { $0 != " " }, allowed: ["D", "H", "M", "S"])
    }

    /// The seconds of a value (a string of a spelling above, or a whole number of minutes).
    package static func seconds(of value: Value) -> Int? {
        switch value {
        case .string(let text): return seconds(text)
        case .number(let n):
            guard n.isWhole, n.double >= 0, n.double <= Double(longest / 60) else { return nil }
            return Int(n.double) * 60
        default: return nil
        }
    }

    /// `H:MM` or `H:MM:SS`, minutes and seconds below 60.
    private static func clock(_ text: String) -> Int? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3 else { return nil }
        var numbers: [Int] = []
        for (i, part) in parts.enumerated() {
            guard !part.isEmpty, part.count <= (i == 0 ? 9 : 2), part.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }),
                  let n = Int(part) else { return nil }
            if i > 0 && (part.count != 2 || n >= 60) { return nil }
            numbers.append(n)
        }
        let total = numbers[0] * 3600 + numbers[1] * 60 + (numbers.count == 3 ? numbers[2] : 0)
        return total <= longest ? total : nil
    }

    /// `P[nD][T[nH][nM][nS]]`, at least one part, `T` only before a time part.
    private static func iso(_ text: String) -> Int? {
        let body = text.dropFirst()
        let halves = body.split(separator: "T", maxSplits: 1, omittingEmptySubsequences: false)
        let datePart = String(halves[0])
        let timePart = halves.count == 2 ? String(halves[1]) : nil
        if timePart == "" || (datePart.isEmpty && timePart == nil) { return nil }
        guard let days = datePart.isEmpty ? 0 : units(datePart, allowed: ["D"]),
              let time = timePart.map({ units($0, allowed: ["H", "M", "S"]) }) ?? 0 else { return nil }
        let total = days + time
        return total <= longest ? total : nil
    }

    /// Numbers each followed by one of `allowed` units, in that order, each at most once.
    private static func units(_ text: String, allowed: [Character]) -> Int? {
        let size: [Character: Int] = ["D": 86_400, "H": 3_600, "M": 60, "S": 1]
        var total = 0, digits = "", next = 0, any = false
        for c in text {
            if c.isASCII, c.isNumber {
                guard digits.count < 9 else { return nil }
                digits.append(c)
                continue
            }
            guard !digits.isEmpty, let index = allowed[next...].firstIndex(of: c), let n = Int(digits),
                  let seconds = size[c].flatMap({ scaled(n, $0) }) else { return nil }
            total += seconds
            digits = ""
            next = index + 1
            any = true
        }
        guard digits.isEmpty, any, total <= longest else { return nil }
        return total
    }

    private static func scaled(_ n: Int, _ by: Int) -> Int? {
        let (product, overflow) = n.multipliedReportingOverflow(by: by)
        return overflow || product > longest ? nil : product
    }

    // MARK: Writing

    /// ISO 8601 with hours as the largest unit: `PT1H30M`, `PT45S`, `PT0S`.
    package static func iso(seconds: Int) -> String {
        let (h, m, s) = (seconds / 3600, seconds % 3600 / 60, seconds % 60)
        guard seconds > 0 else { return "PT0S" }
        return "PT" + (h > 0 ? "\(h)H" : "") + (m > 0 ? "\(m)M" : "") + (s > 0 ? "\(s)S" : "")
    }

    /// For a person: `1 h 30 min`, `45 s`, `0 min`.
    package static func words(seconds: Int) -> String {
        let (h, m, s) = (seconds / 3600, seconds % 3600 / 60, seconds % 60)
        let parts = (h > 0 ? ["\(h) h"] : []) + (m > 0 ? ["\(m) min"] : []) + (s > 0 ? ["\(s) s"] : [])
        return parts.isEmpty ? "0 min" : parts.joined(separator: " ")
    }

    // MARK: The unit's facts

    /// A typed duration as it is written (`90m` → `PT1H30M`); text of no spelling stays as typed
    /// for the check to refuse.
    static let typed: RowTypeUnit.Typed = { text in
        if text.isEmpty { return .null }
        return seconds(text).map { .string(iso(seconds: $0)) } ?? .string(text)
    }

    static let shown: RowTypeUnit.Shown = { value in seconds(of: value).map(words(seconds:)) }

    static let measure: RowTypeUnit.Measure = { value in seconds(of: value).map(Double.init) }

    /// `Duration from 15 min to 2 h, in steps of 15 min, as 90m, …`: the bounds and step before
    /// the spellings (`RuleWords.limits(of:besidesBounds:)` leaves both to these words).
    static let words: RowTypeUnit.Words = { row in
        let step = row.step == nil ? "" : ", in steps of " + words(seconds: step(of: row))
        return "Duration" + AnswerWords.bounds(of: row, shown: shown) + step + ", as 90m, 1h30m, 1:30:00 or PT1H30M"
    }

    /// Its rules as data, judged by the checker and said by F1 and plain prompts: a duration
    /// in one of its spellings within `min`/`max`, then on the grid of a `step` the row declares
    /// (counted from `min`, else 0), as a stepper's are held.
    static let rules: RowTypeUnit.TypeRules = { row in
        let low = row.min.flatMap(seconds(of:)), high = row.max.flatMap(seconds(of:))
        let bounds = Rule.duration(min: low, max: high)
        return row.step == nil ? [bounds] : [bounds, .durationStep(step(of: row), from: low ?? 0)]
    }

    /// Left/Right's step in seconds: the row's `step` (read by `measure` from the form file), else
    /// a minute.
    package static func step(of row: Row) -> Int {
        row.step.map { Swift.max(1, Int($0)) } ?? defaultStep
    }

    /// `current` moved by `steps` steps (negative: down) and kept within `min`/`max` and 0 or
    /// more; a row with no value starts from `min`, else 0.
    package static func stepped(_ current: Value, by steps: Int, row: Row) -> Int {
        let low = row.min.flatMap(seconds(of:)) ?? 0
        let high = row.max.flatMap(seconds(of:)) ?? longest
        guard let from = seconds(of: current) else { return Swift.min(low, high) }
        let (moved, overflow) = (step(of: row)).multipliedReportingOverflow(by: steps)
        let target = overflow ? (steps < 0 ? low : high) : from + moved
        return Swift.max(low, Swift.min(high, target))
    }
}
