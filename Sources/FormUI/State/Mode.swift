/// What the keyboard is talking to: the form itself or a question over it.
package enum Mode: Equatable, Sendable {
    case form
    /// `Discard changes? (y/n)` after Esc with unsaved changes.
    case confirmDiscard
    /// `Delete row? (y/n)` after Ctrl-D in a deletable section.
    case confirmDelete(String)
    /// `Reset every answer? (y/n)` after a `reset` button.
    case confirmReset
    /// The key help screen (F1).
    case help

    /// A y/n question (discard, delete): answered only by a key typed after it appeared.
    package var isQuestion: Bool {
        switch self {
        case .confirmDiscard, .confirmDelete, .confirmReset: return true
        case .form, .help: return false
        }
    }
}

/// How the form ended.
package enum Outcome: Equatable, Sendable {
    case submitted
    case cancelled
    case interrupted
}
