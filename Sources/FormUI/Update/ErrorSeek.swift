/// F8 or Shift-F8 on its way to the next or previous row with an error, through the screens of
/// sub-forms and list items (`ErrorRoute`): each screen looks among its own rows and either
/// focuses one, opens the screen of a row holding the next one (`Effect.openSubForm`, then
/// `Effect.findError`), or closes and lets the screen under it go on (`Effect.closeSubForm`).
package struct ErrorSeek: Equatable, Sendable {
    /// Where a screen starts looking.
    package enum Start: Equatable, Sendable {
        /// From the focused row: the key itself.
        case focus
        /// The screen of row `tag` just opened on the way: from its first row (forward) or last.
        case opened(String)
        /// The way came back out of the screen of row `tag`: from that row, its insides passed.
        case left(String)
    }

    /// F8 (next) or Shift-F8 (previous).
    package var forward: Bool
    package var start: Start

    package init(forward: Bool, from start: Start) {
        self.forward = forward
        self.start = start
    }

    /// The same way, going on from `start`.
    func going(from start: Start) -> ErrorSeek { ErrorSeek(forward: forward, from: start) }
}
