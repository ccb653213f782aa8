/// What an update asks of the world beyond the state: the run loop carries these out.
public enum Effect: Equatable, Sendable {
    /// A key was refused: ring the terminal's bell (the reason is in the status line).
    case bell(reason: String)
    /// Clear the screen and draw it all again (Ctrl-L).
    case repaint
    /// Give the terminal back until the program is resumed (Ctrl-Z).
    case suspend
    /// The form is over.
    case end(Outcome)
}

/// What a row kind (or an editor) did with a key.
public enum KeyHandling: Equatable, Sendable {
    /// The key is not for it: the form's own keys apply.
    case ignored
    /// It took the key, and asks for these effects.
    case taken([Effect])

    /// Took the key, nothing more to do.
    public static let done = KeyHandling.taken([])
}

/// A status-line message; an error (a refused key, a failed submit) is drawn in the error style.
public struct StatusMessage: Equatable, Sendable {
    public var text: String
    public var isError: Bool

    public init(_ text: String, isError: Bool = false) {
        self.text = text
        self.isError = isError
    }
}
