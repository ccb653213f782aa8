/// What reaches the form from outside: a key, or the terminal's new size.
public enum Message: Equatable, Sendable {
    case key(Key)
    /// The terminal was resized (SIGWINCH); its size now.
    case resize(rows: Int, cols: Int)
}
