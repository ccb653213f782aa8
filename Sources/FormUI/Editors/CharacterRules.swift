import FormCore

/// What a text row accepts as it is typed, character by character: a fact of the row's kind
/// (`RowKind.typing`), so a type with a rule of its own (a colour's `#` and hex digits) states
/// it in its kind's file.
///
/// The rules here keep the text a well-formed prefix of a number as it is typed: `integer` takes
/// ASCII digits and one `-` at position 0; `decimal` also takes one `.` (a `,` is refused with a
/// hint, never converted); `phone` takes digits, space, `+`, `-`, `(` and `)`. Other text rows
/// accept every printable character (`any`).
package struct TypingRule: Sendable {
    /// Whether the rule reads `hasMinus` and `hasPoint`: only then is the text searched for them
    /// (a character typed into a text row costs O(1)).
    let readsSigns: Bool
    /// Why the character may not be inserted where the facts say, or nil when it may.
    let refusal: @Sendable (Character, CharacterRules.Facts) -> String?

    init(readsSigns: Bool = false, refusal: @escaping @Sendable (Character, CharacterRules.Facts) -> String?) {
        self.readsSigns = readsSigns
        self.refusal = refusal
    }

    /// Every printable character.
    static let any = TypingRule { _, _ in nil }
    static let integer = TypingRule(readsSigns: true) { CharacterRules.numberRefusal(of: $0, facts: $1, allowPoint: false) }
    static let decimal = TypingRule(readsSigns: true) { CharacterRules.numberRefusal(of: $0, facts: $1, allowPoint: true) }
    static let phone = TypingRule { c, _ in c.isASCIIDigit || " +-()".contains(c) ? nil : CharacterRules.onlyPhone }
}

/// The facts a `TypingRule` reads and the rules' messages.
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
        /// The rule of the row's type, looked up once per key or paste.
        let rule: TypingRule
        /// Where the character goes.
        var position: Int
        /// The text's first character.
        var first: Character?
        /// How many characters the text has.
        var count: Int
        var hasMinus: Bool
        var hasPoint: Bool

        /// The facts for `type`, whose rule its kind gives.
        init(position: Int, in text: [Character], type: RowType) {
            rule = RowKinds.kind(for: type).typing
            self.position = position
            first = text.first
            count = text.count
            hasMinus = rule.readsSigns && text.contains("-")
            hasPoint = rule.readsSigns && text.contains(".")
        }

        /// After `c` was inserted at `position`: the next one goes after it.
        mutating func inserted(_ c: Character) {
            if position == 0 { first = c }
            position += 1
            count += 1
            if c == "-" { hasMinus = true }
            if c == "." { hasPoint = true }
        }
    }

    /// Why `c` may not be inserted at `position`, or nil when it may.
    static func refusal(of c: Character, at position: Int, in text: [Character], type: RowType) -> String? {
        let facts = Facts(position: position, in: text, type: type)
        return facts.rule.refusal(c, facts)
    }

    /// Why `c` may not be inserted where `facts` say, or nil when it may (`type` chose the facts' rule).
    static func refusal(of c: Character, facts: Facts, type: RowType) -> String? {
        facts.rule.refusal(c, facts)
    }

    static func numberRefusal(of c: Character, facts: Facts, allowPoint: Bool) -> String? {
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
