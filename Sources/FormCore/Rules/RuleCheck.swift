/// How one rule judges a value: the message when `value` of `row` breaks it, or nil. Every
/// message is worded by `CheckMessage` (or is a validator's own `message`).
extension Rule {
    func failure(of value: Value, row: Row, context: ValidationContext) -> String? {
        switch self {
        case .required:
            return row.type.unit.isMissing(value)
                ? CheckMessage.required(title: row.title.isEmpty ? row.tag : row.title).text : nil
        case .wholeNumber:
            // Digits beyond 64 bits stay text (`TextValue`): out of range, not rounded.
            if let text = value.stringValue, TextValue.isPlainNumber(text, allowFraction: false) {
                return CheckMessage.outOfRange.text
            }
            if let n = value.exactNumber, n.exact == nil, n.isWhole { return CheckMessage.outOfRange.text }
            guard let n = value.numberValue, n.isFinite, n.rounded() == n else { return CheckMessage.notWholeNumber.text }
            return nil
        case .number:
            guard let n = value.numberValue, n.isFinite else { return CheckMessage.notNumber.text }
            return nil
        case .range(let min, let max):
            guard let n = value.numberValue else { return nil }
            if let min, n < min { return CheckMessage.atLeast(min).text }
            if let max, n > max { return CheckMessage.atMost(max).text }
            return nil
        case .step(let step, let base):
            guard let n = value.numberValue else { return nil }
            return Self.isOnGrid(n, step: step, from: base) ? nil : CheckMessage.offStep(step: step, from: base).text
        case .dateRange(_, let min, let max):
            return Self.dateFailure(value, min: min, max: max, today: context.today)
        case .maxLength(let limit):
            guard let text = value.stringValue, text.count > limit else { return nil }
            return CheckMessage.tooLong(max: limit).text
        case .format(let format):
            let text = value.stringValue ?? ""
            switch format {
            case .email: return FormatChecks.isEmail(text) ? nil : CheckMessage.withHint(CheckMessage.email.text, of: row)
            case .url: return FormatChecks.isURL(text) ? nil : CheckMessage.withHint(CheckMessage.url.text, of: row)
            case .phone: return FormatChecks.isPhone(text) ? nil : CheckMessage.withHint(CheckMessage.phone.text, of: row)
            case .color: return ColorRule.failure(row, value, CheckContext())
            }
        case .options(_, let multiple):
            return Self.optionsFailure(value, of: row, multiple: multiple)
        case .stars(let max):
            return RatingRule.stars(value) > max ? CheckMessage.tooManyStars(max: max).text : nil
        case .itemCount(let min, let max):
            let count = Self.itemCount(of: value, row: row)
            if let min, count < min { return CheckMessage.tooFewItems(min: min).text }
            if let max, count > max { return CheckMessage.tooManyItems(max: max).text }
            return nil
        case .uniqueKeys:
            var seen: Set<String> = []
            guard let twice = value.members?.first(where: { !seen.insert($0.key).inserted }) else { return nil }
            return CheckMessage.keyTwice(twice.key).text
        case .itemPattern(let pattern):
            guard let bad = TokensRule.items(value).first(where: { Validation.fullMatch(pattern, $0) == false }) else {
                return nil
            }
            return CheckMessage.itemMismatch(bad, pattern: pattern, hint: row.hint).text
        case .file:
            return FileRule.failure(row, value, CheckContext(today: context.today, directory: context.directory,
                                                             files: context.files))
        case .nestedJSON:
            if context.passedBelow.whole { return nil }
            return SubFormRule.nestedFailure(in: value, skipping: context.passedBelow.nesting)
        case .duration(let min, let max):
            guard let amount = DurationRule.seconds(of: value) else { return DurationRule.notADuration }
            if let min, amount < min { return CheckMessage.atLeastDuration(min).text }
            if let max, amount > max { return CheckMessage.atMostDuration(max).text }
            return nil
        case .durationStep(let step, let base):
            guard let amount = DurationRule.seconds(of: value), step > 0, (amount - base) % step != 0 else { return nil }
            return CheckMessage.offDurationStep(step: step, from: base).text
        case .customKind:
            return CustomRowTypes.failure(row, value)
        case .validator(let spec):
            return Validation.failure(of: spec, row: row, value: value, isEmpty: value.isEmpty, context: context)
        case .code:
            return context.extraCheck?(value)
        case .fitsSubForm, .acrossProperties:
            // Judged where the sub-form is opened (`SubFormCheck` in FormUI), with its conditions,
            // and on the whole object (`InstanceCheck`).
            return nil
        }
    }

    /// Whether `n` is `base` plus a whole number of `step`s (to a billionth of a step).
    static func isOnGrid(_ n: Double, step: Double, from base: Double) -> Bool {
        guard step > 0 else { return true }
        let steps = (n - base) / step
        return abs(steps - steps.rounded()) <= 1e-9
    }

    /// A choice that is none of `row`'s options, or (`multiple`) one made twice; a row whose
    /// options are not known yet (none: given in code later) takes any choice.
    private static func optionsFailure(_ value: Value, of row: Row, multiple: Bool) -> String? {
        guard !row.options.isEmpty else { return nil }
        let choices = multiple ? value.elements ?? [value] : [value]
        var seen: Set<Value> = []
        for choice in choices where !choice.isNull {
            guard row.options.contains(where: { $0.value == choice }) else {
                return CheckMessage.notAnOption(optionText(choice, quoted: true),
                                                options: row.options.map { optionText($0.value, quoted: false) },
                                                multiple: multiple).text
            }
            if !seen.insert(choice).inserted { return CheckMessage.chosenTwice(optionText(choice, quoted: true)).text }
        }
        return nil
    }

    /// An option's value as a message names it: a string as it is (quoted when it is the value
    /// given), a number or boolean as JSON.
    private static func optionText(_ value: Value, quoted: Bool) -> String {
        guard let text = value.stringValue else { return JSONText.scalarText(value) }
        return quoted ? VisibleText.quoted(text) : VisibleText.cut(VisibleText.escaped(text))
    }

    private static func itemCount(of value: Value, row: Row) -> Int {
        if case .list(let items) = value { return items.count }
        return SubFormRule.items(value).count
    }

    /// A date or time before `min` or after `max` (`today` is the date of the run, when known).
    private static func dateFailure(_ value: Value, min: String?, max: String?, today: String?) -> String? {
        guard var text = value.stringValue else { return nil }
        if text == "today" {
            // The date of the run, when known; a value written `today` is no bad date.
            guard let today else { return nil }
            text = today
        }
        guard let value = TemporalValue(text) else { return CheckMessage.badDateOrTime.text }
        func bound(_ b: String?) -> (String, TemporalValue)? {
            guard var s = b else { return nil }
            if s == "today" { guard let today else { return nil }; s = today }
            return TemporalValue(s).map { (s, $0) }
        }
        if let (text, low) = bound(min), let order = TemporalValue.order(value, low), order < 0 {
            return CheckMessage.before(text).text
        }
        if let (text, high) = bound(max), let order = TemporalValue.order(value, high), order > 0 {
            return CheckMessage.after(text).text
        }
        return nil
    }
}
