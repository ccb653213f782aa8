/// A row's value typed as one line of text (plain mode, `--plain`): what the line gives the row, or
/// why it cannot. An empty line is the caller's (it keeps the current value).
package enum PlainAnswer {
    /// The longest answer line read, in bytes (line break excluded): a longer line is refused
    /// (`Refusal.tooLong`) without being kept, so that endless input (`< /dev/zero`) costs no memory.
    package static let longestLine = 1 << 20

    /// Why a line is not a value for the row; `description` is the one place it is worded.
    package enum Refusal: Error, Equatable, Sendable, CustomStringConvertible {
        case notANumber
        /// A number past a double (`1e400`) or too small to write out (`1e-5000`).
        case outOfRange
        case notAWholeNumber
        case negative
        case notYesOrNo
        /// Neither an option's number nor its title: the titles, to name when few.
        case notAChoice(titles: [String])
        case badDate
        case badTime
        case badDateTime
        /// Not JSON of the shape a `form` or `list` row holds.
        case notJSON
        /// A line longer than `limitBytes` bytes.
        case tooLong(limitBytes: Int)

        package var description: String {
            switch self {
            case .notANumber: return "Type a number"
            case .outOfRange: return "Type a number within ±1.7976931348623157e308 and no exponent below -1000"
            case .notAWholeNumber: return "Type a whole number"
            case .negative: return "Type a number of 0 or more"
            case .notYesOrNo: return "Answer y or n"
            case .notAChoice(let titles):
                let numbers = titles.count == 1 ? "Type 1" : "Type a number from 1 to \(titles.count)"
                guard !titles.isEmpty, titles.count <= CheckMessage.optionsNamed else { return numbers }
                return numbers + " or one of: " + titles.map { VisibleText.cut(VisibleText.escaped($0)) }.joined(separator: ", ")
            case .badDate: return "Type a date as YYYY-MM-DD or YYYYMMDD (or today)"
            case .badTime: return "Type a time as HH:MM or HHMM"
            case .badDateTime: return "Type a date and time as YYYY-MM-DD HH:MM or YYYYMMDDHHMM"
            case .notJSON: return "Type the value as JSON"
            case .tooLong(let limit):
                return limit % (1 << 20) == 0 ? "The answer is too long (at most \(limit >> 20) MiB)"
                    : "The answer is too long (at most \(limit) bytes)"
            }
        }
    }

    /// The value `line` gives `row` (by its type's value shape): text as typed, numbers, `y`/`n`,
    /// a choice's number (or its title), several numbers `1,3`, items `a, b`, dates and times
    /// (also as digits alone, `19851210`, or with `/` or `.`: see `PlainDateText`).
    package static func value(from line: String, for row: Row) -> Result<Value, Refusal> {
        let text = line.trimmedOfWhitespace
        // A type that reads typed text its own way (`90m` → `PT1H30M`); its check judges the rest.
        if let typed = row.type.unit.typed { return .success(typed(text)) }
        switch row.type.unit.value {
        case .none, .readOnlyText:
            return .success(.null)
        case .text:
            return .success(.string(line))
        case .custom:
            // Taken as typed; the kind's check judges it.
            return .success(.string(text))
        case .alternatives:
            return .success(.string(text))  // never reached: the unit reads typed text (`TypeSwitchRule.typed`)
        case .document:
            guard let tree = Value.parsing(text), tree.members != nil || tree.elements != nil else {
                return .failure(.notJSON)
            }
            return .success(tree)
        case .wholeNumber, .seconds, .stars:
            guard let number = Number(text: text) else { return .failure(refusal(number: text)) }
            guard number.isWhole else { return .failure(.notAWholeNumber) }
            if row.type.unit.value != .wholeNumber && number.double < 0 { return .failure(.negative) }
            return .success(.number(number))
        case .number:
            return Number(text: text).map { .success(.number($0)) } ?? .failure(refusal(number: text))
        case .bool:
            switch text.lowercased() {
            case "y", "yes", "true", "on", "1": return .success(.bool(true))
            case "n", "no", "false", "off", "0": return .success(.bool(false))
            default: return .failure(.notYesOrNo)
            }
        case .date:
            if text == "today" { return .success(.string(text)) }
            let date = PlainDateText.date(text)
            return DateText.isDate(date) ? .success(.string(date)) : .failure(.badDate)
        case .time:
            let time = PlainDateText.time(text)
            return DateText.isTime(time) ? .success(.string(time)) : .failure(.badTime)
        case .dateTime:
            if text == "today" { return .success(.string(text)) }
            let joined = PlainDateText.dateTime(text)
            return DateText.isDateTime(joined) ? .success(.string(joined)) : .failure(.badDateTime)
        case .option:
            return choice(text, in: row.options).map { .success($0) } ?? .failure(.notAChoice(titles: row.options.map(\.title)))
        case .options:
            var list: [Value] = []
            for piece in text.split(separator: ",").map(\.trimmedOfWhitespace) where !piece.isEmpty {
                guard let value = choice(piece, in: row.options) else {
                    return .failure(.notAChoice(titles: row.options.map(\.title)))
                }
                if !list.contains(value) { list.append(value) }
            }
            return .success(.list(list))
        case .strings:
            return .success(.list(text.split(separator: ",").map(\.trimmedOfWhitespace).filter { !$0.isEmpty }.map(Value.string)))
        }
    }

    /// The option numbered `text` (from 1), the one titled `text`, or the only one whose title
    /// starts with `text` (case and accents aside, as a list's filter folds them: `oth` is
    /// `Other`, `mexico` `México`); nil when none or several start so.
    static func choice(_ text: String, in options: [Option]) -> Value? {
        if let number = Int(text), number >= 1, number <= options.count { return options[number - 1].value }
        let typed = SearchFolding.fold(text)
        let titles = options.map { SearchFolding.fold($0.title) }
        if let exact = titles.firstIndex(of: typed) { return options[exact].value }
        guard !typed.isEmpty else { return nil }
        let starting = options.indices.filter { titles[$0].starts(with: typed) }.map { options[$0] }
        return starting.count == 1 ? starting[0].value : nil
    }

    /// Why `text` is not a number: out of range when it is spelled as one.
    private static func refusal(number text: String) -> Refusal {
        ExactDecimalText.plain(text) == nil ? .notANumber : .outOfRange
    }
}
