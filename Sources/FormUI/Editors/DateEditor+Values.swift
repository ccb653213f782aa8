import FormCore

/// Reading and writing the values of date and time rows, and their closed display.
///
/// Internally every kind measures its value as one integer, its *position*: days since 1970-01-01
/// for a date, minutes since midnight for a time, days × 1440 + minutes for a date and time,
/// seconds for a count-down. Bounds compare positions.
extension DateEditor {
    /// `today` (as a `min`, `max` or `value`) turned into the date `today`; any other value unchanged.
    package static func resolve(_ bound: Value?, today: String) -> Value? {
        guard let bound else { return nil }
        return bound == .string("today") ? .string(today) : bound
    }

    /// The row's value as shown on its closed row: `2026-11-29`, `14:05`, `2026-11-29 14:05`,
    /// `01:30:00` (a count-down of 5400 s); nil when there is no value. `today`, when given, turns
    /// the value `today` into that date. A text that cannot be read is shown as it is.
    package static func display(_ value: Value, kind: Kind, today: String? = nil) -> String? {
        if value.isEmpty { return nil }
        let value = today.flatMap { resolve(value, today: $0) } ?? value
        guard let position = position(of: value, kind: kind) else {
            return value.stringValue ?? value.numberValue.map { String($0) }
        }
        switch kind {
        case .date: return CalendarDate(dayNumber: position).text
        case .time: return clockText(minutes: position)
        case .dateTime: return dateTimeText(position, separator: " ")
        case .countDown: return durationText(seconds: position)
        }
    }

    /// What an empty row of this kind shows dimmed: `YYYY-MM-DD`, `HH:MM`, `YYYY-MM-DD HH:MM`, `00:00:00`.
    package static func placeholder(kind: Kind) -> String {
        switch kind {
        case .date: return "YYYY-MM-DD"
        case .time: return "HH:MM"
        case .dateTime: return "YYYY-MM-DD HH:MM"
        case .countDown: return "00:00:00"
        }
    }

    /// The position of a value of `kind`, or nil when it cannot be read as one. A date and time
    /// given as a date alone stands at midnight, or at 23:59 with `endOfDay` (a `max`).
    static func position(of value: Value, kind: Kind, endOfDay: Bool = false) -> Int? {
        switch kind {
        case .countDown:
            guard let n = value.numberValue, n.isFinite, n >= 0, n < 1e9 else { return nil }
            return Int(n)
        case .date:
            guard let text = value.stringValue else { return nil }
            if let day = CalendarDate(text) { return day.dayNumber }
            return position(of: value, kind: .dateTime).map { floorDivision($0, 1440) }
        case .time:
            return value.stringValue.flatMap(minutes(of:))
        case .dateTime:
            guard let text = value.stringValue, let day = CalendarDate(String(text.prefix(10))) else { return nil }
            let rest = text.dropFirst(10)
            if rest.isEmpty { return day.dayNumber * 1440 + (endOfDay ? 1439 : 0) }
            guard rest.first == "T" || rest.first == " ", let m = minutes(of: String(rest.dropFirst())) else { return nil }
            return day.dayNumber * 1440 + m
        }
    }

    /// `H:MM`, `HH:MM` or `HH:MM:SS` as minutes since midnight (seconds dropped).
    static func minutes(of text: String) -> Int? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3, (1...2).contains(parts[0].count),
              parts.dropFirst().allSatisfy({ $0.count == 2 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              parts[0].allSatisfy({ $0.isASCII && $0.isNumber }),
              let h = Int(parts[0]), let m = Int(parts[1]), h < 24, m < 60 else { return nil }
        if parts.count == 3, let s = Int(parts[2]), s >= 60 { return nil }
        return h * 60 + m
    }

    /// `14:05`.
    static func clockText(minutes: Int) -> String {
        zeroPadded(minutes / 60, 2) + ":" + zeroPadded(minutes % 60, 2)
    }

    /// `2026-11-29T14:05` (or with another separator) from days × 1440 + minutes.
    static func dateTimeText(_ position: Int, separator: String) -> String {
        let day = floorDivision(position, 1440)
        return CalendarDate(dayNumber: day).text + separator + clockText(minutes: position - day * 1440)
    }

    /// `01:30:00`.
    static func durationText(seconds: Int) -> String {
        zeroPadded(seconds / 3600, 2) + ":" + zeroPadded(seconds / 60 % 60, 2) + ":" + zeroPadded(seconds % 60, 2)
    }

    /// `a / b` rounded down (towards minus infinity), for positions before 1970.
    static func floorDivision(_ a: Int, _ b: Int) -> Int {
        let q = a / b
        return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
    }
}
