import FormCore

/// A date or time typed as digits alone, the separators put in by themselves: `19851210` reads
/// `1985-12-10`. Used on a focused date row and in the month grid; a pure value that knows
/// nothing of the screen.
///
/// The template of each kind: `YYYY-MM-DD` (date), `YYYY-MM-DD HH:MM` (dateTime), `HH:MM` (time),
/// and `HH:MM:SS` for a count-down (hours 00 … 99), whose value is a number of seconds.
package struct DateTyping: Equatable, Sendable {
    /// Why the typed digits are not a value (yet): incomplete, impossible or out of bounds.
    package struct Refusal: Error, Equatable, Sendable {
        package var message: String

        package init(_ message: String) { self.message = message }
    }

    package let kind: DateEditor.Kind
    /// The digits typed so far.
    package private(set) var digits: String = ""

    /// An empty buffer for `kind`.
    package init(kind: DateEditor.Kind) {
        self.kind = kind
    }

    /// The characters typed separators are skipped as: `-`, `/`, `.`, space, `:` and `T`.
    package static let separators: Set<Character> = ["-", "/", ".", " ", ":", "T"]

    /// `YYYY-MM-DD`, `YYYY-MM-DD HH:MM`, `HH:MM` or `HH:MM:SS`: a letter a digit, anything else a separator.
    package static func template(kind: DateEditor.Kind) -> String {
        switch kind {
        case .date: return "YYYY-MM-DD"
        case .dateTime: return "YYYY-MM-DD HH:MM"
        case .time: return "HH:MM"
        case .countDown: return "HH:MM:SS"
        }
    }

    package var template: String { DateTyping.template(kind: kind) }

    /// How many digits the template holds: 8, 12, 4 or 6.
    package var capacity: Int { template.filter(\.isLetter).count }

    package var isEmpty: Bool { digits.isEmpty }

    package var isComplete: Bool { digits.count == capacity }

    /// A typed character: a digit is added (false when the buffer is already complete); a
    /// separator is skipped (true, nothing changes); anything else is false.
    package mutating func type(_ c: Character) -> Bool {
        if DateTyping.separators.contains(c) { return true }
        guard c.isASCIIDigit, !isComplete else { return false }
        digits.append(c)
        return true
    }

    /// Backspace: erases the last digit (false when empty).
    package mutating func erase() -> Bool {
        guard !digits.isEmpty else { return false }
        digits.removeLast()
        return true
    }

    /// The digits with the template's separators up to the last one typed: `19851` is `1985-1`.
    package var text: String { String(filled.prefix(typedLength)) }

    /// The rest of the template after `text`, drawn dimmed: `M-DD` after `1985-1`.
    package var remainingTemplate: String { String(template.dropFirst(typedLength)) }

    /// The typed value when it is a real one within `bounds`: `.string("1985-12-10")`,
    /// `.string("1985-12-10T14:30")`, `.string("14:30")`, `.number(5400)` for a count-down;
    /// otherwise why not: `Type the whole date: YYYY-MM-DD`, `2023-02-30 is not a date`,
    /// `25:00 is not a time`, or the bound's refusal (`Not before 1900-01-01`).
    ///
    /// A count-down typed in part is completed with zeros, the digits filling hours, then
    /// minutes, then seconds: `10` is `10:00:00`, `1030` is `10:30:00`.
    package func commit(bounds: DateBounds) -> Result<Value, Refusal> {
        if kind == .countDown, !isEmpty, !isComplete { return completedWithZeros.commit(bounds: bounds) }
        guard isComplete else { return .failure(Refusal("Type the whole \(noun): \(template)")) }
        let fields = self.fields
        let position: Int, value: Value
        switch kind {
        case .date, .dateTime:
            let day: CalendarDate
            switch typedDay() {
            case .success(let typed): day = typed
            case .failure(let refusal): return .failure(refusal)
            }
            if kind == .date {
                position = day.dayNumber
                value = .string(day.text)
            } else {
                guard let minutes = DateTyping.minutes(fields[3], fields[4]) else { return .failure(notATime) }
                position = day.dayNumber * 1440 + minutes
                value = .string(day.text + "T" + DateEditor.clockText(minutes: minutes))
            }
        case .time:
            guard let minutes = DateTyping.minutes(fields[0], fields[1]) else { return .failure(notATime) }
            position = minutes
            value = .string(DateEditor.clockText(minutes: minutes))
        case .countDown:
            guard fields[1] < 60, fields[2] < 60 else { return .failure(Refusal("\(text) is not a duration")) }
            position = fields[0] * 3600 + fields[1] * 60 + fields[2]
            value = .number(Double(position))
        }
        return bounds.refusal(position).map { .failure(Refusal($0)) } ?? .success(value)
    }

    /// The day typed (date and dateTime): a refusal while its eight digits are not all typed, or
    /// when they are not a real day (`2023-02-30 is not a date`).
    package func typedDay() -> Result<CalendarDate, Refusal> {
        guard kind == .date || kind == .dateTime, digits.count >= 8 else {
            return .failure(Refusal("Type the whole date: YYYY-MM-DD"))
        }
        let fields = self.fields
        guard let day = CalendarDate(year: fields[0], month: fields[1], day: fields[2]) else {
            return .failure(Refusal("\(filled.prefix(10)) is not a date"))
        }
        return .success(day)
    }

    /// The digits typed, then zeros up to the template's capacity.
    private var completedWithZeros: DateTyping {
        var full = self
        full.digits += String(repeating: "0", count: capacity - digits.count)
        return full
    }

    /// The year typed (its four digits typed, the month not yet whole) and the month when its
    /// two digits make one (1 … 12), for the month grid to follow; nil for a time, before the
    /// fourth digit and once the day is being typed.
    package func typedMonth() -> (year: Int, month: Int?)? {
        guard kind == .date || kind == .dateTime, (4...6).contains(digits.count) else { return nil }
        let fields = self.fields
        if digits.count < 6 { return (fields[0], nil) }
        return (1...12).contains(fields[1]) ? (fields[0], fields[1]) : nil
    }

    /// What the template stands for, in the incomplete refusal.
    private var noun: String {
        switch kind {
        case .date: return "date"
        case .dateTime: return "date and time"
        case .time: return "time"
        case .countDown: return "duration"
        }
    }

    private var notATime: Refusal { Refusal("\(filled.suffix(5)) is not a time") }

    /// Minutes since midnight, or nil for an hour or minute a clock does not have.
    private static func minutes(_ hours: Int, _ minutes: Int) -> Int? {
        hours < 24 && minutes < 60 ? hours * 60 + minutes : nil
    }

    /// The numbers of the template's fields as typed so far (untyped digits count as 0):
    /// year, month, day, hours, minutes (seconds) in the template's order.
    private var fields: [Int] {
        filled.split { !$0.isLetter && !$0.isNumber }
            .map { Int(String($0.map { $0.isNumber ? $0 : "0" })) ?? 0 }
    }

    /// The template with its first letters replaced by the digits typed.
    private var filled: String {
        var rest = Substring(digits)
        return String(template.map { slot in
            guard slot.isLetter, let digit = rest.first else { return slot }
            rest = rest.dropFirst()
            return digit
        })
    }

    /// How many template characters `text` covers: up to and including the last digit typed.
    private var typedLength: Int {
        var seen = 0, end = 0
        for (offset, slot) in template.enumerated() where slot.isLetter && seen < digits.count {
            seen += 1
            end = offset + 1
        }
        return end
    }
}
