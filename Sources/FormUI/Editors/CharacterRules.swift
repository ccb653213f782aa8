import FormCore

/// Which characters `integer`, `decimal` and `phone` rows accept, and why the others are refused.
///
/// The rules keep the text a well-formed prefix of a number as it is typed: `integer` takes
/// ASCII digits and one `-` at position 0; `decimal` also takes one `.` (a `,` is refused with a
/// hint, never converted); `phone` takes digits, space, `+`, `-`, `(` and `)`. Other text rows
/// accept every printable character.
enum CharacterRules {
    static let onlyDigits = "Only digits here"
    static let onlyNumber = "Only digits and one . here"
    static let onlyPhone = "Only digits, spaces and + - ( ) here"
    static let minusAtStart = "A minus sign only at the start"
    static let oneMinus = "Only one minus sign"
    static let onePoint = "Only one decimal point"
    static let useDot = "Use . as the decimal point"

    /// Why `c` may not be inserted at `position`, or nil when it may.
    static func refusal(of c: Character, at position: Int, in text: [Character], type: RowType) -> String? {
        switch type {
        case .integer:
            return numberRefusal(of: c, at: position, in: text, allowPoint: false)
        case .decimal:
            return numberRefusal(of: c, at: position, in: text, allowPoint: true)
        case .phone:
            return c.isASCIIDigit || " +-()".contains(c) ? nil : onlyPhone
        case .text, .name, .email, .password, .url, .textView, .info, .longInfo, .picker, .segmentedControl,
             .sheet, .alert, .pushSelect, .multipleSelect, .pushButton, .date, .time, .dateTime,
             .countDownTimer, .dateInline, .timeInline, .dateTimeInline, .countDownTimerInline, .`switch`,
             .check, .stepCounter, .slider, .rating, .tokens, .file:
            return nil
        }
    }

    private static func numberRefusal(of c: Character, at position: Int, in text: [Character], allowPoint: Bool) -> String? {
        let beforeMinus = position == 0 && text.first == "-"
        if c.isASCIIDigit {
            return beforeMinus ? minusAtStart : nil
        }
        if c == "-" {
            if text.contains("-") { return oneMinus }
            return position == 0 ? nil : minusAtStart
        }
        if allowPoint {
            if c == "." {
                if text.contains(".") { return onePoint }
                return beforeMinus ? minusAtStart : nil
            }
            if c == "," { return useDot }
            return onlyNumber
        }
        return onlyDigits
    }
}

extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) && unicodeScalars.count == 1 }
}
