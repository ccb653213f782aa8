import FormCore

/// Plain mode over the whole form, sub-forms included: the form's rows asked in order
/// (`PlainForm`); a `form` row's rows walked in place, each prompt named by where it is
/// (`Lead › Name: `), an optional one that holds nothing asked about first (`Fill in Lead? Yes or no. Default no`);
/// a `list` row's items added one at a time (`Add a member to Members? Yes or no`, see
/// `PlainWalk+Lists`), each item's rows walked in turn. A walked sub-form gives back the value its
/// screen gives (`SubForms.result`), which its row takes as any answer: checked, the conditions
/// that read it evaluated again.
package struct PlainWalk {
    /// The form's own rows.
    package private(set) var root: PlainForm
    /// The sub-forms being walked, innermost last.
    var levels: [PlainLevel] = []
    /// What the question last asked is about.
    var pending: Pending?
    /// Rows of the form whose values were taken since `takeAnswered`.
    var answered: [String] = []
    /// A sub-form row to ask as JSON text: walking it again could not change what was refused.
    var asText: String?

    enum Pending {
        /// A row of the rows walked now.
        case row(String)
        /// Whether to fill in an optional `form` row holding nothing; its sub-form, opened.
        case fillIn(String, PlainLevel)
        /// Whether to keep the items a list holds already.
        case keep
        /// Whether to add an item to the list walked now.
        case add
    }

    package init(_ root: PlainForm) {
        self.root = root
    }

    /// The next step: text to say, a question, or the end.
    package mutating func next() -> Step {
        while true {
            if let top = levels.indices.last, levels[top].list != nil {
                if let step = listStep(top) { return step }
                continue
            }
            let trail = prefix
            guard let step = withRows({ plain in
                plain.titleTrail = trail
                return plain.next()
            }) else { return .done }
            switch step {
            case .say(let text):
                return .say(text)
            case .ask(let tag):
                guard let asking = opening(tag) else { return .done }
                if let level = asking.level {
                    if asking.askFirst {
                        pending = .fillIn(tag, level)
                        return .ask(PlainQuestion(lines: [], prompt: PlainPrompt.yesOrNo("\(prefix)Fill in \(title(of: asking.row))?", default: false),
                                                  secret: false, place: place(of: asking.row)))
                    }
                    levels.append(level)
                    continue
                }
                pending = .row(tag)
                return .ask(question(for: asking.row))
            case .done:
                if levels.isEmpty { return .done }
                if let step = finish() { return step }
            }
        }
    }

    /// Takes the answer `line` to the last question: nil when accepted, else why not (the same
    /// question is asked again). `files` says what a `file` row's path names (`paths(for:)`).
    package mutating func answer(_ line: String, files: FileFacts = FileFacts()) -> String? {
        if let top = levels.indices.last { levels[top].asked = true }
        switch pending {
        case .row(let tag)?:
            // No copy of the rows is kept past this: changing them in place must not copy them.
            guard let row = rows?.state.row(tag) else { return nil }
            if let clash = keyClash(line, row: row) { return clash }
            let refusal = withRows { $0.answer(line, for: row, files: files) } ?? nil
            if refusal == nil {
                pending = nil
                if tag == asText { asText = nil }
                if levels.isEmpty { answered.append(tag) }
            }
            return refusal
        case .fillIn(let tag, let level)?:
            guard let yes = Self.yesOrNo(line, otherwise: false) else { return PlainAnswer.Refusal.notYesOrNo.description }
            guard !yes else {
                pending = nil
                levels.append(level)
                return nil
            }
            guard let row = rows?.state.row(tag) else { return nil }
            let refusal = withRows { $0.take($0.state.value(of: tag), for: row) } ?? nil
            if refusal == nil { pending = nil }
            return refusal
        case .keep?:
            return answerKeep(line)
        case .add?:
            return answerAdd(line)
        case nil:
            return nil
        }
    }

    /// The paths whose facts the check of `line` reads (a `file` row with `mustExist`), for the
    /// app to gather before `answer`.
    package func paths(for line: String) -> [String] {
        guard case .row(let tag)? = pending, let plain = rows, let row = plain.state.row(tag), row.mustExist else { return [] }
        var value = plain.state.value(of: tag)
        if !line.isEmpty, case .success(let typed) = PlainAnswer.value(from: line, for: row) { value = typed }
        return FileChecks.paths(for: row, value: value)
    }

    /// The rows of the form whose values were taken since the last call (for the draft).
    package mutating func takeAnswered() -> [String] {
        defer { answered = [] }
        return answered
    }

    /// Asks the form's row `tag` again (the summary's `e`), a sub-form row's walk included.
    package mutating func reopen(_ tag: String) {
        levels = []
        pending = nil
        root.reopen(tag)
    }

    // MARK: - Levels

    /// The rows walked now: the innermost sub-form's, or the form's.
    var rows: PlainForm? {
        guard let top = levels.indices.last else { return root }
        return levels[top].rows
    }

    /// Runs `body` on the rows walked now, in place: changing a copy would copy the whole
    /// form's state at every answer.
    mutating func withRows<Result>(_ body: (inout PlainForm) -> Result) -> Result? {
        guard let top = levels.indices.last else { return body(&root) }
        return levels[top].rows?.apply(body)
    }

    /// What asking row `tag` of the rows walked now does: the level it opens (a sub-form row;
    /// nil when it cannot be opened, and it is asked as JSON text) and whether to ask first (an
    /// optional `form` row holding nothing).
    private func opening(_ tag: String) -> (row: Row, level: PlainLevel?, askFirst: Bool)? {
        guard let plain = rows, let row = plain.state.row(tag) else { return nil }
        guard row.type.isSubForm, tag != asText, let level = open(row, in: plain.state) else { return (row, nil, false) }
        let askFirst = !row.type.holdsItems && SubFormCheck.holdsNothing(plain.state.value(of: tag)) && !plain.state.isRequired(row)
        return (row, level, askFirst)
    }

    /// The level `row`, a sub-form row of `state` (the rows walked now), opens: its rows, or its
    /// list of items; nil when it cannot be opened.
    private func open(_ row: Row, in state: FormState) -> PlainLevel? {
        guard case .success(let child) = SubForms.open(row.tag, in: state) else { return nil }
        let top = levels.indices.last
        let label = top.map(label(at:)) ?? []
        let path = top.map { self.path(at: $0) + [title(of: row)] } ?? []
        let above = top.map(segments(at:)) ?? []
        if row.type.holdsItems {
            guard let list = PlainList(state: child) else { return nil }
            return PlainLevel(list: list, tag: row.tag, label: label, path: path, segmentsAbove: above)
        }
        return PlainLevel(rows: PlainForm(state: child), tag: row.tag, label: label + [title(of: row)], path: path,
                          segmentsAbove: above)
    }

    /// The innermost level is walked through: its value goes to the row it fills, under it.
    mutating func finish() -> Step? {
        guard let level = levels.popLast() else { return nil }
        let result: SubFormResult
        if let list = level.list {
            guard let given = list.result else { return nil }
            result = given
        } else {
            guard let child = level.rows?.state else { return nil }
            // Plain mode keeps an item it was told to add, even left as it started.
            result = SubForms.result(of: child) ?? SubFormResult(tag: level.tag, value: SubForms.objectValue(of: child), key: nil)
        }
        if level.asked, let top = levels.indices.last { levels[top].asked = true }
        if let top = levels.indices.last, levels[top].list != nil {
            levels[top].list?.store(result)
            return nil
        }
        guard let row = rows?.state.row(level.tag) else { return nil }
        let refusal = withRows { $0.take(result.value, for: row, keepRefused: true, walked: level.rows) } ?? nil
        if let refusal {
            if !level.asked { asText = row.tag }
            return .refused(refusedPlace(of: row), refusal)
        }
        if levels.isEmpty { answered.append(row.tag) }
        return nil
    }

    // MARK: - Naming

    /// The titles in front of level `i`'s prompts, a keyed item named by its key once typed.
    func label(at i: Int) -> [String] { named(levels[i].label, at: i) }

    /// Where level `i` is below the form's row it is under.
    func path(at i: Int) -> [String] { named(levels[i].path, at: i) }

    private func named(_ titles: [String], at i: Int) -> [String] {
        guard levels[i].keyed, !titles.isEmpty,
              let key = levels[i].rows?.state.value(of: SubForms.keyTag).stringValue?.trimmedOfWhitespace, !key.isEmpty else { return titles }
        return titles.dropLast() + [key]
    }

    /// `Member 2 › Address › `: put before the prompts of the level walked now; deep down,
    /// `Child › … › Child › Child (level 150) › ` (`Breadcrumb`).
    var prefix: String {
        guard let top = levels.indices.last else { return "" }
        let label = label(at: top)
        let level = levels[top].rows?.state.level ?? levels[top].list?.state.level ?? top + 2
        return label.isEmpty ? "" : Breadcrumb.text(label, level: level) + " › "
    }

    /// Where a question about `row` of the rows walked now is.
    private func place(of row: Row) -> PlainPlace {
        guard let top = levels.indices.last else {
            return PlainPlace(tag: row.tag, path: [], pointer: RuleFailure.pointer(row.outputPath))
        }
        var pointer: String?
        if row.tag != SubForms.keyTag, let state = levels[top].rows?.state {
            pointer = RuleFailure.pointer(segments(at: top) + SubFormCheck.segments(of: row, in: state))
        }
        return PlainPlace(tag: levels[0].tag, path: path(at: top) + [title(of: row)], pointer: pointer)
    }

    /// Where level `top`'s value is in the answers, as pointer segments (`members`, `1`).
    /// The levels above `top` cannot change while it is open: their part is kept from when it
    /// opened (`PlainLevel.segmentsAbove`), so that a question costs the same at any depth.
    private func segments(at top: Int) -> [String] {
        if let above = levels[top].segmentsAbove {
            return above + (ownSegments(at: top) ?? [levels[top].tag])
        }
        var segments: [String] = []
        for i in 0...top {
            guard let own = ownSegments(at: i) else { return segments + [levels[i].tag] }
            segments += own
        }
        return segments
    }

    /// Where level `i`'s value is in the level above it; nil when its row is not found there.
    private func ownSegments(at i: Int) -> [String]? {
        let below = i == 0 ? root.state : (levels[i - 1].rows?.state ?? levels[i - 1].list?.screen(for: levels[i].tag))
        guard let below, let row = below.row(levels[i].tag) else { return nil }
        return SubFormCheck.segments(of: row, in: below)
    }

    /// Where the refusal of a walked sub-form's value by `row` is: the failing place inside it
    /// (`/r5/r8/0/r10`, as a submit names it) when the row's own checks pass, else the row.
    private func refusedPlace(of row: Row) -> PlainPlace {
        var place = place(of: row)
        guard let state = rows?.state, let pointer = place.pointer, row.type.isSubForm,
              Submission.ownCheck(visible: row, required: state.isRequired(row), in: state, files: FileFacts()) == nil,
              let inner = SubFormCheck.located(of: row, in: state, files: FileFacts()) else { return place }
        place.pointer = pointer + inner.failure.path
        return place
    }

    /// Where a question of the list walked now is.
    func listPlace() -> PlainPlace {
        guard let top = levels.indices.last else { return PlainPlace(tag: "", path: []) }
        return PlainPlace(tag: levels[0].tag, path: path(at: top), pointer: RuleFailure.pointer(segments(at: top)))
    }

    func title(of row: Row) -> String { row.title.isEmpty ? row.tag : row.title }

    /// `row`'s question with the prefix of where it is.
    private func question(for row: Row) -> PlainQuestion {
        let (lines, prompt) = rows?.question(for: row, trail: prefix) ?? ([], "")
        return PlainQuestion(lines: lines, prompt: prompt, secret: row.type.isSecret, place: place(of: row),
                             multiline: row.type.isMultiline)
    }

    /// Why the name typed for a keyed item cannot be taken: another item has it.
    private func keyClash(_ line: String, row: Row) -> String? {
        guard row.tag == SubForms.keyTag, let state = rows?.state, case .item(true, _, let others)? = state.place?.role else { return nil }
        let key = (line.isEmpty ? state.value(of: row.tag).stringValue ?? "" : line).trimmedOfWhitespace
        return others.contains(key) ? "Another item is named \(VisibleText.quoted(key))" : nil
    }
}
