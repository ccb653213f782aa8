import FormCore

/// A `list` row in plain mode. The items it holds already are listed with
/// `Keep them? Yes or no. Default yes` (`n` starts the list again empty); then
/// `Add a member to Members? Yes or no` (the item's title, else `an item`; `another member` once
/// there is one) is asked until `n`, what the list takes said before the first (`Members: 1 to 10
/// items`). Each `y` walks a new item's rows, a keyed list's name first
/// (refused when another item has it). Below `minItems` the default is `y` and `n` is refused
/// with `At least 2 items`; at `maxItems` the list says it is full and asks no more.
extension PlainWalk {
    /// The next step of the list at level `top`; nil when it was walked through (its value went
    /// to its row) or an item was opened.
    mutating func listStep(_ top: Int) -> Step? {
        guard let list = levels[top].list, !list.finished else { return finish() }
        let screen = list.items, count = screen.entries.count
        if !list.started {
            levels[top].list?.started = true
            if count > 0 {
                pending = .keep
                let items = screen.items(in: list.state).enumerated().map { "  \($0.offset + 1)) \(SubFormSummary.text(ofItem: $0.element))" }
                return .ask(PlainQuestion(lines: ["\(prefix)\(title(of: screen.row)): \(Self.counted(count))"] + items,
                                          prompt: PlainPrompt.yesOrNo("Keep them?", default: true), secret: false, place: listPlace()))
            }
        }
        if let max = screen.row.maxItems, count >= max {
            levels[top].list?.finished = true
            return .say("\(prefix)\(title(of: screen.row)) is full: \(CheckMessage.tooManyItems(max: max).text.lowercased())")
        }
        pending = .add
        let noun = count == 0 ? Self.withArticle(screen.itemNoun) : "another " + screen.itemNoun.lowercased()
        let yes = count < (screen.row.minItems ?? 0)
        // What the list takes is said before its first item (`Members: 1 to 10 items`).
        let takes = count == 0 ? RuleWords.limits(of: screen.row).map { ["\(prefix)\(title(of: screen.row)): \($0)"] } ?? [] : []
        return .ask(PlainQuestion(lines: takes, prompt: PlainPrompt.yesOrNo("\(prefix)Add \(noun) to \(title(of: screen.row))?", default: yes),
                                  secret: false, place: listPlace()))
    }

    /// `Keep them?`: `n` removes every item.
    mutating func answerKeep(_ line: String) -> String? {
        guard let keep = Self.yesOrNo(line, otherwise: true) else { return PlainAnswer.Refusal.notYesOrNo.description }
        pending = nil
        guard !keep, let top = levels.indices.last else { return nil }
        levels[top].list?.dropAll()
        return nil
    }

    /// `Add …?`: `y` opens a new item, `n` ends the list when it holds enough.
    mutating func answerAdd(_ line: String) -> String? {
        // What the list says is read out first: a copy of it held while an item is added would
        // copy its tables for every item.
        guard let top = levels.indices.last, let (row, noun, keyed, count) = levels[top].list.map({
            ($0.items.row, $0.items.itemNoun, $0.items.keyed, $0.items.entries.count)
        }) else { return nil }
        let least = row.minItems ?? 0
        guard let add = Self.yesOrNo(line, otherwise: count < least) else { return PlainAnswer.Refusal.notYesOrNo.description }
        guard add else {
            if count < least { return CheckMessage.tooFewItems(min: least).text }
            pending = nil
            levels[top].list?.finished = true
            return nil
        }
        guard let tag = levels[top].list?.addNew(), let parent = levels[top].list?.screen(for: tag) else {
            return "\(title(of: row)) cannot take another item"
        }
        let item: FormState
        switch SubForms.open(tag, in: parent) {
        case .success(let opened): item = opened
        // Past the nesting limit: the limit named, as the screen names it, and no item added.
        case .failure(let refusal):
            levels[top].list?.dropNew(tag)
            return refusal.description
        }
        pending = nil
        let itemTitle = parent.row(tag)?.title ?? noun
        levels.append(PlainLevel(rows: PlainForm(state: item), tag: tag, label: label(at: top) + [itemTitle],
                                 path: path(at: top) + [itemTitle], keyed: keyed))
        return nil
    }

    static func counted(_ n: Int) -> String { n == 1 ? "1 item" : "\(n) items" }
}
