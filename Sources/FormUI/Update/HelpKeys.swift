import FormScreen

/// The keys of the F1 screen: Up/Down a line, PgUp/PgDn a page, Home/End the top and the bottom
/// (when it is taller than the screen); any other key returns to the form.
enum HelpKeys {
    static func handle(_ key: Key, in state: inout FormState, keyMap: KeyMap, context: UpdateContext) -> [Effect] {
        let bottom = Swift.max(0, HelpScreen.lineCount(state, keyMap: keyMap, cols: context.width) - context.pageSize)
        let page = Swift.max(1, context.pageSize - 1)
        let target: Int
        switch key {
        case .down: target = state.helpScroll + 1
        case .up: target = state.helpScroll - 1
        case .pageDown, .char(" "): target = state.helpScroll + page
        case .pageUp: target = state.helpScroll - page
        case .home: target = 0
        case .end: target = bottom
        default:
            state.setMode(.form)
            return []
        }
        state.setHelpScroll(Swift.min(bottom, Swift.max(0, target)))
        return []
    }
}
