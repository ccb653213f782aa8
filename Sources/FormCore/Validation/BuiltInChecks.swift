/// The built-in checks of the existing row types, named by their units (`RowType.swift`).
/// Each gets a non-empty value.
enum BuiltInChecks {
    static func email(_ row: Row, _ value: Value, _ context: CheckContext) -> String? {
        FormatChecks.isEmail(value.stringValue ?? "") ? nil : CheckMessage.withHint(CheckMessage.email.text, of: row)
    }

    static func url(_ row: Row, _ value: Value, _ context: CheckContext) -> String? {
        FormatChecks.isURL(value.stringValue ?? "") ? nil : CheckMessage.withHint(CheckMessage.url.text, of: row)
    }

    static func phone(_ row: Row, _ value: Value, _ context: CheckContext) -> String? {
        FormatChecks.isPhone(value.stringValue ?? "") ? nil : CheckMessage.withHint(CheckMessage.phone.text, of: row)
    }

    static func wholeNumber(_ row: Row, _ value: Value, _ context: CheckContext) -> String? {
        // Digits beyond 64 bits stay text (`TextValue`): out of range, not rounded.
        if let text = value.stringValue, TextValue.isPlainNumber(text, allowFraction: false) { return CheckMessage.outOfRange.text }
        if let n = value.exactNumber, n.exact == nil, n.isWhole { return CheckMessage.outOfRange.text }
        guard let n = value.numberValue, n.isFinite, n.rounded() == n else { return CheckMessage.notWholeNumber.text }
        return bounds(n, row: row)
    }

    static func number(_ row: Row, _ value: Value, _ context: CheckContext) -> String? {
        guard let n = value.numberValue, n.isFinite else { return CheckMessage.notNumber.text }
        return bounds(n, row: row)
    }

    /// `min`/`max` of a number that the editor already keeps a number (steppers, count-downs).
    static func numberBounds(_ row: Row, _ value: Value, _ context: CheckContext) -> String? {
        value.numberValue.flatMap { bounds($0, row: row) }
    }

    /// A date or time before `min` or after `max` (`today` is the date of the run, when known).
    static func dateBounds(_ row: Row, _ value: Value, _ context: CheckContext) -> String? {
        guard let text = value.stringValue else { return nil }
        guard let value = TemporalValue(text) else { return CheckMessage.badDateOrTime.text }
        func bound(_ b: Value?) -> (String, TemporalValue)? {
            guard var s = b?.stringValue else { return nil }
            if s == "today" { guard let today = context.today else { return nil }; s = today }
            return TemporalValue(s).map { (s, $0) }
        }
        if let (text, low) = bound(row.min), let order = TemporalValue.order(value, low), order < 0 {
            return CheckMessage.before(text).text
        }
        if let (text, high) = bound(row.max), let order = TemporalValue.order(value, high), order > 0 {
            return CheckMessage.after(text).text
        }
        return nil
    }

    private static func bounds(_ n: Double, row: Row) -> String? {
        if let min = row.min?.numberValue, n < min { return CheckMessage.atLeast(min).text }
        if let max = row.max?.numberValue, n > max { return CheckMessage.atMost(max).text }
        return nil
    }
}
