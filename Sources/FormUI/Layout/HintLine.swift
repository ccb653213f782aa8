import FormCore

/// The hint line at the bottom: the focused row's own keys first, at the left (`←/→ change  0-9
/// type`), from the same bindings that handle them; the form's keys at the right edge, where
/// they stay put, so that moving to another kind of row rewrites only the row's part of the line
/// (ncurses sends the cells that differ). When both do not fit, the form's keys give way in the
/// order `keyMap.hintItems` lists them, `F1 help` last.
enum HintLine {
    static func text(_ state: FormState, keyMap: KeyMap, ascii: Bool, width: Int) -> String {
        var rowItems: [String] = []
        if let tag = state.focus, let row = state.row(tag) {
            for binding in RowKinds.kind(for: row.type).bindings(for: row, in: state) where binding.inHint {
                let item = binding.hint(ascii: ascii)
                if !rowItems.contains(item) { rowItems.append(item) }
            }
        }
        var formItems = keyMap.hintItems(ascii: ascii)
        let left = rowItems.joined(separator: "  ")
        func right() -> String { formItems.joined(separator: "  ") }
        while formItems.count > 1, DisplayWidth.of(left) + 2 + DisplayWidth.of(right()) > width {
            formItems.removeFirst()
        }
        let gap = Swift.max(left.isEmpty ? 0 : 2, width - DisplayWidth.of(left) - DisplayWidth.of(right()))
        return left + String(repeating: " ", count: gap) + right()
    }

    /// The hint line of the F1 screen.
    static func helpScreen(ascii: Bool) -> String {
        ascii ? "Up/Down PgUp/PgDn scroll  any other key: back to the form" : "↑/↓ PgUp/PgDn scroll  any other key: back to the form"
    }
}
