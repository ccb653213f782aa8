import FormCore
import FormScreen

/// The list that a choice row opens: a pop-up list over the form for `sheet` and `alert`, a list
/// screen with type-to-filter for `pushSelect` (one choice) and `multipleSelect` (several).
///
/// A pure value: `handle` takes a key and says what became of the list; `lines` (in
/// `ListPopup+Drawing.swift`) draws it. The row's value is never changed here: the caller stores
/// the value of a `.picked` outcome.
package struct ListPopup: Equatable, Sendable {
    /// How the list is shown and which keys it takes.
    package enum Style: Equatable, Sendable {
        /// `sheet`, `alert`: a boxed list over the form; a letter jumps to the next option starting with it.
        case popup
        /// `pushSelect`: a full list screen; typing filters the options.
        case screen
        /// `multipleSelect`: a full list screen; typing filters, Space toggles an option.
        case multiple

        /// The style of a row type, as its kind says (`RowKind.listStyle`): `.popup` for a type
        /// that opens no list.
        package init(_ type: RowType) {
            self = RowKinds.kind(for: type).listStyle ?? .popup
        }
    }

    /// What the editor did with a key.
    package typealias Outcome = EditorOutcome

    /// The row's options, in form order.
    package let options: [Option]
    package let style: Style
    /// The row's value when the list was opened.
    package let current: Value
    /// What the user typed to filter the options (always empty in a `.popup`).
    package private(set) var filter = ""
    /// The indices into `options` of the options matching `filter`, in option order.
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

    /// The keys of an open list, for the F1 screen and the docs.
    package static let keyHelp = [
        KindKey("Up, Down, PgUp, PgDn, Home, End", "move the highlight"),
        KindKey("a letter", "in a pop-up list: the next option starting with it (case and accents ignored)"),
        KindKey("typing", "in a list screen: filter the options (Backspace erases, Ctrl-U clears)"),
        KindKey("Space", "in a multiple choice: choose or drop the option; in a pop-up list: pick"),
        KindKey("Enter", "pick (a multiple choice: return with the choices) and move on to the next row"),
        KindKey("Esc", "close, the answer unchanged"),
    ]

    /// The index into `options` of the highlighted option.
    package var highlightedOption: Int? { highlighted.map { visible[$0] } }

    /// True when the option at `index` (into `options`) is chosen: among `chosen` for a
    /// `multipleSelect`, the row's current value otherwise.
    package func isChosen(_ index: Int) -> Bool {
        let value = options[index].value
        return style == .multiple ? chosen.contains(value) : value == current
    }

    /// Handles one key (see FORMAT.md §3): Up/Down, PgUp/PgDn (by `pageSize`), Home/End move the
    /// highlight and stop at the ends; Enter picks (a `multipleSelect` returns its chosen values);
    /// Esc closes unchanged. In a `.popup` a printable character jumps to the next option whose title
    /// starts with it and Space picks like Enter. In a `.screen` or `.multiple` printable characters
    /// extend the filter, Backspace erases its last character and Ctrl-U clears it; in a `.multiple`
    /// Space toggles the highlighted option (so a filter there cannot hold a space).
    package mutating func handle(_ key: Key) -> Outcome {
        switch key {
        case .up: return move(to: highlighted.map { $0 - 1 } ?? visible.count - 1)
        case .down: return move(to: highlighted.map { $0 + 1 } ?? 0)
        case .pageUp: return move(to: (highlighted ?? visible.count) - Swift.max(1, pageSize))
        case .pageDown: return move(to: (highlighted ?? -1) + Swift.max(1, pageSize))
        case .home: return move(to: 0)
        case .end: return move(to: visible.count - 1)
        case .escape: return .closed
        case .enter: return enter()
        case .char(" ") where style == .multiple: return toggle()
        case .char(" ") where style == .popup: return enter()
        case .char(let c) where ListPopup.isPrintable(c):
            return style == .popup ? jump(to: c) : setFilter(filter + String(c))
        case .backspace where style != .popup:
            guard !filter.isEmpty else { return .refused("Nothing to erase") }
            return setFilter(String(filter.dropLast()))
        case .ctrl("u") where style != .popup:
            return filter.isEmpty ? .stay : setFilter("")
        default:
            return .ignored
        }
    }

    /// Moves the highlight to `index` into `visible`, clamped to the list.
    private mutating func move(to index: Int) -> Outcome {
        guard !visible.isEmpty else { return .stay }
        highlighted = Swift.min(visible.count - 1, Swift.max(0, index))
        keepInView()
        return .stay
    }

    /// Enter (Space in a pop-up): the highlighted option; with nothing highlighted yet (a row with
    /// no answer, no key pressed) the list closes and the row keeps no answer.
    private func enter() -> Outcome {
        if style == .multiple { return .picked(.list(chosen)) }
        if highlighted == nil, !visible.isEmpty { return .closed }
        guard let option = highlightedOption else { return .refused(nothingMessage) }
        return .picked(options[option].value)
    }

    /// Why nothing can be picked: no options at all, or none matching the filter.
    private var nothingMessage: String {
        options.isEmpty ? "No options" : "No option matches '\(filter)'"
    }

    private mutating func toggle() -> Outcome {
        guard let option = highlightedOption else { return .refused(nothingMessage) }
        let value = options[option].value
        if let i = chosen.firstIndex(of: value) {
            chosen.remove(at: i)
        } else {
            chosen = ListPopup.ordered(chosen + [value], options: options)
        }
        return .stay
    }

    /// A popup's menu jump: the next option after the highlight (wrapping around) whose title
    /// starts with `c`, ignoring case and accents.
    private mutating func jump(to c: Character) -> Outcome {
        let letter = ListMatch.fold(String(c))
        let count = visible.count
        let from = highlighted ?? -1
        for step in 1...Swift.max(1, count) where count > 0 {
            let candidate = (from + step + count) % count
            if ListMatch.fold(options[visible[candidate]].title).starts(with: letter) {
                return move(to: candidate)
            }
        }
        return .refused("No option starts with '\(c)'")
    }

    /// Sets the filter and recomputes `visible`; the highlight stays on the same option when it is
    /// still visible, else goes to the first visible option.
    private mutating func setFilter(_ text: String) -> Outcome {
        let previous = highlightedOption
        filter = text
        let needle = ListMatch.fold(text)
        visible = options.indices.filter { ListMatch.contains(ListMatch.fold(options[$0].title), needle) }
        if visible.isEmpty {
            highlighted = nil
        } else {
            highlighted = previous.flatMap { visible.firstIndex(of: $0) } ?? 0
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

    private static func isPrintable(_ c: Character) -> Bool {
        guard let first = c.unicodeScalars.first else { return false }
        return first.value >= 0x20 && !(0x7F...0x9F).contains(first.value)
    }
}
