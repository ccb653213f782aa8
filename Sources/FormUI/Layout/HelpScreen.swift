import FormCore
import FormScreen

/// The F1 screen: the keys in three groups — *this row* (named, what it takes and its `hint`
/// under the heading, with its kind's bindings),
/// *moving* and *the form* (the key map) — then the keys of the form's other kinds of rows; only
/// keys that apply to this form are listed (Ctrl-D only with a deletable section). Taller than
/// the screen, it scrolls (`HelpKeys`).
package enum HelpScreen {
    /// One line of the screen before drawing.
    enum Item: Equatable {
        case heading(String)
        /// The keys (only on an entry's first line) and a line of its words.
        case entry(keys: String, text: String)
        /// A line of the focused row's hint, under its heading.
        case note(String)
        case blank
    }

    /// The width of the keys column: the widest keys, up to 24 cells.
    static func keyWidth(_ groups: [(String, [KindKey])]) -> Int {
        Swift.min(24, groups.flatMap(\.1).map { DisplayWidth.of($0.keys) }.max() ?? 0)
    }

    /// The groups of the screen, in order: a heading and its entries.
    package static func groups(_ state: FormState, keyMap: KeyMap) -> [(String, [KindKey])] {
        var groups: [(String, [KindKey])] = []
        var nouns: Set<String> = []
        if let tag = state.focus, let row = state.row(tag) {
            let noun = RowKinds.kind(for: row.type).noun(for: row)
            nouns.insert(noun)
            groups.append((rowHeading(row, noun: noun), RowKinds.entries(for: row, in: state)))
            groups.append(("In its editor", RowKinds.kind(for: row.type).editorKeys(for: row)))
        }
        let deletable = state.outline.sections.contains(where: \.deletable)
        for group in KeyBinding.Group.allCases {
            var entries = keyMap.entries(in: group, deletable: deletable)
            // On a sub-form, a list or an item, Esc goes back and Ctrl-S submits the whole form.
            if let place = state.place {
                let back = "back to \(place.trail.dropLast().last ?? "the form"), the values kept"
                let cancel = keyMap.keys(for: .cancel).map(\.name).joined(separator: ", ")
                entries = entries.map { $0.keys == cancel ? KindKey($0.keys, back) : $0 }
            }
            groups.append((group.rawValue, entries))
        }
        let others = RowType.allCases.compactMap { type in
            state.outline.firstRow(of: type).flatMap { nouns.contains(RowKinds.kind(for: type).noun(for: $0)) ? nil : $0 }
        }
        groups += RowKinds.groups(of: others, in: state)
        return groups.filter { !$0.1.isEmpty }
    }

    private static func rowHeading(_ row: Row, noun: String) -> String {
        "This row: " + (row.title.isEmpty ? noun : "\(row.title) (\(noun))")
    }

    /// What the focused row takes (`Takes a whole number from 0 to 120, in steps of 5.`, from
    /// its rules: `RuleWords`) and its hint, and the heading they go under.
    private static func focusedHint(_ state: FormState) -> (heading: String, hint: [String])? {
        guard let tag = state.focus, let row = state.row(tag) else { return nil }
        var notes: [String] = []
        if let takes = takes(row) { notes.append(takes) }
        if let hint = row.hint, !hint.isEmpty { notes.append(hint) }
        guard !notes.isEmpty else { return nil }
        return (rowHeading(row, noun: RowKinds.kind(for: row.type).noun(for: row)), notes)
    }

    /// What the focused row takes, as F1 opens with it (`Takes at least 8 characters.`); nil when
    /// its rules say nothing beyond its kind.
    package static func takes(_ row: Row) -> String? {
        row.type.carriesValue ? RuleWords.sentence(of: row).map { "Takes \($0)." } : nil
    }

    /// The screen's lines for a width of `cols`, the words wrapped under their own column.
    static func items(_ state: FormState, keyMap: KeyMap, cols: Int) -> [Item] {
        layout(state, keyMap: keyMap, cols: cols).items
    }

    /// The screen's lines and the width of its keys column, the groups built once.
    private static func layout(_ state: FormState, keyMap: KeyMap, cols: Int) -> (items: [Item], keyWidth: Int) {
        let groups = groups(state, keyMap: keyMap)
        let keyWidth = keyWidth(groups)
        // The words start after the indent, the keys and two spaces, and keep the last column free.
        let textWidth = Swift.max(1, cols - 3 - keyWidth - 2 - 1)
        let hint = focusedHint(state)
        var items: [Item] = []
        for (index, (heading, entries)) in groups.enumerated() {
            if index > 0 { items.append(.blank) }
            items.append(.heading(heading))
            if index == 0, let hint, hint.heading == heading {
                for note in hint.hint {
                    for line in DisplayWidth.wrap(note, width: Swift.max(1, cols - 3 - 1)) { items.append(.note(line)) }
                }
            }
            for entry in entries {
                // Keys wider than their column get a line of their own, the words under them.
                let ownLine = DisplayWidth.of(entry.keys) > keyWidth
                if ownLine { items.append(.entry(keys: entry.keys, text: "")) }
                for (i, line) in DisplayWidth.wrap(entry.help, width: textWidth).enumerated() {
                    items.append(.entry(keys: i == 0 && !ownLine ? entry.keys : "", text: line))
                }
            }
        }
        return (items, keyWidth)
    }

    /// How many lines the screen has at a width of `cols`.
    package static func lineCount(_ state: FormState, keyMap: KeyMap, cols: Int) -> Int {
        items(state, keyMap: keyMap, cols: cols).count
    }

    static func lines(_ state: FormState, keyMap: KeyMap, cols: Int, theme: Theme, box: BoxChars, height: Int) -> [ScreenLine] {
        let (all, keyWidth) = layout(state, keyMap: keyMap, cols: cols)
        let first = Swift.max(0, Swift.min(state.helpScroll, all.count - height))
        return all.dropFirst(first).prefix(height).enumerated().map { offset, item in
            var line = LineBuilder(ellipsis: box.ellipsis)
            switch item {
            case .heading(let text):
                line.pad(to: 1)
                line.add(text, theme.sectionTitle, limit: cols)
            case .entry(let keys, let text) where text.isEmpty:
                line.pad(to: 3)
                line.add(keys, theme.title, limit: cols)
            case .entry(let keys, let text):
                line.pad(to: 3)
                line.add(keys, theme.title, exactly: keyWidth)
                line.add("  " + text, .plain, limit: cols)
            case .note(let text):
                line.pad(to: 3)
                line.add(text, theme.help, limit: cols)
            case .blank:
                break
            }
            return line.line("helpscreen:\(first + offset)")
        }
    }
}
