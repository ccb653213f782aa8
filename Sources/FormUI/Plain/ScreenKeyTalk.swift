/// Whether a text of the form's own (a section's footer) talks of the full screen's keys
/// (`Enter opens the editor: ←→ a day, PgUp/PgDn a month, Esc closes.`): plain mode, which
/// has none of them, leaves such a text out rather than read keys nobody can press there.
///
/// A key is a word the full screen's key names use: Esc, Tab, PgUp, PgDn, Backspace,
/// F1 … F12, a `Ctrl-`, `Alt-`, `Shift-` or `^` chord, an arrow; `Enter` and `Space` only as keys
/// (`Enter opens`, `press Enter`, `Space toggles`), not the verb of "Enter your name".
enum ScreenKeyTalk {
    private static let keys: Set<String> = ["esc", "escape", "tab", "pgup", "pgdn", "pageup", "pagedown", "backspace"]
    private static let chords = ["ctrl-", "ctrl+", "alt-", "alt+", "shift-", "shift+", "cmd-", "meta-"]
    private static let arrows: Set<Character> = ["←", "→", "↑", "↓", "↕", "↔"]
    /// What a key does, after `Enter` or `Space` used as a key.
    private static let actions: Set<String> = [
        "opens", "picks", "adds", "takes", "moves", "submits", "toggles", "confirms", "selects", "chooses",
        "closes", "goes", "inserts", "edits", "keeps", "starts", "returns", "cycles", "breaks", "to", "or", "and",
    ]

    static func mentionsKeys(_ text: String) -> Bool {
        if text.contains(where: arrows.contains) { return true }
        let words = text.split { $0 == " " || $0 == "," || $0 == ";" || $0 == ":" || $0 == "." || $0 == "/" || $0 == "(" || $0 == ")" }
            .map { $0.lowercased() }
        for (i, word) in words.enumerated() {
            if keys.contains(word) || isFunctionKey(word) || chords.contains(where: word.hasPrefix) { return true }
            if word.count == 2, word.first == "^", word.last?.isLetter == true { return true }
            if word == "enter" || word == "space" {
                if i > 0, words[i - 1] == "press" { return true }
                if i + 1 < words.count, actions.contains(words[i + 1]) { return true }
            }
        }
        return false
    }

    /// `f1` … `f12`.
    private static func isFunctionKey(_ word: String) -> Bool {
        guard word.first == "f", let n = Int(word.dropFirst()) else { return false }
        return (1...12).contains(n)
    }
}
