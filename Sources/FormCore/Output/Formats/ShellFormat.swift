/// `--format sh`: one `name='value'` line per value, for `eval "$(formrun --format sh f.json)"`.
///
/// Every value is single-quoted, the one quoting in which POSIX shells, bash and zsh take every
/// byte literally (newlines, `$`, backticks, backslashes, control characters); a `'` in the value
/// is written `\'` outside the quotes. No two quotes ever stand side by side inside a quoted run,
/// so zsh's `RC_QUOTES` reads it the same. A list's items are joined by a newline (one item a
/// line: `printf '%s\n' "$topics"`). A value holding NUL is refused: no shell variable can hold it.
enum ShellFormat {
    static func text(_ named: [(name: String, entry: OutputEntry)]) throws(OutputRefusal) -> String {
        var out = ""
        for (name, entry) in named {
            let value = try ValueText.text(entry, join: .lines(.sh))
            if value.utf8.contains(0) { throw .nulByte(key: entry.key, format: .sh) }
            out += name + "=" + quoted(value) + "\n"
        }
        return out
    }

    /// `value` as one shell word that means exactly `value`: `''` when empty, else runs of other
    /// characters in single quotes and each `'` as `\'` (`it's` → `'it'\''s'`).
    static func quoted(_ value: String) -> String {
        guard !value.isEmpty else { return "''" }
        var out = ""
        var open = false
        for scalar in value.unicodeScalars {
            if scalar == "'" {
                if open { out += "'"; open = false }
                out += "\\'"
            } else {
                if !open { out += "'"; open = true }
                out.unicodeScalars.append(scalar)
            }
        }
        if open { out += "'" }
        return out
    }
}
