/// A string read as a date (`YYYY-MM-DD`), a date and time (`YYYY-MM-DDTHH:MM[:SS]`)
/// or a time of day (`HH:MM[:SS]`, the hour may have one digit), so that conditions
/// compare such strings chronologically.
package enum TemporalValue: Equatable, Sendable {
    /// `day` is `year * 10000 + month * 100 + day`: ordered like the calendar.
    case date(day: Int)
    case dateTime(day: Int, second: Int)
    /// Seconds since midnight.
    case time(second: Int)

    package init?(_ text: String) {
        let chars = Array(text)
        if chars.count == 10, let day = Self.day(chars[...]) {
            self = .date(day: day)
        } else if chars.count >= 16, chars[10] == "T" || chars[10] == " ",
                  let day = Self.day(chars[0..<10]), let second = Self.time(chars[11...]) {
            self = .dateTime(day: day, second: second)
        } else if let second = Self.time(chars[...]) {
            self = .time(second: second)
        } else {
            return nil
        }
    }

    /// The chronological order of two temporal values, or nil when they are of kinds that
    /// do not compare (a time of day against a date). A date against a date and time compares
    /// the days only: `2024-05-01T10:00` is on `2024-05-01`, neither before nor after it.
    package static func order(_ a: TemporalValue, _ b: TemporalValue) -> Int? {
        switch (a, b) {
        case (.date(let x), .date(let y)),
             (.date(let x), .dateTime(let y, _)),
             (.dateTime(let x, _), .date(let y)):
            return sign(x, y)
        case (.dateTime(let dx, let sx), .dateTime(let dy, let sy)):
            return dx != dy ? sign(dx, dy) : sign(sx, sy)
        case (.time(let x), .time(let y)):
            return sign(x, y)
        default:
            return nil
        }
    }

    private static func sign(_ a: Int, _ b: Int) -> Int { a < b ? -1 : (a > b ? 1 : 0) }

    private static func number(_ chars: ArraySlice<Character>) -> Int? {
        guard !chars.isEmpty, chars.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(String(chars))
    }

    private static func day(_ chars: ArraySlice<Character>) -> Int? {
        let c = Array(chars)
        guard c.count == 10, c[4] == "-", c[7] == "-",
              let year = number(c[0..<4][...]), let month = number(c[5..<7][...]), let day = number(c[8..<10][...]),
              (1...12).contains(month), (1...31).contains(day) else { return nil }
        return year * 10000 + month * 100 + day
    }

    private static func time(_ chars: ArraySlice<Character>) -> Int? {
        let parts = chars.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3,
              (1...2).contains(parts[0].count), parts.dropFirst().allSatisfy({ $0.count == 2 }),
              let hour = number(parts[0]), let minute = number(parts[1]),
              hour < 24, minute < 60 else { return nil }
        var second = 0
        if parts.count == 3 {
            guard let s = number(parts[2]), s < 60 else { return nil }
            second = s
        }
        return hour * 3600 + minute * 60 + second
    }
}
