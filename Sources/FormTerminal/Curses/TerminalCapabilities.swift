import CCurses

/// What a terminal type can do, from its terminfo entry, before anything is drawn.
package enum TerminalCapabilities {
    /// Whether terminals of type `term` can move the cursor (`cup`): the full-screen form needs
    /// it; without it (or with no terminfo entry at all) formrun asks in plain mode.
    package static func canAddressCursor(term: String) -> Bool {
        guard !term.isEmpty else { return false }
        return term.withCString { fr_can_address_cursor($0) } != 0
    }
}
