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

    /// What the rules need to know of the text around the insertion point: kept up to date
    /// character by character when a run is inserted (a paste), so checking it stays linear.
    struct Facts {
        /// Where the character goes.
        var position: Int
        /// The text's first character.
        var first: Character?
        var hasMinus: Bool
        var hasPoint: Bool

        /// The facts for `type`: only a number row's rules read the minus and the point, so only
        /// there is the text searched for them (a character typed into a text row costs O(1)).
        init(position: Int, in text: [Character], type: RowType) {
            self.position = position
            first = text.first
            let number = type == .integer || type == .decimal
            hasMinus = number && text.contains("-")
            hasPoint = number && text.contains(".")
        }

        /// After `c` was inserted at `position`: the next one goes after it.
        mutating func inserted(_ c: Character) {
            if position == 0 { first = c }
            position += 1
            if c == "-" { hasMinus = true }
            if c == "." { hasPoint = true }
        }
    }

    /// Why `c` may not be inserted at `position`, or nil when it may.
    static func refusal(of c: Character, at position: Int, in text: [Character], type: RowType) -> String? {
        refusal(of: c, facts: Facts(position: position, in: text, type: type), type: type)
    }

    /// Why `c` may not be inserted where `facts` say, or nil when it may.
    static func refusal(of c: Character, facts: Facts, type: RowType) -> String? {
        switch type {
        case .integer:
            return numberRefusal(of: c, facts: facts, allowPoint: false)
        case .decimal:
            return numberRefusal(of: c, facts: facts, allowPoint: true)
        case .phone:
            return c.isASCIIDigit || " +-()".contains(c) ? nil : onlyPhone
        case .text, .name, .email, .password, .url, .textView, .info, .longInfo, .picker, .segmentedControl,
             .sheet, .alert, .pushSelect, .multipleSelect, .pushButton, .date, .time, .dateTime,
             .countDownTimer, .dateInline, .timeInline, .dateTimeInline, .countDownTimerInline, .`switch`,
             .check, .stepCounter, .slider, .rating, .tokens, .file:
            return nil
        }
    }

    private static func numberRefusal(of c: Character, facts: Facts, allowPoint: Bool) -> String? {
        let beforeMinus = facts.position == 0 && facts.first == "-"
        if c.isASCIIDigit {
            return beforeMinus ? minusAtStart : nil
        }
        if c == "-" {
            if facts.hasMinus { return oneMinus }
            return facts.position == 0 ? nil : minusAtStart
        }
        if allowPoint {
            if c == "." {
                if facts.hasPoint { return onePoint }
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
