/// Bracketed paste mode (xterm's `CSI ? 2004 h`): while it is on, the terminal wraps a paste in
/// `ESC [200~ … ESC [201~`, so that its text is read as one `Message.paste` and never as keys.
/// On while the form is drawn; off on exit, on suspend and in the crash restore.
enum BracketedPaste {
    static let on: [UInt8] = Array("\u{1B}[?2004h".utf8)
    static let off: [UInt8] = Array("\u{1B}[?2004l".utf8)
}
