import FormCore
import FormScreen

/// The hint line at the bottom: the focused row's own keys first, at the left (`←/→ change  0-9
/// type`), from the same bindings that handle them; the form's keys at the right edge, where
/// they stay put, so that moving to another kind of row rewrites only the row's part of the line
/// (ncurses sends the cells that differ). When both do not fit, words shorten before keys give
/// way, and the submit key never does (`parts`).
enum HintLine {
    /// The line in two parts: the row's keys, and the form's (or an editor's, a question's).
    struct Parts: Equatable {
        var row: String
        var form: String
        /// The form's keys stand at the right edge (an editor's hint follows the left edge).
        var alignsRight = false
    }

    /// One of the form's items in the hint line, in its shorter and shorter spellings.
    private struct FormItem {
        var action: Action
        /// Blanked: the focused row takes its key now; it keeps its cells, in spaces.
        var blank: Bool
        /// Fullest first: `↓/Tab next row`, `↓ next row`, `↓ next`.
        var spellings: [String]

        func text(_ stage: Int) -> String {
            let text = spellings[Swift.min(stage, spellings.count - 1)]
            return blank ? String(repeating: " ", count: DisplayWidth.of(text)) : text
        }
    }

    /// The order the form's items give way in when the line is narrow: F1 first, then Esc, then
    /// the next-row key (the row's own keys go after these); the submit key never goes.
    private static let dropOrder: [Action] = [.help, .cancel, .next]

    /// The line for `width` cells (the row's items, two spaces, the form's). When they do not fit,
    /// the form's items first name one key each, then shorten their key names and words
    /// (`Ctrl-S/F10 submit` → `Ctrl-S submit` → `^S submit`, `next row` → `next`); then items give
    /// way, F1 help first, then Esc, the next-row key, then the row's items from the last. The
    /// submit key stays whatever the width: it is how the form is finished.
    static func parts(_ state: FormState, keyMap: KeyMap, ascii: Bool, width: Int) -> Parts {
        var rowItems: [String] = []
        var rowBindings: [RowBinding] = []
        if let tag = state.focus, let row = state.row(tag) {
            rowBindings = RowKinds.kind(for: row.type).bindings(for: row, in: state)
            for binding in rowBindings where binding.inHint {
                let item = binding.hint(ascii: ascii)
                if !rowItems.contains(item) { rowItems.append(item) }
            }
        }
        // A form key the row takes for itself now (Esc abandoning a typed number) is not the form's.
        let taken = rowBindings.filter { binding in keyMap.bindings.contains { form in form.keys.contains { binding.matches($0) } } }
        var formItems = keyMap.bindings.filter(\.inHelpLine).map { form -> FormItem in
            let blank = form.keys.contains(where: { key in taken.contains { $0.matches(key) } })
            var label = form.label ?? ""
            // On a sub-form, a list or an item, Esc goes back to the screen under it.
            if form.action == .cancel, state.place != nil { label = "back" }
            let keys = form.keys.map(KeyPattern.key)
            let all = keys.shortNames(ascii: ascii)
            let one = Array(keys.prefix(1)).shortNames(ascii: ascii)
            let compact = one.hasPrefix("Ctrl-") ? "^" + one.dropFirst(5) : one
            let short = form.shortLabel ?? label
            return FormItem(action: form.action, blank: blank,
                            spellings: [all + " " + label, one + " " + label, compact + " " + label, compact + " " + short])
        }
        func fits(_ stage: Int) -> Bool {
            let left = rowItems.joined(separator: "  ")
            let right = formItems.map { $0.text(stage) }.joined(separator: "  ")
            let gap = left.isEmpty || right.isEmpty ? 0 : 2
            return DisplayWidth.of(left) + gap + DisplayWidth.of(right) <= width
        }
        let last = 3
        var stage = 0
        while stage < last && !fits(stage) { stage += 1 }
        for action in dropOrder where !fits(stage) {
            formItems.removeAll { $0.action == action }
        }
        while !rowItems.isEmpty && !fits(stage) { rowItems.removeLast() }
        return Parts(row: rowItems.joined(separator: "  "),
                     form: formItems.map { $0.text(stage) }.joined(separator: "  "), alignsRight: true)
    }

    /// The hint line of the F1 screen.
    static func helpScreen(ascii: Bool) -> String {
        ascii ? "Up/Down PgUp/PgDn scroll  any other key: back to the form" : "↑/↓ PgUp/PgDn scroll  any other key: back to the form"
    }
}
