/// `--get TAG` or `--get /POINTER`: the one value, raw, then a newline (as dialog and gum print an
/// answer): a string as it is (line breaks included), a list one item a line (an item holding a
/// line break refused: `ValueText`), a nested value as compact JSON; `null`, or nothing there (a
/// row left out of the output, an item past the end), an empty line. A value holding NUL is refused.
enum SingleValueFormat {
    static func text(_ entry: OutputEntry?) throws(OutputRefusal) -> String {
        guard let entry else { return "\n" }
        let value = try ValueText.text(entry, join: .lines(nil))
        if value.utf8.contains(0) { throw .nulByte(key: entry.key, format: nil) }
        return value + "\n"
    }
}
