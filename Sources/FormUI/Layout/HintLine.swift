import FormCore
import FormScreen

/// The hint line at the bottom: the focused row's own keys first, at the left (`←/→ change  0-9
/// type`), from the same bindings that handle them; the form's keys at the right edge, where
/// they stay put, so that moving to another kind of row rewrites only the row's part of the line
/// (ncurses sends the cells that differ). When both do not fit, the form's keys give way in the
/// order `keyMap.hintItems` lists them, `F1 help` last.
enum HintLine {
    /// The line in two parts: the row's keys, and the form's (or an editor's, a question's).
    struct Parts: Equatable {
        var row: String
        var form: String
        /// The form's keys stand at the right edge (an editor's hint follows the left edge).
        var alignsRight = false
    }

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
        // Its words are blanked where they stand, so that the form's other keys keep their cells.
        var formItems = zip(keyMap.bindings.filter(\.inHelpLine), keyMap.hintItems(ascii: ascii)).map { form, item in
            if form.keys.contains(where: { key in taken.contains { $0.matches(key) } }) {
                return String(repeating: " ", count: DisplayWidth.of(item))
            }
            // On a sub-form, a list or an item, Esc goes back to the screen under it.
            if form.action == .cancel, state.place != nil {
                return form.keys.map(KeyPattern.key).shortNames(ascii: ascii) + " back"
            }
            return item
        }
        let left = rowItems.joined(separator: "  ")
        func right() -> String { formItems.joined(separator: "  ") }
        while formItems.count > 1, DisplayWidth.of(left) + 2 + DisplayWidth.of(right()) > width {
            formItems.removeFirst()
        }
        return Parts(row: left, form: right(), alignsRight: true)
    }

    /// The hint line of the F1 screen.
    static func helpScreen(ascii: Bool) -> String {
        ascii ? "Up/Down PgUp/PgDn scroll  any other key: back to the form" : "↑/↓ PgUp/PgDn scroll  any other key: back to the form"
    }
}
