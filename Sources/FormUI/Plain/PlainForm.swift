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
    /// The values answered so far, by tag.
    public private(set) var answers: [String: Value] = [:]
    /// One state for the whole run: each answer is applied to it as a change, so that only the
    /// conditions that read the row are evaluated again (an answer costs what it touches, not
    /// the size of the form).
    public private(set) var state: FormState
    /// What has been asked or said, by tag (rows and sections).
    private var passed: Set<String> = []
    /// The places to go through in form order: each section's rows, then its footer.
    private let places: PlainPlaces
    /// The next place in form order not yet gone through.
    private var cursor = 0
    /// Places before `cursor` to look at again: rows an answer showed (or `reopen` brought
    /// back), and the footers of their sections. Every row before `cursor` that is visible and
    /// not passed is here, so `next` never walks back over the form.
    private var pending = MinHeap<Int>()
    /// Put before section titles (`Member 2 › `): where a sub-form's rows are (`PlainWalk`).
    public var titleTrail = ""

    public init(form: Form, prefill: [String: Value] = [:], today: String? = nil) {
        self.init(state: today.map { FormState(form: form, prefill: prefill, today: $0) } ?? FormState(form: form, prefill: prefill))
    }

    /// The rows of `state` asked from its values as they are (a sub-form's screen, `SubForms.open`).
    public init(state: FormState) {
        form = state.form
        self.state = state
        places = PlainPlaces(state.outline)
        _ = self.state.takeChanges()
    }

    /// The next step, in form order. `say` steps are passed once returned.
    public mutating func next() -> Step {
        while true {
            // A place at or after the cursor is reached by the cursor itself.
            if let place = pending.min, place >= cursor {
                pending.popMin()
                continue
            }
            let place = pending.min ?? cursor
            guard place < places.count else { return .done }
            if let step = step(at: place) { return step }
            if pending.min == place {
                pending.popMin()
                // The section's footer follows the last of its rows to be asked.
                let footer = places.footer(ofSection: places.section(of: place))
                if footer != place && footer < cursor { pending.insert(footer) }
            } else {
                cursor += 1
            }
        }
    }

    /// What to do at `place`, or nil when there is nothing (hidden, already passed, nothing to say).
    private mutating func step(at place: Int) -> Step? {
        let s = places.section(of: place)
        let section = state.outline.sections[s]
        guard !state.isSectionHidden(section) else { return nil }
        let key = "§" + section.tag, footerKey = "¶" + section.tag
        guard let r = places.row(of: place) else {
            guard let footer = section.footer, !footer.isEmpty, passed.contains(key), !passed.contains(footerKey) else { return nil }
            passed.insert(footerKey)
            return .say(footer)
        }
        let row = state.outline.rows[s][r]
        guard !state.isHidden(row), !passed.contains(row.tag) else { return nil }
        if !passed.contains(key) {
            passed.insert(key)
            if let title = section.title, !title.isEmpty { return .say("== \(titleTrail)\(title) ==") }
        }
        if !row.type.carriesValue || row.type.isReadOnly {
            passed.insert(row.tag)
            // Buttons are the screen's; plain mode ends with its own question.
            if row.type.unit.value == .none { return nil }
            let text = state.value(of: row.tag).stringValue ?? ""
            if row.title.isEmpty && text.isEmpty { return nil }
            return .say(row.title.isEmpty ? text : text.isEmpty ? row.title : "\(row.title): \(text)")
        }
        return .ask(row.tag)
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
    /// again). An empty line keeps the current value, which must pass the checks too. `files`
    /// says what a `file` row's path names (gathered by the app: `FileChecks.paths(for:value:)`).
    public mutating func answer(_ line: String, for row: Row, files: FileFacts = FileFacts()) -> String? {
        var value = state.value(of: row.tag)
        if !line.isEmpty {
            switch PlainAnswer.value(from: line, for: row) {
            case .success(let typed): value = typed
            case .failure(let refusal): return refusal.description
            }
        }
        return take(value, for: row, files: files)
    }

    /// Takes `value` for `row` as an answer (a walked sub-form's value, `PlainWalk`): nil when
    /// accepted, else why not. A refused value is put back as it was, unless `keepRefused` (what
    /// was typed in a sub-form stays, to be walked again).
    public mutating func take(_ value: Value, for row: Row, files: FileFacts = FileFacts(), keepRefused: Bool = false) -> String? {
        let before = state.storage(of: row.tag)
        state.setGivenValue(value, of: row.tag)
        if let message = Submission.check(row, in: state, includeRequired: true, files: files) {
            if let before, !keepRefused { state.setStorage(before, of: row.tag) }
            lookAgain()
            return message
        }
        answers[row.tag] = value
        state.runHooks()
        lookAgain()
        passed.insert(row.tag)
        return nil
    }

    /// Asks `row` again (the summary's `e`): it and what follows it come back in turn.
    public mutating func reopen(_ tag: String) {
        passed.remove(tag)
        if let place = places.place(of: tag, in: state.outline), place < cursor { pending.insert(place) }
    }

    /// Takes what the last change did to the conditions: a row or section it may have shown
    /// before the cursor is looked at again (only those; the rest of the form is not walked).
    private mutating func lookAgain() {
        let changes = state.takeChanges()
        for owner in changes.owners {
            if let place = places.place(of: owner, in: state.outline) {
                if place < cursor { pending.insert(place) }
            } else if let s = state.outline.sectionIndex(of: owner) {
                for place in places.places(ofSection: s) where place < cursor { pending.insert(place) }
            }
        }
    }

    /// The rows answered, in form order, with their values as shown (the summary); a `list`
    /// row's items each as a line of its own (`SubFormSummary`).
    public var summary: [(number: Int, tag: String, title: String, value: String, items: [String])] {
        var lines: [(Int, String, String, String, [String])] = []
        for (s, section) in state.outline.sections.enumerated() where !state.isSectionHidden(section) {
            for row in state.outline.rows[s] where !state.isHidden(row) && row.type.carriesValue && !row.type.isReadOnly {
                let value = row.type == .password ? String(repeating: "•", count: min(8, state.value(of: row.tag).stringValue?.count ?? 0))
                    : shown(state.value(of: row.tag), of: row) ?? ""
                let items = row.type == .list ? SubFormRule.items(state.value(of: row.tag)).map(SubFormSummary.text(ofItem:)) : []
                lines.append((lines.count + 1, row.tag, row.title.isEmpty ? row.tag : row.title, value, items))
            }
        }
        return lines
    }

    /// How a value reads in a prompt or the summary (a choice by its title, a sub-form by its
    /// summary line); nil for none.
    private func shown(_ value: Value, of row: Row) -> String? {
        if row.type.isSubForm { return SubFormSummary.text(of: value, for: row).text }
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
