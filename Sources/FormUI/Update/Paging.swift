/// PgUp/PgDn: the row about a page away from the focus.
enum Paging {
    static func target(of action: Action, in state: FormState, context: UpdateContext) -> String? {
        let order = VisibleForm.focusOrder(of: state)
        guard let focus = state.focus, let here = context.rowLines[focus], !order.isEmpty else {
            return Navigation.move(from: state.focus, by: action == .pageDown ? 1 : -1, in: state)
        }
        let page = Swift.max(1, context.pageSize - 1)
        if action == .pageDown {
            let limit = here + page
            let candidates = order.filter { (context.rowLines[$0] ?? -1) > here && (context.rowLines[$0] ?? .max) <= limit }
            return candidates.last ?? Navigation.move(from: focus, by: 1, in: state)
        }
        let limit = here - page
        let candidates = order.filter { (context.rowLines[$0] ?? .max) < here && (context.rowLines[$0] ?? -1) >= limit }
        return candidates.first ?? Navigation.move(from: focus, by: -1, in: state)
    }
}
