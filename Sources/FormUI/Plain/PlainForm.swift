import FormCore

/// The form asked one row at a time, as lines of text (`--plain`): the same model, conditions,
/// checks and output as the full-screen form. Rows come in form order, hidden ones skipped; a row
/// that an answer shows is asked when its turn comes, since conditions are re-evaluated after
/// every answer.
public struct PlainForm {
    /// One thing to do next: text to print, or a row to ask.
    public enum Step: Equatable {
        /// A section's title or footer, or a read-only row's text, printed as it comes.
        case say(String)
        /// Ask the row tagged so.
        case ask(String)
        /// Every visible row has been asked.
        case done
    }

    public let form: Form
    private let prefill: [String: Value]
    /// The values answered so far, by tag.
    public private(set) var answers: [String: Value] = [:]
    public private(set) var state: FormState
    /// What has been asked or said, by tag (rows and sections).
    private var passed: Set<String> = []

    public init(form: Form, prefill: [String: Value] = [:], today: String? = nil) {
        self.form = form
        self.prefill = prefill
        state = today.map { FormState(form: form, prefill: prefill, today: $0) } ?? FormState(form: form, prefill: prefill)
    }

    /// The next step, in form order. `say` steps are passed once returned.
    public mutating func next() -> Step {
        for (s, section) in state.outline.sections.enumerated() where !state.isSectionHidden(section) {
            let waiting = state.outline.rows[s].first { !state.isHidden($0) && !passed.contains($0.tag) }
            let key = "§" + section.tag, footerKey = "¶" + section.tag
            guard let row = waiting else {
                // A section's footer follows its last row.
                if let footer = section.footer, !footer.isEmpty, passed.contains(key), !passed.contains(footerKey) {
                    passed.insert(footerKey)
                    return .say(footer)
                }
                continue
            }
            if !passed.contains(key) {
                passed.insert(key)
                if let title = section.title, !title.isEmpty { return .say("== \(title) ==") }
            }
            if !row.type.carriesValue || row.type.isReadOnly {
                passed.insert(row.tag)
                // Buttons are the screen's; plain mode ends with its own question.
                if row.type.unit.value == .none { return next() }
                let text = state.value(of: row.tag).stringValue ?? ""
                if row.title.isEmpty && text.isEmpty { return next() }
                return .say(row.title.isEmpty ? text : text.isEmpty ? row.title : "\(row.title): \(text)")
            }
            return .ask(row.tag)
        }
        return .done
    }

    /// The question for `row`: the options listed first for a choice, then the prompt line ending
    /// in `: `, with the current value in brackets (kept on an empty answer).
    public func question(for row: Row) -> (lines: [String], prompt: String) {
        let current = state.value(of: row.tag)
        let star = state.isRequired(row) ? " *" : ""
        var lines: [String] = []
        var prompt = row.title.isEmpty ? row.tag : row.title
        switch row.type.unit.value {
        case .bool:
            prompt += "?\(star) (y/n)"
            prompt += " [\(current.boolValue == true ? "y" : "n")]"
        case .option, .options:
            lines.append(prompt + star)
            for (i, option) in row.options.enumerated() { lines.append("  \(i + 1)) \(option.title)") }
            let multiple = row.type.unit.value == .options
            prompt = "Choose 1-\(row.options.count)" + (multiple ? " (several: 1,3)" : "")
            let chosen = numbers(of: current, in: row.options)
            if !chosen.isEmpty { prompt += " [\(chosen)]" }
        default:
            prompt += star + hint(for: row)
            if let shown = shown(current, of: row), !shown.isEmpty { prompt += " [\(shown)]" }
        }
        return (lines, prompt + ": ")
    }

    /// Takes the answer `line` for `row`: nil when accepted, else why not (the row is asked
    /// again). An empty line keeps the current value, which must pass the checks too.
    public mutating func answer(_ line: String, for row: Row) -> String? {
        var value = state.value(of: row.tag)
        if !line.isEmpty {
            switch PlainAnswer.value(from: line, for: row) {
            case .success(let typed): value = typed
            case .failure(let refusal): return refusal.description
            }
        }
        let before = answers[row.tag]
        answers[row.tag] = value
        rebuild()
        if let message = Submission.check(row, in: state, includeRequired: true) {
            answers[row.tag] = before
            rebuild()
            return message
        }
        passed.insert(row.tag)
        return nil
    }

    /// Asks `row` again (the summary's `e`): it and what follows it come back in turn.
    public mutating func reopen(_ tag: String) { passed.remove(tag) }

    /// The rows answered, in form order, with their values as shown (the summary).
    public var summary: [(number: Int, tag: String, title: String, value: String)] {
        var lines: [(Int, String, String, String)] = []
        for (s, section) in state.outline.sections.enumerated() where !state.isSectionHidden(section) {
            for row in state.outline.rows[s] where !state.isHidden(row) && row.type.carriesValue && !row.type.isReadOnly {
                let value = row.type == .password ? String(repeating: "•", count: min(8, state.value(of: row.tag).stringValue?.count ?? 0))
                    : shown(state.value(of: row.tag), of: row) ?? ""
                lines.append((lines.count + 1, row.tag, row.title.isEmpty ? row.tag : row.title, value))
            }
        }
        return lines
    }

    private mutating func rebuild() {
        let today = state.today
        state = FormState(form: form, prefill: prefill.merging(answers) { _, answer in answer }, today: today)
    }

    /// How a value reads in a prompt or the summary (a choice by its title); nil for none.
    private func shown(_ value: Value, of row: Row) -> String? {
        switch value {
        case .null: return nil
        case .string(let text): return row.type == .password ? (text.isEmpty ? nil : "••••") : text
        case .bool(let flag): return flag ? "yes" : "no"
        case .number(let number): return NumberText.format(number)
        case .list(let items):
            if !row.options.isEmpty { return items.compactMap { item in row.options.first { $0.value == item }?.title }.joined(separator: ", ") }
            return items.compactMap(\.stringValue).joined(separator: ", ")
        }
    }

    /// `2` or `1,3`: the numbers of the options `value` holds.
    private func numbers(of value: Value, in options: [Option]) -> String {
        let values: [Value]
        if case .list(let items) = value { values = items } else { values = value == .null ? [] : [value] }
        return values.compactMap { v in options.firstIndex { $0.value == v }.map { String($0 + 1) } }.joined(separator: ",")
    }

    /// What kind of answer a row wants, when the title does not say: ` (YYYY-MM-DD)`, ` (0-10)`.
    private func hint(for row: Row) -> String {
        switch row.type.unit.value {
        case .date: return " (YYYY-MM-DD)"
        case .time: return " (HH:MM)"
        case .dateTime: return " (YYYY-MM-DD HH:MM)"
        case .strings: return " (items separated by commas)"
        case .stars: return " (0-\(row.max.flatMap(\.numberValue).map { NumberText.format(Number($0)) } ?? "5"))"
        default:
            guard let low = row.min?.numberValue, let high = row.max?.numberValue else { return "" }
            return " (\(NumberText.format(Number(low)))-\(NumberText.format(Number(high))))"
        }
    }
}
