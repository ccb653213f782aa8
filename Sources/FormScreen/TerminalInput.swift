/// What a terminal reads: a key, a pasted block of text, or the terminal's new size.
package enum TerminalInput: Equatable, Sendable {
    case key(Key)
    /// A bracketed paste: text to insert as it is, no key binding acting on its characters.
    case paste(String)
    /// The terminal was resized (SIGWINCH); its size now.
    case resize(rows: Int, cols: Int)
}
