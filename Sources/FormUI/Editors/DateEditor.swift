import FormCore
import FormScreen

/// The editor of `date`, `time`, `dateTime` and `countDownTimer` rows (pop-up) and of their
/// `…Inline` variants (drawn in lines under the row): a value type that takes keys and draws
/// itself; the caller writes `value` into the row when `handle` answers `.picked`.
///
/// Keys, by kind:
/// - **date**, a month grid: Left/Right one day, Up/Down one week, PgUp/PgDn one month, `<`/`>`
///   (or Shift-PgUp/Shift-PgDn) one year (the day clamped to the month's length: Feb 29 → Feb 28),
///   `t` today, Home/End the first/last day of the month (or the nearest day within `min`/`max`).
///   A move outside `min`/`max` is refused without moving. Digits type a date (`DateTyping`, see
///   `DateEditor+Typing`): the separators come by themselves, typed ones are skipped, Backspace
///   erases, the cursor follows once the date is complete; Enter picks the typed date or refuses
///   it (incomplete, impossible, out of bounds) keeping the typing; Esc abandons the typing; a
///   move ends it.
/// - **time** and **countDown**: the fields of `TimeFields` (Left/Right between them, Up/Down
///   change, digits type). A change outside `min`/`max` is refused and undone.
/// - **dateTime**: the month grid, then the time fields; Tab (or Shift-Tab) switches between the
///   grid and the time part, so Left/Right in the grid still move by days. Landing on the first
///   or last allowed day moves the time within `min`/`max`. Typed in the grid, twelve digits give
///   the date and the time; after the eight of the date alone, Enter picks that day at the time
///   shown and Tab goes to the time part.
/// - All kinds: Enter picks the value, Esc closes unchanged (while a date is typed: abandons it).
///
/// `hints(ascii:)` gives the short help line, `keyHelp(kind:)` every key in full words (F1).
package struct DateEditor: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        case date, time, dateTime, countDown

        /// The kind of a date or time row type (inline or not), as its row kind says
        /// (`RowKind.dateKind`); nil for other types.
        package init?(_ type: RowType) {
            guard let kind = RowKinds.kind(for: type).dateKind else { return nil }
            self = kind
        }
    }

    /// Which part of a date and time editor takes the keys.
    package enum Part: Equatable, Sendable {
        case grid, time
    }

    /// What the editor did with a key.
    package typealias Outcome = EditorOutcome

    package let kind: Kind
    /// The cursor day of the month grid (meaningless for `time` and `countDown`).
    package private(set) var day: CalendarDate
    /// Hours and minutes (and seconds for `countDown`).
    package private(set) var time: TimeFields
    package private(set) var part: Part
    /// The date being typed in the grid (digits), or nil when none is.
    package internal(set) var typing: DateTyping?
    /// The day underlined in the grid; nil when the `today` given could not be read.
    package let today: CalendarDate?
    package let bounds: DateBounds

    /// An editor for `row` (its kind from `row.type`; `.date` for a type that is not a date or
    /// time) starting on `value`, else on `today` for the days and 00:00 / 0 s for the times,
    /// moved within `row.min`/`row.max`. `today` is `YYYY-MM-DD`: the editor never reads the clock.
    package init(row: Row, value: Value, today: String) {
        let kind = Kind(row.type) ?? .date
        self.kind = kind
        self.today = CalendarDate(today)
        bounds = DateBounds(row: row, today: today)
        part = kind == .date || kind == .dateTime ? .grid : .time
        day = self.today ?? CalendarDate(dayNumber: 0)
        time = kind == .countDown ? .countDown(seconds: 0) : .timeOfDay(minutes: 0)
        let start = DateEditor.resolve(value, today: today).flatMap { DateEditor.position(of: $0, kind: kind) }
        let fallback: Int
        switch kind {
        case .date: fallback = day.dayNumber
        case .dateTime: fallback = day.dayNumber * 1440
        case .time, .countDown: fallback = 0
        }
        place(at: bounds.clamp(start ?? fallback))
    }

    /// What Enter would pick now: `"YYYY-MM-DD"`, `"HH:MM"`, `"YYYY-MM-DDTHH:MM"` or a number of seconds.
    package var value: Value {
        switch kind {
        case .date: return .string(day.text)
        case .time: return .string(DateEditor.clockText(minutes: time.seconds / 60))
        case .dateTime: return .string(day.text + "T" + DateEditor.clockText(minutes: time.seconds / 60))
        case .countDown: return .number(Double(time.seconds))
        }
    }

    /// The value as one integer (see `DateEditor.position(of:kind:)`).
    var position: Int {
        switch kind {
        case .date: return day.dayNumber
        case .time: return time.seconds / 60
        case .dateTime: return day.dayNumber * 1440 + time.seconds / 60
        case .countDown: return time.seconds
        }
    }

    mutating func place(at position: Int) {
        switch kind {
        case .date: day = CalendarDate(dayNumber: position)
        case .time: time = .timeOfDay(minutes: position)
        case .countDown: time = .countDown(seconds: position)
        case .dateTime:
            let d = DateEditor.floorDivision(position, 1440)
            day = CalendarDate(dayNumber: d)
            setTime(minutes: position - d * 1440)
        }
    }

    /// Sets the hours and minutes, keeping the focused field.
    private mutating func setTime(minutes: Int) {
        var fields = TimeFields.timeOfDay(minutes: minutes)
        for _ in 0..<time.focus { _ = fields.handle(.right) }
        time = fields
    }

    package mutating func handle(_ key: Key) -> Outcome {
        if key == .escape {
            guard typing != nil else { return .closed }
            typing = nil
            return .stay
        }
        let before = self
        let outcome = apply(key)
        if case .refused = outcome {
            self = before
            time.cancelPending()
            return outcome
        }
        if !time.isPending, let message = bounds.refusal(position) {
            self = before
            time.cancelPending()
            return .refused(message)
        }
        return outcome
    }

    private mutating func apply(_ key: Key) -> Outcome {
        if part == .grid, let outcome = typingKey(key) { return outcome }
        let outcome = untypedKey(key)
        if outcome == .stay { typing = nil }
        return outcome
    }

    private mutating func untypedKey(_ key: Key) -> Outcome {
        switch key {
        case .enter:
            time.commitPending()
            return bounds.refusal(position).map(Outcome.refused) ?? .picked(value)
        case .tab, .backTab:
            guard kind == .dateTime else { return .ignored }
            switchPart()
            return .stay
        default:
            return part == .grid ? gridKey(key) : timeKey(key)
        }
    }

    /// Tab in a date and time editor: the grid gives the keys to the time part, or back.
    mutating func switchPart() {
        time.commitPending()
        part = part == .grid ? .time : .grid
    }

    private mutating func timeKey(_ key: Key) -> Outcome {
        switch time.handle(key) {
        case .changed: return .stay
        case .refused(let message): return .refused(message)
        case .ignored: return .ignored
        }
    }

    private mutating func gridKey(_ key: Key) -> Outcome {
        var target: CalendarDate
        switch key {
        case .left: target = day.adding(days: -1)
        case .right: target = day.adding(days: 1)
        case .up: target = day.adding(days: -7)
        case .down: target = day.adding(days: 7)
        case .pageUp: target = day.adding(months: -1)
        case .pageDown: target = day.adding(months: 1)
        case .char("<"), .shiftPageUp: target = day.adding(months: -12)
        case .char(">"), .shiftPageDown: target = day.adding(months: 12)
        case .char("t"):
            guard let today else { return .refused("Today's date is not known") }
            target = today
        case .home:
            target = day.firstOfMonth
            if bounds.dayRefusal(target) != nil { target = firstAllowedDay(from: target, step: 1) }
        case .end:
            target = day.lastOfMonth
            if bounds.dayRefusal(target) != nil { target = firstAllowedDay(from: target, step: -1) }
        default:
            return .ignored
        }
        return move(to: target)
    }

    /// Moves the cursor to `target` (for a date and time, the time moved within the bounds), or
    /// refuses with the bound's message when no time of that day is within them.
    mutating func move(to target: CalendarDate) -> Outcome {
        if let message = bounds.dayRefusal(target) { return .refused(message) }
        day = target
        if kind == .dateTime {
            setTime(minutes: bounds.clamp(position) - day.dayNumber * 1440)
        }
        return .stay
    }

    /// The first day from `start` towards the cursor day that is within bounds (at worst the cursor day).
    private func firstAllowedDay(from start: CalendarDate, step: Int) -> CalendarDate {
        var d = start
        while d != day, bounds.dayRefusal(d) != nil { d = d.adding(days: step) }
        return d
    }
}
