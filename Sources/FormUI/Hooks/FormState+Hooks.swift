import FormCore

/// Running the code a form built in Swift attaches to its rows (`FormHooks`): the change
/// handlers and options providers after values changed, and the reader they are given.
///
/// One run (`runHooks`) goes in rounds: the handlers of the rows changed since the last run, in
/// form order, each setting values on other rows through `setGivenValue` (so conditions, the
/// draft and the screen follow as after a key), then every options provider again. The rows a
/// round changed are the next round's; after `maxHookRounds` rounds what is still pending is
/// dropped, so handlers that keep setting each other end (a value set to what it already is is
/// no change, so most chains end long before).
extension FormState {
    /// How many rounds of handlers one run goes through at most.
    package static let maxHookRounds = 8

    /// The place of the row tagged `tag` of this screen, which its hooks are keyed by.
    package func hookPlace(of tag: String) -> HookPlace {
        HookPlace(scope: hookScope, tag: tag)
    }

    /// Gives this screen, opened from `parent`'s row `tag`, the hooks of `parent`, its place among
    /// them: a list's items share the list's place (`HookPlace`).
    package mutating func inheritHooks(from parent: FormState, opening tag: String) {
        hookScope = parent.place?.list != nil ? parent.hookScope : parent.hookScope + [tag]
        hooks = parent.hooks
    }

    /// What a hook reads: the value of each visible row as it stands now (`.null` for a hidden
    /// or unknown row).
    package var answerReader: AnswerReader {
        let snapshot = self
        return AnswerReader { tag in
            guard let row = snapshot.row(tag), !snapshot.isHidden(row) else { return .null }
            return snapshot.value(of: row)
        }
    }

    /// Runs the change handlers of the rows whose value changed since the last run, and the
    /// options providers, in rounds (see above); the focus moves on if a change hid its row.
    package mutating func runHooks() {
        guard !hookPending.isEmpty else { return }
        var round = 0
        while !hookPending.isEmpty && round < Self.maxHookRounds {
            round += 1
            let changed = inFormOrder(hookPending)
            hookPending = []
            for tag in changed {
                for handler in hooks.onChange[hookPlace(of: tag)] ?? [] {
                    let sets = handler(value(of: tag), answerReader)
                    for target in inFormOrder(Set(sets.keys)) {
                        if let value = sets[target] { setHookValue(value, of: target) }
                    }
                }
            }
            refreshOptions()
        }
        hookPending = []
        Navigation.repair(&self)
    }

    /// Gives every row with an options provider the options it returns now; a value no longer
    /// among them is cleared (a choice's), or loses the items that are gone (several choices').
    package mutating func refreshOptions() {
        guard !hooks.options.isEmpty else { return }
        let here = hooks.options.keys.filter { $0.tags.dropLast().elementsEqual(hookScope) }
        for tag in here.compactMap(\.tags.last).sorted() {
            guard let provider = hooks.options[hookPlace(of: tag)], let position = outline.position(of: tag) else { continue }
            let options = provider(answerReader)
            guard outline.row(at: position).options != options else { continue }
            outline.updateRow(at: position) { $0.options = options }
            if let i = form.sections[position.section].rows.firstIndex(where: { $0.tag == tag }) {
                form.sections[position.section].rows[i].options = options
            }
            changes.rows.insert(tag)
            let values = Set(options.map(\.value))
            switch self.value(of: tag) {
            case .list(let items) where items.contains(where: { !values.contains($0) }):
                setValue(.list(items.filter(values.contains)), of: tag)
            case .null, .list:
                break
            case let value where !values.contains(value):
                setValue(.null, of: tag)
            default:
                break
            }
        }
    }

    /// The cursor of a `custom` row (0 until its kind moves it).
    package func customCursor(of tag: String) -> Int { customCursors[tag] ?? 0 }

    /// Moves a `custom` row's cursor; the row is drawn again.
    package mutating func setCustomCursor(_ cursor: Int, of tag: String) {
        guard customCursor(of: tag) != cursor else { return }
        customCursors[tag] = cursor
        changes.rows.insert(tag)
    }

    /// A value a change handler gives a row: set as a values file would give it, unless it holds
    /// it already; its message goes.
    private mutating func setHookValue(_ value: Value, of tag: String) {
        guard let row = row(tag), storage(of: tag) != nil,
              self.value(of: row) != row.type.unit.initialValue(for: row, given: value) else { return }
        setGivenValue(value, of: tag)
        setError(nil, of: tag)
    }

    private func inFormOrder(_ tags: Set<String>) -> [String] {
        tags.sorted { a, b in
            switch (outline.position(of: a), outline.position(of: b)) {
            case let (x?, y?): return x < y
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return a < b
            }
        }
    }
}
