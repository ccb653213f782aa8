#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Times and dates-and-times as RFC 3339 (JSON Schema's `time` and `date-time` formats) wants
/// them: the rows hold `HH:MM` and `YYYY-MM-DDTHH:MM` in local time; the output adds seconds and
/// the offset from UTC that local time had then (`Z` for none).
package enum RFC3339Text {
    /// `10:30` → `10:30:00+01:00`; `2026-11-30T10:30` → `2026-11-30T10:30:00+01:00`. Text that
    /// is neither is returned as it is.
    package static func encode(_ text: String, offsetSeconds: (_ date: String?) -> Int = localOffset(at:)) -> String {
        if DateText.isTime(text) { return text + ":00" + offset(offsetSeconds(nil)) }
        if DateText.isDateTime(text) { return text + ":00" + offset(offsetSeconds(text)) }
        return text
    }

    /// `10:30` → `10:30:00` + `offset` (`Z`, `+02:00`): a time typed into a form read from a
    /// JSON Schema, given the offset of the value it replaces (no conversion to local time).
    package static func encode(_ text: String, offset: String) -> String {
        DateText.isTime(text) || DateText.isDateTime(text) ? text + ":00" + offset : text
    }

    /// The offset an RFC 3339 time or date-time ends with (`Z`, `+02:00`), nil when it has none.
    package static func offset(of text: String) -> String? {
        guard decode(text) != nil else { return nil }
        if text.hasSuffix("Z") || text.hasSuffix("z") { return "Z" }
        let tail = String(text.suffix(6))
        guard tail.first == "+" || tail.first == "-", DateText.isTime(String(tail.dropFirst())) else { return nil }
        return tail
    }

    /// `YYYY-MM-DDTHH:MM(:SS(.frac)?)?(Z|±HH:MM)?` or `HH:MM(:SS…)?(offset)?` read back as the
    /// row holds it (`HH:MM`, `YYYY-MM-DDTHH:MM`); nil for anything else. The offset is dropped:
    /// the row shows the time as written.
    package static func decode(_ text: String) -> String? {
        let upper = text.uppercased()
        if let t = upper.firstIndex(of: "T") {
            let date = String(upper[..<t])
            guard DateText.isDate(date), let time = decode(String(upper[upper.index(after: t)...])) else { return nil }
            return date + "T" + time
        }
        let chars = Array(upper)
        guard chars.count >= 5 else { return nil }
        let hhmm = String(chars[0..<5])
        guard DateText.isTime(hhmm) else { return nil }
        var rest = chars[5...]
        if rest.first == ":" {
            let seconds = rest.dropFirst().prefix(2)
            guard seconds.count == 2, seconds.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            rest = rest.dropFirst(3)
            if rest.first == "." {
                rest = rest.dropFirst()
                let digits = rest.prefix { $0.isASCII && $0.isNumber }
                guard !digits.isEmpty else { return nil }
                rest = rest.dropFirst(digits.count)
            }
        }
        if rest.isEmpty || String(rest) == "Z" { return hhmm }
        let zone = String(rest)
        guard zone.count == 6, zone.first == "+" || zone.first == "-",
              DateText.isTime(String(zone.dropFirst())) else { return nil }
        return hhmm
    }

    /// `Z`, `+01:00`, `-05:30`.
    static func offset(_ seconds: Int) -> String {
        if seconds == 0 { return "Z" }
        let minutes = abs(seconds) / 60
        let hh = minutes / 60, mm = minutes % 60
        return (seconds < 0 ? "-" : "+") + (hh < 10 ? "0" : "") + String(hh) + ":" + (mm < 10 ? "0" : "") + String(mm)
    }

    /// The local offset from UTC at `date` (`YYYY-MM-DDTHH:MM` in local time), or now.
    package static func localOffset(at date: String?) -> Int {
        var t = time(nil)
        if let date {
            let parts = date.split(whereSeparator: { $0 == "-" || $0 == "T" || $0 == ":" }).compactMap { Int32($0) }
            if parts.count == 5 {
                var fields = tm()
                fields.tm_year = parts[0] - 1900
                fields.tm_mon = parts[1] - 1
                fields.tm_mday = parts[2]
                fields.tm_hour = parts[3]
                fields.tm_min = parts[4]
                fields.tm_isdst = -1
                let made = mktime(&fields)
                if made != -1 { t = made }
            }
        }
        var local = tm()
        guard localtime_r(&t, &local) != nil else { return 0 }
        return Int(local.tm_gmtoff)
    }
}
