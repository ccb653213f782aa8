import FormCore
import FormScreen

/// A date typed as digits in the month grid (see `DateTyping`).
///
/// A digit starts the typing; typed separators are skipped; Backspace erases the last digit (the
/// typing ends with the last one). Once the date's eight digits are typed and make a day within
/// the bounds, the cursor moves to it; so does a complete date and time. Enter picks the typed
/// value, or refuses it (incomplete, impossible, out of bounds) keeping the typing to correct.
/// In a date and time grid, Enter after the eight date digits alone picks that day at the time
/// shown, and Tab takes the typed date (and time) like a move and goes to the time part. Esc
/// abandons the typing (the cursor stays where the typing took it); a move ends it.
extension DateEditor {
    /// What a key does to the typing, or nil when it is not a typing key (it then moves the grid).
    mutating func typingKey(_ key: Key) -> Outcome? {
        switch key {
        case .char(let c) where c.isASCIIDigit:
            return typeDigit(c)
        case .char(let c) where typing != nil && DateTyping.separators.contains(c):
            return .stay
        case .backspace where typing != nil:
            _ = typing?.erase()
            if typing?.isEmpty == true { typing = nil }
            return .stay
        case .enter where typing != nil:
            return pickTyped()
        case .tab where typing != nil && kind == .dateTime, .backTab where typing != nil && kind == .dateTime:
            return takeTypedDay()
        default:
            return nil
        }
    }

    private mutating func typeDigit(_ c: Character) -> Outcome {
        var buffer = typing ?? DateTyping(kind: kind)
        guard buffer.type(c) else {
            return .refused("\(buffer.text) is typed: Enter picks it, Backspace erases")
        }
        typing = buffer
        if buffer.isComplete, let position = typedPosition(buffer) {
            place(at: position)
        } else if buffer.digits.count == 8, case .success(let typed) = buffer.typedDay(), bounds.dayRefusal(typed) == nil {
            _ = move(to: typed)
        } else if let typed = buffer.typedMonth() {
            follow(typed)
        }
        return .stay
    }

    /// The grid follows a year typed (four digits), then a month (six): the cursor goes to the
    /// same day in that year or month (the month's last day when it has fewer), or to the day
    /// nearest it within the bounds; a year or month wholly outside them leaves it where it is.
    private mutating func follow(_ typed: (year: Int, month: Int?)) {
        let month = typed.month ?? day.month
        let target = CalendarDate(dayNumber: 0).adding(months: (typed.year - 1970) * 12 + month - 1)
        let wanted = target.adding(days: Swift.min(day.day, target.daysInMonth) - 1)
        let last = typed.month == nil ? target.adding(months: 12 - month).lastOfMonth : target.lastOfMonth
        let first = typed.month == nil ? target.adding(months: 1 - month) : target
        let nearest = CalendarDate(dayNumber: DateEditor.floorDivision(bounds.clamp(wanted.dayNumber * perDay), perDay))
        guard nearest >= first, nearest <= last else { return }
        _ = move(to: nearest)
    }

    /// Positions a day holds: 1440 minutes for a date and time, 1 for a date.
    private var perDay: Int { kind == .dateTime ? 1440 : 1 }

    /// Enter: the typed value, picked; in a date and time grid eight digits pick that day at the time shown.
    private mutating func pickTyped() -> Outcome {
        guard let buffer = typing else { return .ignored }
        if kind == .dateTime, buffer.digits.count == 8 {
            let moved = moveToTypedDay(buffer)
            guard moved == .stay else { return moved }
            return bounds.refusal(position).map(Outcome.refused) ?? .picked(value)
        }
        switch buffer.commit(bounds: bounds) {
        case .failure(let refusal):
            return .refused(refusal.message)
        case .success(let picked):
            if let position = DateEditor.position(of: picked, kind: kind) { place(at: position) }
            typing = nil
            return .picked(picked)
        }
    }

    /// Tab in a date and time grid: the typed date (and the time, when it is typed too) taken
    /// like a move, then the time part.
    private mutating func takeTypedDay() -> Outcome {
        guard let buffer = typing else { return .ignored }
        if buffer.isComplete {
            switch buffer.commit(bounds: bounds) {
            case .failure(let refusal): return .refused(refusal.message)
            case .success(let typed): DateEditor.position(of: typed, kind: kind).map { place(at: $0) }
            }
        } else {
            let moved = moveToTypedDay(buffer)
            guard moved == .stay else { return moved }
        }
        typing = nil
        switchPart()
        return .stay
    }

    /// The cursor on the typed day (the typing ends), or why not.
    private mutating func moveToTypedDay(_ buffer: DateTyping) -> Outcome {
        switch buffer.typedDay() {
        case .failure(let refusal):
            return .refused(refusal.message)
        case .success(let typed):
            let moved = move(to: typed)
            if moved == .stay { typing = nil }
            return moved
        }
    }

    /// The position of the complete typed value, when it is a real one within the bounds.
    private func typedPosition(_ buffer: DateTyping) -> Int? {
        guard case .success(let typed) = buffer.commit(bounds: bounds) else { return nil }
        return DateEditor.position(of: typed, kind: kind)
    }
}
