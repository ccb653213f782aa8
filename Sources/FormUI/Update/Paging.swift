/// PgUp/PgDn: the focusable row furthest from the focus within a page (the body's height less
/// one line); the next or previous row when none starts within it.
enum Paging {
    static func target(of action: Action, in state: FormState, context: UpdateContext) -> String? {
        let forward = action == .pageDown
        let line = { (tag: String) in state.outline.position(of: tag).flatMap(context.lines.line(at:)) }
        guard let focus = state.focus, let here = line(focus) else {
            return Navigation.move(from: state.focus, by: forward ? 1 : -1, in: state)
        }
        let page = Swift.max(1, context.pageSize - 1)
        let within = Navigation.walk(from: focus, forward: forward, in: state) { tag in
            guard let line = line(tag) else { return false }
            return forward ? line <= here + page : line >= here - page
        }
        return within.last ?? Navigation.move(from: focus, by: forward ? 1 : -1, in: state)
    }
}
