/// What a key did to a text row.
package enum TextEditOutcome: Equatable, Sendable {
    /// The text changed.
    case edited
    /// The key was a text-editing key but the text did not change: the cursor moved, or the key
    /// hit an edge (Left at the start, Backspace at the start, Ctrl-K at the end …) and did nothing.
    case moved
    /// The key cannot be accepted here; the reason is for the status line
    /// (`Only digits here`, `At most 30 characters`).
    case refused(String)
    /// Not a text-editing key for this row: the caller handles it (Up/Down/Tab/Enter on a
    /// single-line row, Up on a textView's first line, any key on `info`/`longInfo` …).
    case ignored
}
