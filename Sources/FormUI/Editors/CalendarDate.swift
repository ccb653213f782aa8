/// A day of the proleptic Gregorian calendar, computed without Foundation so that the answers
/// never depend on the locale, the time zone or the clock.
///
/// Days are counted from 1970-01-01 (`dayNumber` 0) with the days-from-civil formula: a year is
/// shifted to start in March so that the leap day falls at its end, and the 400-year era repeats.
package struct CalendarDate: Comparable, Hashable, Sendable, CustomStringConvertible {
    package var year: Int
    /// 1 … 12.
    package var month: Int
    /// 1 … the month's length.
    package var day: Int

    /// The earliest and latest days an editor moves to: years with four digits (0000 included,
    /// as ISO 8601 has it, so that a value of `0000-01-01` stays itself).
    package static let earliest = CalendarDate(uncheckedYear: 0, month: 1, day: 1)
    package static let latest = CalendarDate(uncheckedYear: 9999, month: 12, day: 31)

    package static let monthNames = ["January", "February", "March", "April", "May", "June", "July",
                                    "August", "September", "October", "November", "December"]
    /// Two-letter weekday names, Monday first.
    package static let weekdayNames = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]

    /// A valid date, or nil (month outside 1…12, day outside the month).
    package init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), day >= 1, day <= CalendarDate.daysIn(month: month, year: year) else { return nil }
        self.init(uncheckedYear: year, month: month, day: day)
    }

    private init(uncheckedYear year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Reads `YYYY-MM-DD` (exactly four, two and two digits).
    package init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let y = CalendarDate.digits(parts[0]), let m = CalendarDate.digits(parts[1]),
              let d = CalendarDate.digits(parts[2]) else { return nil }
        self.init(year: y, month: m, day: d)
    }

    /// The day `dayNumber` days after 1970-01-01 (negative: before).
    package init(dayNumber: Int) {
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let d = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let m = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        self.init(uncheckedYear: yearOfEra + era * 400 + (m <= 2 ? 1 : 0), month: m, day: d)
    }

    /// Days since 1970-01-01.
    package var dayNumber: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// 0 for Monday … 6 for Sunday (1970-01-01 was a Thursday).
    package var weekday: Int {
        let r = (dayNumber + 3) % 7
        return r < 0 ? r + 7 : r
    }

    package static func isLeap(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    package static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    package var daysInMonth: Int { CalendarDate.daysIn(month: month, year: year) }
    package var firstOfMonth: CalendarDate { CalendarDate(uncheckedYear: year, month: month, day: 1) }
    package var lastOfMonth: CalendarDate { CalendarDate(uncheckedYear: year, month: month, day: daysInMonth) }

    package func adding(days: Int) -> CalendarDate { CalendarDate(dayNumber: dayNumber + days) }

    /// The same day `months` months later (earlier when negative), clamped to that month's length:
    /// January 31 plus one month is February 28 (29 in a leap year).
    package func adding(months: Int) -> CalendarDate {
        let index = year * 12 + (month - 1) + months
        let y = index >= 0 ? index / 12 : (index - 11) / 12
        let m = index - y * 12 + 1
        return CalendarDate(uncheckedYear: y, month: m, day: Swift.min(day, CalendarDate.daysIn(month: m, year: y)))
    }

    /// `November 2026`.
    package var monthTitle: String { "\(CalendarDate.monthNames[month - 1]) \(year)" }

    /// `YYYY-MM-DD` (the year padded to four digits).
    package var text: String { zeroPadded(year, 4) + "-" + zeroPadded(month, 2) + "-" + zeroPadded(day, 2) }
    package var description: String { text }

    package static func < (a: CalendarDate, b: CalendarDate) -> Bool {
        (a.year, a.month, a.day) < (b.year, b.month, b.day)
    }

    private static func digits(_ text: Substring) -> Int? {
        guard text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text)
    }
}

/// `n` in at least `width` digits, zero-padded (`zeroPadded(5, 2)` is `05`).
func zeroPadded(_ n: Int, _ width: Int) -> String {
    let s = String(Swift.abs(n))
    let padded = String(repeating: "0", count: Swift.max(0, width - s.count)) + s
    return n < 0 ? "-" + padded : padded
}
