import FormCore
import FormScreen

/// The list that a choice row opens: a pop-up list over the form for `sheet` and `alert`, a list
/// screen for `pushSelect` (one choice) and `multipleSelect` (several); typing filters each.
///
/// A pure value: `handle` takes a key and says what became of the list; `lines` (in
/// `ListPopup+Drawing.swift`) draws it. The row's value is never changed here: the caller stores
/// the value of a `.picked` outcome.
package struct ListPopup: Equatable, Sendable {
    /// How the list is shown and which keys it takes.
    package enum Style: Hashable, Sendable, CaseIterable {
        /// `sheet`, `alert`: a boxed list over the form.
        case popup
        /// `pushSelect`: a full list screen.
        case screen
        /// `multipleSelect`: a full list screen; Space toggles an option, Ctrl-A every option shown.
        case multiple

        /// The style of a row type, as its kind says (`RowKind.listStyle`): `.popup` for a type
        /// that opens no list.
        package init(_ type: RowType) {
            self = RowKinds.kind(for: type).listStyle ?? .popup
        }
    }

    /// What picking an option does.
    package enum Purpose: Equatable, Sendable {
        /// It becomes the row's answer.
        case answer
        /// Finding an item of a list screen (`/`): the options are the items, each valued by its
        /// row's tag, and the focus goes to the one picked; the title is the list's own.
        case findItem(title: String)
        /// Finding a setting anywhere in the form (Ctrl-F, `SettingSearch`): the options are the
        /// index's entries, valued by their place in it, ranked by `SettingIndex.rank`.
        /// `from`: the tags of the rows opened from the form down to the screen it was opened on.
        case findSetting(SettingIndex, from: [String])
    }

    /// What the editor did with a key.
    package typealias Outcome = EditorOutcome

    /// The row's options, in form order.
    package let options: [Option]
    package let style: Style
    /// What picking does: answer the row, or go to an item.
    package private(set) var purpose = Purpose.answer
    /// The row's value when the list was opened.
    package let current: Value
    /// What the user typed to filter the options.
    package private(set) var filter = ""
    /// The indices into `options` of the options matching `filter`, best match first (in option
    /// order while there is no filter).
    package private(set) var visible: [Int]
    /// The highlighted option as an index into `visible`; nil when no option is visible.
    package private(set) var highlighted: Int?
    /// `multipleSelect`: the chosen values in option order (then any values of the row's list that
    /// are no option, in their own order, so that they are not lost).
    package private(set) var chosen: [Value]
    /// The first line of the list window, as an index into `visible`; kept so that the window only
    /// scrolls when the highlight would leave it (see `pageSize`).
    package private(set) var top = 0
    /// How far PgUp/PgDn move, and the height of the list window that `top` follows. Set it to
    /// `listRows(height:)` of the height you draw with.
    package var pageSize = 10

    /// The list of `row` whose value is `value`: `.null`, a scalar, or `.list` for `multipleSelect`.
    /// The highlight starts on the current choice (the first chosen option of a `multipleSelect`,
    /// else its first option); a single choice with no answer starts with nothing highlighted, so
    /// that Enter keeps it unanswered until a key moves the highlight.
    package init(row: Row, value: Value) {
        options = row.options
        style = Style(row.type)
        current = value
        visible = Array(row.options.indices)
        let given: [Value]
        switch value {
        case .null: given = []
        case .list(let list): given = list
        default: given = [value]
        }
        chosen = style == .multiple ? ListPopup.ordered(given, options: row.options) : []
        let start: Int?
        if style == .multiple {
            start = row.options.firstIndex { given.contains($0.value) }
        } else {
            start = row.options.firstIndex { $0.value == value }
        }
        highlighted = row.options.isEmpty ? nil : (start ?? (style == .multiple ? 0 : nil))
        keepInView()
    }

    /// A list screen of the `items` of a list screen (each its row's tag and the text it is found
    /// by), to find one: typing filters them as any list's options, Enter goes to the one picked.
    /// The highlight starts on the item `focus`.
    package init(finding items: [(tag: String, text: String)], title: String, focus: String?) {
        var row = Row(tag: "#find", type: .pushSelect, title: title)
        row.options = items.map { Option(title: $0.text, value: .string($0.tag)) }
        self.init(row: row, value: focus.map(Value.string) ?? .null)
        purpose = .findItem(title: title)
    }

    /// A list screen of the settings of `index` (`SettingSearch`), each shown by its path and
    /// title, to find one: typing ranks them (`SettingIndex.rank`), Enter goes to the one picked.
    /// `from`: the tags of the rows opened from the screen `index` was built on down to this one.
    package init(findingSettings index: SettingIndex, from: [String] = []) {
        var row = Row(tag: "#find", type: .pushSelect, title: "Find a setting")
        row.options = index.entries.indices.map { i in
            let entry = index.entries[i]
            let titled = !entry.title.isEmpty && entry.title != entry.path.last
            return Option(title: titled ? entry.pathText + "  " + entry.title : entry.pathText, value: .string(String(i)))
        }
        self.init(row: row, value: .null)
        purpose = .findSetting(index, from: from)
    }

    /// The title drawn over the list: a find list's own (with the count of a setting search's
    /// matches), else `rowTitle`.
    package func title(rowTitle: String) -> String {
        switch purpose {
        case .findItem(let title): return title
        case .findSetting:
            let noun = filter.isEmpty ? (visible.count == 1 ? "setting" : "settings") : (visible.count == 1 ? "match" : "matches")
            return "Find a setting: \(visible.count) \(noun)"
        case .answer: return rowTitle
        }
    }

    /// The index into `options` of the highlighted option.
    package var highlightedOption: Int? { highlighted.map { visible[$0] } }

    /// True when the option at `index` (into `options`) is chosen: among `chosen` for a
    /// `multipleSelect`, the row's current value otherwise.
    package func isChosen(_ index: Int) -> Bool {
        let value = options[index].value
        return style == .multiple ? chosen.contains(value) : value == current
    }

    /// Handles one key with the first of the list's bindings (`ListPopup.bindings`, FORMAT.md §3)
    /// that takes it: the arrows and page keys move the highlight and stop at the ends; typing
    /// filters (`FuzzyMatch`), Backspace widens the filter and Ctrl-U clears it; Enter picks the
    /// highlighted option, the best match while filtering (a `multipleSelect` returns its chosen
    /// values); Esc clears a filter, else closes unchanged. In a `.popup` Space picks like Enter;
    /// in a `.multiple` Space toggles the highlighted option and Ctrl-A every option shown.
    package mutating func handle(_ key: Key) -> Outcome {
        for binding in ListPopup.bindings where binding.styles.contains(style) && binding.matches(key) {
            if let outcome = binding.run(&self, key) { return outcome }
        }
        return .ignored
    }

    /// Moves the highlight to `index` into `visible`, clamped to the list.
    mutating func move(to index: Int) -> Outcome {
        guard !visible.isEmpty else { return .stay }
        highlighted = Swift.min(visible.count - 1, Swift.max(0, index))
        keepInView()
        return .stay
    }

    /// Enter (Space in a pop-up): the highlighted option; with nothing highlighted yet (a row with
    /// no answer, no key pressed) the list closes and the row keeps no answer.
    func enter() -> Outcome {
        if style == .multiple { return .picked(.list(chosen)) }
        if highlighted == nil, !visible.isEmpty { return .closed }
        guard let option = highlightedOption else { return .refused(nothingMessage) }
        return .picked(options[option].value)
    }

    /// Why nothing can be picked: no options at all, or none matching the filter.
    var nothingMessage: String {
        options.isEmpty ? "No options" : "No option matches '\(filter)'"
    }

    /// Space in a multiple choice: chooses or drops the highlighted option.
    mutating func toggle() -> Outcome {
        guard let option = highlightedOption else { return .refused(nothingMessage) }
        let value = options[option].value
        if let i = chosen.firstIndex(of: value) {
            chosen.remove(at: i)
        } else {
            chosen = ListPopup.ordered(chosen + [value], options: options)
        }
        return .stay
    }

    /// Ctrl-A in a multiple choice: chooses every option shown (those the filter matches), or,
    /// when every one of them is chosen already, drops them all. Options the filter hides keep
    /// their choice.
    mutating func toggleShown() -> Outcome {
        guard !visible.isEmpty else { return .refused(nothingMessage) }
        let shown = visible.map { options[$0].value }
        if shown.allSatisfy(chosen.contains) {
            chosen.removeAll { shown.contains($0) }
        } else {
            chosen = ListPopup.ordered(chosen + shown, options: options)
        }
        return .stay
    }

    /// Typing: the filter with `c` added.
    mutating func type(_ c: Character) -> Outcome {
        setFilter(filter + String(c))
    }

    /// Backspace: the filter without its last character, so more options show.
    mutating func widen() -> Outcome {
        guard !filter.isEmpty else { return .refused("Nothing to erase") }
        return setFilter(String(filter.dropLast()))
    }

    /// Ctrl-U: no filter.
    mutating func clearFilter() -> Outcome {
        filter.isEmpty ? .stay : setFilter("")
    }

    /// Esc: clears the filter when there is one, else closes the list unchanged; a setting search
    /// closes at once (F3 goes on with what was typed).
    mutating func escape() -> Outcome {
        if case .findSetting = purpose { return .closed }
        return filter.isEmpty ? .closed : setFilter("")
    }

    /// Sets the filter and recomputes `visible`, best match first (`FuzzyMatch.rank`). While there
    /// is a filter the highlight goes to the best match, so Enter picks it; a filter cleared shows
    /// every option in order again, the highlight staying on its option.
    private mutating func setFilter(_ text: String) -> Outcome {
        let previous = highlightedOption
        // A filter extended by what was typed matches only options the shorter one matched.
        let narrows = !filter.isEmpty && text.hasPrefix(filter)
        if case .findSetting(let index, _) = purpose {
            visible = index.rank(text, among: narrows ? visible : nil)
        } else {
            visible = FuzzyMatch.rank(options.map(\.title), by: text, among: narrows ? visible : nil)
        }
        filter = text
        if visible.isEmpty {
            highlighted = nil
        } else if text.isEmpty {
            highlighted = previous.flatMap { visible.firstIndex(of: $0) } ?? 0
        } else {
            highlighted = 0
        }
        top = 0
        keepInView()
        return .stay
    }

    /// Scrolls `top` just enough for the highlight to be inside a window of `pageSize` lines.
    private mutating func keepInView() {
        top = ListPopup.windowStart(top: top, highlighted: highlighted, count: visible.count, rows: Swift.max(1, pageSize))
    }

    /// The first line of a window of `rows` lines over `count` lines that starts at `top` if it can
    /// and always shows `highlighted`, never leaving empty lines at the end when the list is long.
    static func windowStart(top: Int, highlighted: Int?, count: Int, rows: Int) -> Int {
        guard rows > 0, count > rows else { return 0 }
        var start = top
        if let h = highlighted {
            if h < start { start = h }
            if h >= start + rows { start = h - rows + 1 }
        }
        return Swift.max(0, Swift.min(start, count - rows))
    }

    /// `values` with the options' values first, in option order (without repeats), then the values
    /// that are no option.
    static func ordered(_ values: [Value], options: [Option]) -> [Value] {
        var result: [Value] = []
        for option in options where values.contains(option.value) && !result.contains(option.value) {
            result.append(option.value)
        }
        for value in values where !options.contains(where: { $0.value == value }) && !result.contains(value) {
            result.append(value)
        }
        return result
    }
}
