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

    /// What the help line of a row says: its `hint`, else its placeholder read as an example
    /// (`For example you@example.com`), never as if it were the value.
    static func help(of row: Row) -> String? {
        row.hint ?? row.placeholder.map { text in
            // A schema default shown as the placeholder (`default: 2`): what an empty answer leaves.
            if text.hasPrefix("default: ") { return "Default " + String(text.dropFirst("default: ".count)).replacing(" · ", with: ". ") }
            let lower = text.lowercased()
            return ["e.g.", "eg ", "for example", "example"].contains(where: lower.hasPrefix) ? text : "For example " + text
        }
    }

    /// The kind of answer `row` takes, in words, as its type's unit says (`RowTypeUnit.words`:
    /// `Date, year-month-day`, `Number from 0 to 120`, `Choose one of 3: Red, Green, Blue`), then
    /// the limits its rules set beyond its bounds, in F1's words (`RuleWords`): `Number from 0
    /// to 120, in steps of 5`, `Password, not shown, at least 8 characters`.
    static func kind(of row: Row) -> String {
        let words = numbered(row) ?? row.type.unit.words(row)
        guard let limits = RuleWords.limits(of: row, besidesBounds: true) else { return words }
        return words + ", " + limits
    }

    /// How a value reads in a prompt or the summary: a choice by its option's title, a sub-form
    /// by its summary line, a password as `(hidden)`; nil for none.
    static func shown(_ value: Value, of row: Row) -> String? {
        if row.type.isSubForm { return SubFormSummary.text(of: value, for: row).text }
        if row.type.isSecret { return (value.stringValue ?? "").isEmpty ? nil : "(hidden)" }
        if let shown = row.type.unit.shown, let words = shown(value) { return words }
        if !row.options.isEmpty {
            let chosen: [Value]
            if case .list(let items) = value { chosen = items } else { chosen = value.isNull ? [] : [value] }
            let titles = chosen.map { item in row.options.first { $0.value == item }?.title ?? (item.stringValue ?? "") }
            return titles.isEmpty ? nil : titles.joined(separator: ", ")
        }
        switch value {
        case .null: return nil
        case .string(let text), .unparsed(let text): return text
        case .object: return value.compactJSON
        case .bool(let flag): return flag ? "yes" : "no"
        case .number(let number): return NumberText.format(number)
        case .list(let items): return items.compactMap(\.stringValue).joined(separator: ", ")
        }
    }

    /// A choice's words with its options numbered as plain mode takes them (`Choose one of 3:
    /// 1) Female  2) Male  3) Other`); nil for a row that is no choice.
    static func numbered(_ row: Row) -> String? {
        let lead: String
        switch row.type.unit.value {
        case .option: lead = "Choose one of \(row.options.count)"
        case .options: lead = "Choose any of \(row.options.count), separated by commas"
        default: return nil
        }
        guard !row.options.isEmpty else { return nil }
        let list = row.options.enumerated().map { "\($0.offset + 1)) \($0.element.title)" }.joined(separator: "  ")
        return lead + ": " + list
    }
}
