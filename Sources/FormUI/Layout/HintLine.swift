import FormCore

/// The hint line at the bottom: the focused row's own keys first (`←/→ change  0-9 type`), from
/// the same bindings that handle them, then the form's keys that fit (`F1 help` kept to the last).
/// Its text changes only when the focus moves to another kind of row (or a row starts or stops
/// typing), so moving between rows of one kind rewrites nothing there.
enum HintLine {
    static func text(_ state: FormState, keyMap: KeyMap, ascii: Bool, width: Int) -> String {
        var rowItems: [String] = []
        if let tag = state.focus, let row = state.row(tag) {
            for binding in RowKinds.kind(for: row.type).bindings(for: row, in: state) where binding.inHint {
                let item = binding.hint(ascii: ascii)
                if !rowItems.contains(item) { rowItems.append(item) }
            }
        }
        let formItems = keyMap.hintItems(ascii: ascii)
        let helpItem = keyMap.bindings.firstIndex { $0.action == .help && $0.inHelpLine }
            .map { _ in keyMap.bindings.filter(\.inHelpLine).firstIndex { $0.action == .help } } ?? nil
        var kept = rowItems
        let last = helpItem.map { formItems[$0] }
        func fits(_ items: [String]) -> Bool {
            DisplayWidth.of((items + (last.map { [$0] } ?? [])).joined(separator: "  ")) <= width
        }
        for (i, item) in formItems.enumerated() where i != helpItem && fits(kept + [item]) {
            kept.append(item)
        }
        if let last, fits(kept) { kept.append(last) }
        return kept.joined(separator: "  ")
    }

    /// The hint line of the F1 screen.
    static func helpScreen(ascii: Bool) -> String {
        ascii ? "Up/Down PgUp/PgDn scroll  any other key: back to the form" : "↑/↓ PgUp/PgDn scroll  any other key: back to the form"
    }
}
