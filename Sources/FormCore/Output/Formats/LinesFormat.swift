/// `--format lines`: each value on a line of its own, in form order, without its name; a list's
/// items joined by `, `, a nested value as compact JSON, `null` as an empty line. A value holding
/// a line break (LF, CR, VT, FF, NEL, U+2028, U+2029: see `LineBreak`) is refused, never split over
/// two lines (the reader counts lines).
enum LinesFormat {
    static func text(_ entries: [OutputEntry]) throws(OutputRefusal) -> String {
        var out = ""
        for entry in entries {
            let value = try ValueText.text(entry, join: .commas(.lines))
            if value.utf8.contains(0) { throw .nulByte(key: entry.key, format: .lines) }
            if LineBreak.holdsBreak(value) { throw .lineBreak(key: entry.key, format: .lines) }
            out += value + "\n"
        }
        return out
    }
}
