import FormCore

/// Moving the focus between rows that can take input.
public enum Navigation {
    /// The first enabled row that can take input (a disabled one only when all are disabled).
    public static func firstFocus(in state: FormState) -> String? {
        let order = VisibleForm.focusOrder(of: state)
        return order.first { tag in state.row(tag).map { !state.isDisabled($0) } ?? false } ?? order.first
    }

    /// The row `offset` places away from the focus, stopping at the ends.
    public static func move(from focus: String?, by offset: Int, in state: FormState) -> String? {
        let order = VisibleForm.focusOrder(of: state)
        guard !order.isEmpty else { return nil }
        guard let focus, let index = order.firstIndex(of: focus) else { return firstFocus(in: state) }
        return order[Swift.max(0, Swift.min(order.count - 1, index + offset))]
    }

    /// Keeps the focus on a row that can still take it (after a row was hidden or deleted): the next
    /// focusable row after the old one in form order, else the previous one.
    public static func repair(_ state: inout FormState) {
        let order = VisibleForm.focusOrder(of: state)
        if let focus = state.focus, order.contains(focus) { return }
        guard let focus = state.focus else { state.focus = firstFocus(in: state); return }
        let all = state.form.allRows.map(\.tag)
        guard let position = all.firstIndex(of: focus) else { state.focus = order.first; return }
        let after = all[(position + 1)...].first { order.contains($0) }
        let before = all[..<position].last { order.contains($0) }
        state.focus = after ?? before
    }
}
