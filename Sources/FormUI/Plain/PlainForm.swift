import FormCore

/// The form asked one row at a time, as lines of text (`--plain`): the same model, conditions,
/// checks and output as the full-screen form. Rows come in form order, hidden ones skipped; a row
/// that an answer shows is asked when its turn comes, since conditions are re-evaluated after
/// every answer.
package struct PlainForm {
    /// One thing to do next: text to print, or a row to ask.
    package enum Step: Equatable {
        /// A section's title or footer, or a read-only row's text, printed as it comes.
        case say(String)
        /// Ask the row tagged so.
        case ask(String)
        /// Every visible row has been asked.
        case done
    }

    package let form: Form
    /// The values answered so far, by tag.
    package private(set) var answers: [String: Value] = [:]
    /// One state for the whole run: each answer is applied to it as a change, so that only the
    /// conditions that read the row are evaluated again (an answer costs what it touches, not
    /// the size of the form).
    package private(set) var state: FormState
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
    package var titleTrail = ""
    /// The title of the section the row just asked starts, said in its prompt.
    private var heading: (tag: String, text: String)?

    package init(form: Form, prefill: [String: Value] = [:], today: String? = nil) {
        self.init(state: today.map { FormState(form: form, prefill: prefill, today: $0) } ?? FormState(form: form, prefill: prefill))
    }

    /// The rows of `state` asked from its values as they are (a sub-form's screen, `SubForms.open`).
    package init(state: FormState) {
        form = state.form
        self.state = state
        places = PlainPlaces(state.outline)
        _ = self.state.takeChanges()
    }

    /// The next step, in form order. `say` steps are passed once returned.
    package mutating func next() -> Step {
        heading = nil
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
            // A footer about the full screen's keys means nothing here.
            return ScreenKeyTalk.mentionsKeys(footer) ? nil : .say(footer)
        }
        let row = state.outline.rows[s][r]
        guard !state.isHidden(row), !passed.contains(row.tag) else { return nil }
        let asked = row.type.carriesValue && !row.type.isReadOnly
        if !passed.contains(key) {
            passed.insert(key)
            if let title = section.title, !title.isEmpty {
                // Said in the row's prompt, unless the row is no prompt of its own (text to read,
                // a sub-form walked row by row).
                guard asked && !row.type.isSubForm else { return .say(titleTrail + title) }
                heading = (row.tag, title)
            }
        }
        if !asked {
            passed.insert(row.tag)
            // Buttons are the screen's; plain mode ends with its own question.
            if row.type.unit.value == .none { return nil }
            let text = state.value(of: row.tag).stringValue ?? ""
            if row.title.isEmpty && text.isEmpty { return nil }
            return .say(row.title.isEmpty ? text : text.isEmpty ? row.title : "\(row.title): \(text)")
        }
        // A schema's description of the row is said in its prompt, not after the answer.
        if let description = description(of: row) { passed.insert(description.tag) }
        return .ask(row.tag)
    }

    /// The line describing `row` that a JSON Schema's `description` put right after it
    /// (`SchemaRows.describe`: an `info` or `longInfo` row tagged `<tag>.description`).
    private func description(of row: Row) -> Row? {
        guard let position = state.outline.position(of: row.tag),
              position.row + 1 < state.outline.rows[position.section].count else { return nil }
        let next = state.outline.rows[position.section][position.row + 1]
        let tag = row.tag + ".description"
        guard next.type.isReadOnly, next.tag == tag || next.tag.hasPrefix(tag + "-") else { return nil }
        return next
    }

    /// The question for `row`: one prompt line (`PlainPrompt`) with the value an empty answer
    /// keeps; `trail` (`Member 2 › `) is put before the row's title. No lines are said first.
    package func question(for row: Row, trail: String = "") -> (lines: [String], prompt: String) {
        let current = PlainPrompt.shown(state.value(of: row.tag), of: row)
        let kept = current.flatMap { $0.isEmpty ? nil : (answers[row.tag] == nil ? "Default " : "Currently ") + $0 }
        let prompt = PlainPrompt.line([
            heading?.tag == row.tag ? heading?.text : nil,
            trail + (row.title.isEmpty ? row.tag : row.title),
            PlainPrompt.kind(of: row),
            description(of: row).flatMap { state.value(of: $0.tag).stringValue },
            PlainPrompt.help(of: row),
            kept,
            // A required row with a value to keep says that value only: an empty answer keeps it.
            state.isRequired(row) && kept == nil ? "Required" : nil,
        ])
        return ([], prompt)
    }

    /// Takes the answer `line` for `row`: nil when accepted, else why not (the row is asked
    /// again). An empty line keeps the current value, which must pass the checks too. `files`
    /// says what a `file` row's path names (gathered by the app: `FileChecks.paths(for:value:)`).
    package mutating func answer(_ line: String, for row: Row, files: FileFacts = FileFacts()) -> String? {
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
    /// `walked`: the level `value` was walked on (a `form` row's sub-form), whose rows were each
    /// checked when taken: what it holds is judged on it, the sub-form rows it passed not again.
    package mutating func take(_ value: Value, for row: Row, files: FileFacts = FileFacts(), keepRefused: Bool = false,
                               walked: PlainForm? = nil) -> String? {
        let before = state.storage(of: row.tag)
        state.setGivenValue(value, of: row.tag)
        let refusal: String?
        if let walked, row.type.isSubForm, !row.type.holdsItems, !state.isHidden(row) {
            // The walked level first: the row's own checks leave out what passed there.
            let inner = SubFormCheck.holdsNothing(value) ? (places: [], passed: PassedBelow())
                : FailingPlaces.checked(in: walked.state, files: files, trusting: walked.passedUnchanged)
            refusal = Submission.ownCheck(visible: row, required: state.isRequired(row), in: state, files: files,
                                          passedBelow: inner.passed)
                ?? FailingPlaces.summary(of: inner.places)
        } else {
            refusal = Submission.check(row, in: state, includeRequired: true, files: files)
        }
        if let message = refusal {
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

    /// The `form` and `list` rows taken without a refusal that still hold the value taken.
    var passedUnchanged: Set<String> {
        passed.filter { tag in
            state.row(tag)?.type.isSubForm == true && answers[tag].map { $0 == state.value(of: tag) } == true
        }
    }

    /// Asks `row` again (the summary's `e`): it and what follows it come back in turn.
    package mutating func reopen(_ tag: String) {
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
    package var summary: [(number: Int, tag: String, title: String, value: String, items: [String])] {
        var lines: [(Int, String, String, String, [String])] = []
        for (s, section) in state.outline.sections.enumerated() where !state.isSectionHidden(section) {
            for row in state.outline.rows[s] where !state.isHidden(row) && row.type.carriesValue && !row.type.isReadOnly {
                let value = PlainPrompt.shown(state.value(of: row.tag), of: row) ?? ""
                let items = row.type.holdsItems ? SubFormRule.items(state.value(of: row.tag)).map(SubFormSummary.text(ofItem:)) : []
                lines.append((lines.count + 1, row.tag, row.title.isEmpty ? row.tag : row.title, value, items))
            }
        }
        return lines
    }
}
