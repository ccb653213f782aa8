import FormScreen

/// The numeric fields of a time editor: hours and minutes (`time`, `dateTime`) or hours, minutes
/// and seconds (`countDownTimer`), one of them focused. Knows nothing of a row's `min`/`max`.
///
/// Keys: Left/Right move between the fields (Home/End to the first/last); Up/Down add/subtract
/// one, wrapping (23 → 00 for hours, 59 → 00 for minutes and seconds); digits type the focused
/// field: the first digit shows alone (`7_`), the second completes it and moves to the next
/// field. A completed value the field cannot hold (7 then 9 for hours) is refused and the field
/// returns to what it held before the first digit. Any other key first keeps a lone typed digit
/// as the field's value (`07`).
package struct TimeFields: Equatable, Sendable {
    /// A first digit typed into the focused field, waiting for the second.
    package struct Pending: Equatable, Sendable {
        package var digit: Int
        /// The field's value before the digit was typed, restored when the entry is refused.
        package var original: Int
    }

    package enum Outcome: Equatable, Sendable {
        case changed
        case refused(String)
        case ignored
    }

    package private(set) var values: [Int]
    /// The largest value of each field (the smallest is 0).
    package let limits: [Int]
    /// The index of the focused field.
    package private(set) var focus: Int = 0
    package private(set) var pending: Pending?

    package static let names = ["Hours", "Minutes", "Seconds"]
    /// Hours of a count-down timer go up to 99.
    package static let countDownHourLimit = 99

    /// Fields holding `values` (each clamped to 0 … its limit).
    package init(values: [Int], limits: [Int]) {
        self.limits = limits
        self.values = zip(values, limits).map { Swift.max(0, Swift.min($1, $0)) }
    }

    /// Hours and minutes of a time of day, from minutes since midnight.
    package static func timeOfDay(minutes: Int) -> TimeFields {
        TimeFields(values: [minutes / 60, minutes % 60], limits: [23, 59])
    }

    /// Hours, minutes and seconds of a duration (clamped to 99:59:59).
    package static func countDown(seconds: Int) -> TimeFields {
        let s = Swift.max(0, Swift.min(seconds, countDownHourLimit * 3600 + 3599))
        return TimeFields(values: [s / 3600, s / 60 % 60, s % 60], limits: [countDownHourLimit, 59, 59])
    }

    /// The fields as seconds: hours × 3600 + minutes × 60 (+ seconds).
    package var seconds: Int {
        let units = [3600, 60, 1]
        return zip(values, units).reduce(0) { $0 + $1.0 * $1.1 }
    }

    package var isPending: Bool { pending != nil }

    /// Takes a lone typed digit as the field's value.
    package mutating func commitPending() { pending = nil }

    /// Forgets a lone typed digit and restores the field's value from before it.
    package mutating func cancelPending() {
        guard let pending else { return }
        values[focus] = pending.original
        self.pending = nil
    }

    package mutating func handle(_ key: Key) -> Outcome {
        if case .char(let c) = key, c.isASCII, let digit = c.wholeNumberValue {
            return type(digit)
        }
        switch key {
        case .left: commitPending(); focus = Swift.max(0, focus - 1)
        case .right: commitPending(); focus = Swift.min(values.count - 1, focus + 1)
        case .home: commitPending(); focus = 0
        case .end: commitPending(); focus = values.count - 1
        case .up: commitPending(); values[focus] = (values[focus] + 1) % (limits[focus] + 1)
        case .down: commitPending(); values[focus] = (values[focus] + limits[focus]) % (limits[focus] + 1)
        default: return .ignored
        }
        return .changed
    }

    private mutating func type(_ digit: Int) -> Outcome {
        guard let first = pending else {
            pending = Pending(digit: digit, original: values[focus])
            values[focus] = digit
            return .changed
        }
        let typed = first.digit * 10 + digit
        guard typed <= limits[focus] else {
            cancelPending()
            return .refused("\(TimeFields.names[focus]) go from 00 to \(zeroPadded(limits[focus], 2))")
        }
        values[focus] = typed
        pending = nil
        focus = Swift.min(values.count - 1, focus + 1)
        return .changed
    }

    /// The focused-or-not text of field `index`: two digits, or the lone typed digit and `_`.
    package func text(of index: Int) -> String {
        if index == focus, let pending { return "\(pending.digit)_" }
        return zeroPadded(values[index], 2)
    }
}
