import FormCore

/// What an editor that takes over the keys (a list, a date or time editor) did with one key.
package enum EditorOutcome: Equatable, Sendable {
    /// The key was used; the editor stays open (its state may have changed: redraw it).
    case stay
    /// The key cannot be used now: the reason, for the status line. Nothing changed.
    case refused(String)
    /// Enter: the editor closes with this value for the row (an option's value, `.list` of the
    /// chosen values for `multipleSelect`, a date, time or number of seconds).
    case picked(Value)
    /// Esc: the editor closes and the row keeps its value.
    case closed
    /// Not a key for this editor (the caller may handle it: repaint, interrupt, resize).
    case ignored
}
