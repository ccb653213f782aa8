import FormCore

/// The `min` and `max` of a date or time row as positions (see `DateEditor.position(of:kind:)`),
/// with the texts that the refusals name. Dates are also held to the years 0000 … 9999.
package struct DateBounds: Equatable, Sendable {
    package var lower: Int?
    package var upper: Int?
    let kind: DateEditor.Kind
    let lowerText: String
    let upperText: String

    /// The bounds of a row of `kind`; `min` and `max` are already resolved (no `today`). A bound
    /// that cannot be read as the row's kind is ignored.
    package init(kind: DateEditor.Kind, min: Value?, max: Value?) {
        self.kind = kind
        var lower = min.flatMap { DateEditor.position(of: $0, kind: kind) }
        var upper = max.flatMap { DateEditor.position(of: $0, kind: kind, endOfDay: true) }
        let perDay = kind == .dateTime ? 1440 : (kind == .date ? 1 : 0)
        if perDay > 0 {
            let earliest = CalendarDate.earliest.dayNumber * perDay
            let latest = CalendarDate.latest.dayNumber * perDay + perDay - 1
            lower = Swift.max(lower ?? earliest, earliest)
            upper = Swift.min(upper ?? latest, latest)
        }
        self.lower = lower
        self.upper = upper
        lowerText = lower.map { DateBounds.text($0, kind: kind, dateOnly: DateBounds.isDateOnly(min)) } ?? ""
        upperText = upper.map { DateBounds.text($0, kind: kind, dateOnly: DateBounds.isDateOnly(max)) } ?? ""
    }

    /// The bounds of `row` (its kind from `row.type`; `.date` for a type that is not a date or
    /// time), a `min` or `max` of `today` read as the date `today` (`YYYY-MM-DD`).
    package init(row: Row, today: String) {
        self.init(kind: DateEditor.Kind(row.type) ?? .date,
                  min: DateEditor.resolve(row.min, today: today), max: DateEditor.resolve(row.max, today: today))
    }

    /// Why `position` is out of bounds (`Not before 1900-01-01`), or nil when it is within them.
    package func refusal(_ position: Int) -> String? {
        if let lower, position < lower { return (kind == .countDown ? "At least " : "Not before ") + lowerText }
        if let upper, position > upper { return (kind == .countDown ? "At most " : "Not after ") + upperText }
        return nil
    }

    /// Why no time of `day` is within bounds (a date and time), or nil when one is.
    func dayRefusal(_ day: CalendarDate) -> String? {
        guard kind == .dateTime else { return refusal(day.dayNumber) }
        let first = day.dayNumber * 1440
        if let upper, first > upper { return "Not after " + upperText }
        if let lower, first + 1439 < lower { return "Not before " + lowerText }
        return nil
    }

    /// `position` moved into the bounds.
    package func clamp(_ position: Int) -> Int {
        var p = position
        if let upper { p = Swift.min(p, upper) }
        if let lower { p = Swift.max(p, lower) }
        return p
    }

    /// A bound given as a day alone (or not given: the year limits), named without a time.
    private static func isDateOnly(_ bound: Value?) -> Bool {
        bound?.stringValue.map { $0.count == 10 } ?? true
    }

    private static func text(_ position: Int, kind: DateEditor.Kind, dateOnly: Bool) -> String {
        switch kind {
        case .date: return CalendarDate(dayNumber: position).text
        case .time: return DateEditor.clockText(minutes: position)
        case .countDown: return DateEditor.durationText(seconds: position)
        case .dateTime:
            let full = DateEditor.dateTimeText(position, separator: " ")
            return dateOnly ? String(full.prefix(10)) : full
        }
    }
}
