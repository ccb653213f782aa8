import FormCore

/// The wrapped lines of the text views drawn, by tag, kept from one frame to the next so that a
/// key re-wraps only what it changed (`WrappedLines.mend`). One per layout, that is per state's
/// history: the revision numbers it keys on are unique within one.
final class TextWraps {
    private struct Entry {
        var revision: Int
        var masked: Bool
        var lines: WrappedLines
    }

    private var entries: [String: Entry] = [:]

    /// The lines of `text`, the text shown by row `tag`, wrapped every `width` cells.
    func lines(of text: ShownText, tag: String, width: Int) -> WrappedLines {
        let width = Swift.max(1, width)
        if var entry = entries[tag], entry.masked == text.masked, entry.lines.width == width {
            if entry.revision == text.revision && entry.lines.count == text.count { return entry.lines }
            if entry.revision == text.history.previous && text.revision != 0 {
                entries[tag] = nil
                entry.lines.mend(to: text, after: text.history.change)
                entry.revision = text.revision
                entries[tag] = entry
                return entry.lines
            }
        }
        let lines = WrappedLines(text, width: width)
        entries[tag] = Entry(revision: text.revision, masked: text.masked, lines: lines)
        return lines
    }
}
