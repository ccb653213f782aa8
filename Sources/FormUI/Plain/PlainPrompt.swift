import FormCore

/// Plain mode's prompt for a row, worded to be heard (a screen reader) as well as read: one line
/// saying, in order, the section when it starts there, the title, the kind of answer in words,
/// the description, the placeholder (or hint), the value an empty answer keeps, and `Required`,
/// the parts joined as sentences, then `: ` (`Age. Whole number, at least 18. Default 36. Required: `).
/// No `*`, no bullets, no doubled punctuation (`Private?` is not followed by a `.`).
package enum PlainPrompt {
    /// The prompt of the pieces given, each a sentence; nil and empty pieces are left out.
    package static func line(_ parts: [String?]) -> String {
        var text = ""
        for case let part? in parts {
            var piece = part.split(whereSeparator: \.isNewline).map(\.trimmedOfWhitespace).joined(separator: " ")
            while let last = piece.last, last == ":" || last == "." && !piece.hasSuffix("..") { piece.removeLast() }
            guard !piece.isEmpty else { continue }
            if !text.isEmpty { text += endsSentence(text) ? " " : ". " }
            text += piece
        }
        return text + (endsSentence(text) ? " " : ": ")
    }

    /// A yes-or-no question of plain mode's own (`Add a member to Members? Yes or no. Default no: `).
    static func yesOrNo(_ question: String, default yes: Bool) -> String {
        line([question, "Yes or no", yes ? "Default yes" : "Default no"])
    }

    private static func endsSentence(_ text: String) -> Bool {
        text.last.map { "?!.".contains($0) } ?? false
    }

    /// What the help line of a row says: its `hint`, else its placeholder.
    static func help(of row: Row) -> String? {
        row.hint ?? row.placeholder
    }

    /// The kind of answer `row` takes, in words: `Date, year-month-day`, `Number from 0 to 120`,
    /// `Choose one of 3: Red, Green, Blue`. One case per type, no `default:`: a new type is asked
    /// for here by the compiler.
    static func kind(of row: Row) -> String {
        switch row.type {
        case .text: return "Text"
        case .name: return "Person's name"
        case .email: return "Email address"
        case .phone: return "Phone number"
        case .url: return "Web address"
        case .password: return "Password, not shown"
        case .textView: return "Several lines, end with an empty line"
        case .info, .longInfo: return "Text to read"
        case .pushButton: return "Button"
        case .integer: return "Whole number" + bounds(of: row)
        case .decimal, .stepCounter, .slider: return "Number" + bounds(of: row)
        case .countDownTimer, .countDownTimerInline: return "Duration in seconds" + bounds(of: row)
        case .picker, .segmentedControl, .sheet, .alert, .pushSelect:
            return "Choose one of \(row.options.count): " + titles(of: row)
        case .multipleSelect:
            return "Choose any of \(row.options.count), separated by commas: " + titles(of: row)
        case .date, .dateInline: return "Date, year-month-day" + bounds(of: row, dates: true)
        case .time, .timeInline: return "Time, hours and minutes" + bounds(of: row, dates: true)
        case .dateTime, .dateTimeInline: return "Date and time, year-month-day hours:minutes" + bounds(of: row, dates: true)
        case .switch, .check: return "Yes or no"
        case .rating: return "Rating from 0 to " + (row.max.flatMap(\.numberValue).map { NumberText.format(Number($0)) } ?? "5")
        case .tokens: return "Items separated by commas"
        case .file:
            var words = "File path"
            if !row.extensions.isEmpty { words += ", ending in " + row.extensions.map { "." + $0 }.joined(separator: " or ") }
            return words + (row.mustExist ? ", must exist" : "")
        case .color: return "Colour as #RRGGBB"
        case .form: return "JSON object"
        case .list: return "JSON list"
        case .custom: return row.customKind.map { "A \($0) value" } ?? "A value"
        }
    }

    private static func titles(of row: Row) -> String {
        row.options.map(\.title).joined(separator: ", ")
    }

    /// ` from 0 to 120`, `, at least 18`; for dates and times `, from … to …`, `, not before …`, `, not after …`.
    private static func bounds(of row: Row, dates: Bool = false) -> String {
        let low = row.min.flatMap(word), high = row.max.flatMap(word)
        switch (low, high) {
        case let (low?, high?): return (dates ? ", from " : " from ") + "\(low) to \(high)"
        case let (low?, nil): return dates ? ", not before \(low)" : ", at least \(low)"
        case let (nil, high?): return dates ? ", not after \(high)" : ", at most \(high)"
        case (nil, nil): return ""
        }
    }

    private static func word(_ value: Value) -> String? {
        if let number = value.numberValue { return NumberText.format(Number(number)) }
        return value.stringValue
    }

    /// How a value reads in a prompt or the summary: a choice by its option's title, a sub-form
    /// by its summary line, a password as `(hidden)`; nil for none.
    static func shown(_ value: Value, of row: Row) -> String? {
        if row.type.isSubForm { return SubFormSummary.text(of: value, for: row).text }
        if row.type == .password { return (value.stringValue ?? "").isEmpty ? nil : "(hidden)" }
        if !row.options.isEmpty {
            let chosen: [Value]
            if case .list(let items) = value { chosen = items } else { chosen = value.isNull ? [] : [value] }
            let titles = chosen.map { item in row.options.first { $0.value == item }?.title ?? (item.stringValue ?? "") }
            return titles.isEmpty ? nil : titles.joined(separator: ", ")
        }
        switch value {
        case .null: return nil
        case .string(let text): return text
        case .bool(let flag): return flag ? "yes" : "no"
        case .number(let number): return NumberText.format(number)
        case .list(let items): return items.compactMap(\.stringValue).joined(separator: ", ")
        }
    }
}
