import FormUI
import FoundationEssentials

/// The `Date` and `Decimal` values of a typed form as the form's own values, with no calendar
/// library (FoundationEssentials only, no ICU): a date is written in UTC as the form's date
/// strings (`YYYY-MM-DD`, `YYYY-MM-DDTHH:MM`, `HH:MM`), a decimal as a JSON number.
enum FoundationValues {
    /// `value` as JSON when it is a `Date` (`YYYY-MM-DDTHH:MM:SS`, UTC) or a `Decimal` (a
    /// number, an integer when it is whole), nil for any other value.
    static func json(_ value: Any) -> JSON? {
        if let date = value as? Date { return .string(DateText.string(date)) }
        if let decimal = value as? Decimal {
            let text = "\(decimal)"
            if let whole = Int64(text) { return .integer(whole) }
            return Double(text).map(JSON.number)
        }
        return nil
    }

    /// `T` read from `value` when `T` is `Date` (from one of the form's date strings) or
    /// `Decimal` (from a number or a numeric string); nil for any other type, or a value that
    /// is not one (the type's own decoding then says why).
    static func decode<T>(_ type: T.Type, from value: JSON) -> T? {
        if type == Date.self, case .string(let text) = value { return DateText.date(text) as? T }
        if type == Decimal.self {
            switch value {
            case .integer(let whole): return Decimal(whole) as? T
            case .number(let number): return Decimal(string: "\(number)") as? T
            case .string(let text): return Decimal(string: text) as? T
            default: return nil
            }
        }
        return nil
    }

    /// Whether `type` is one read as a single value here (a leaf for the key path probe).
    static func isLeaf(_ type: Any.Type) -> Bool { type == Date.self || type == Decimal.self }

    /// A value of `type` for the key path probe: the one `given`, else zero, moved by a day (or
    /// one) when `changed`.
    static func probe<T>(_ type: T.Type, given: JSON?, changed: Bool) -> T? {
        if type == Date.self {
            let date = given.flatMap { decode(Date.self, from: $0) } ?? Date(timeIntervalSince1970: 0)
            return (changed ? date.addingTimeInterval(86_400) : date) as? T
        }
        if type == Decimal.self {
            let decimal = given.flatMap { decode(Decimal.self, from: $0) } ?? Decimal(0)
            return (changed ? decimal + 1 : decimal) as? T
        }
        return nil
    }
}

/// The form's date strings of a `Date`, in UTC: the days since 1970 are the editors' own
/// `CalendarDate`, so no calendar library is needed.
enum DateText {
    /// `YYYY-MM-DDTHH:MM:SS`, the seconds' fraction dropped.
    static func string(_ date: Date) -> String {
        let seconds = Int64(date.timeIntervalSince1970.rounded(.down))
        let (days, rest) = seconds.quotientAndRemainder(dividingBy: 86_400)
        let day = rest < 0 ? days - 1 : days
        let second = rest < 0 ? rest + 86_400 : rest
        let calendarDay = CalendarDate(dayNumber: Int(day))
        return "\(calendarDay)T\(padded(second / 3600, 2)):\(padded(second / 60 % 60, 2)):\(padded(second % 60, 2))"
    }

    /// The date of `YYYY-MM-DD` (midnight), `YYYY-MM-DDTHH:MM[:SS]`, or `HH:MM[:SS]` (that time
    /// on 1 January 1970), in UTC; nil for anything else.
    static func date(_ text: String) -> Date? {
        let parts = text.split(separator: "T", omittingEmptySubsequences: false)
        var day: Int64 = 0
        var time: Substring?
        switch parts.count {
        case 1 where text.contains(":"): time = parts[0]
        case 1: guard let found = days(parts[0]) else { return nil }; day = found
        case 2: guard let found = days(parts[0]) else { return nil }; day = found; time = parts[1]
        default: return nil
        }
        var seconds = day * 86_400
        if let time {
            let fields = time.split(separator: ":", omittingEmptySubsequences: false).map { Int64($0) }
            guard (2...3).contains(fields.count), let hour = fields[0], let minute = fields[1], (0..<24).contains(hour), (0..<60).contains(minute)
            else { return nil }
            let second = fields.count == 3 ? fields[2] : 0
            guard let second, (0..<60).contains(second) else { return nil }
            seconds += hour * 3600 + minute * 60 + second
        }
        return Date(timeIntervalSince1970: Double(seconds))
    }

    /// The days since 1970-01-01 of `YYYY-MM-DD`, nil when it is no day of the calendar.
    private static func days(_ text: Substring) -> Int64? {
        CalendarDate(String(text)).map { Int64($0.dayNumber) }
    }

    private static func padded(_ value: Int64, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
