/// The text of a text row being edited, and the cursor in it.
///
/// Positions count `Character`s (grapheme clusters), so a CJK character, an emoji or a letter
/// with its accents is one position however wide it is drawn; `insert` keeps them clusters. `cursor` is in `0...characters.count`.
package struct TextBuffer: Equatable, Sendable {
    package private(set) var characters: [Character]
    package var cursor: Int
    /// Where the text changed since the change was last taken (`takeChange`): a new buffer or a
    /// whole new text counts as changed throughout.
    private var change = TextChange.whole

    /// A buffer holding `text` with the cursor at its end.
    package init(_ text: String = "") {
        characters = Array(text)
        cursor = characters.count
    }

    /// The whole text. Setting it keeps the cursor where it was, clamped to the new text.
    package var text: String {
        get { String(characters) }
        set {
            characters = Array(newValue)
            cursor = min(max(cursor, 0), characters.count)
            change = .whole
        }
    }

    /// Equal when they hold the same text and cursor (what changed last is not part of it).
    package static func == (a: TextBuffer, b: TextBuffer) -> Bool {
        a.cursor == b.cursor && a.characters == b.characters
    }

    /// Hands over where the text changed since the last call, and starts counting afresh.
    mutating func takeChange() -> TextChange {
        defer { change = .none }
        return change
    }

    /// Removes `range` (clamped to the text) and leaves the cursor at its start.
    mutating func remove(_ range: Range<Int>) {
        let lower = max(range.lowerBound, 0), upper = min(range.upperBound, characters.count)
        guard lower < upper else { return }
        characters.removeSubrange(lower..<upper)
        cursor = lower
        change.note(from: lower, keeping: characters.count - lower)
    }

    package var isEmpty: Bool { characters.isEmpty }

    /// Inserts `run` at the cursor and moves the cursor after it, in one step (linear in the
    /// text and the run). The text stays a sequence of grapheme clusters: where the run meets
    /// the characters around it, they are joined as `String` would join them (`e` and a typed
    /// U+0301 become one `é`; a ZWJ, U+FE0F, a skin tone, a second regional indicator, a Hangul
    /// jamo or a virama joins the character before it).
    mutating func insert(_ run: [Character]) {
        guard !run.isEmpty else { return }
        cursor = min(max(cursor, 0), characters.count)
        let lower = Swift.max(cursor - 1, 0), upper = Swift.min(cursor + 1, characters.count)
        var head = String(characters[lower..<cursor])
        head.unicodeScalars.append(contentsOf: String(run).unicodeScalars)
        let headCount = head.count
        head.unicodeScalars.append(contentsOf: String(characters[cursor..<upper]).unicodeScalars)
        let seam = Array(head)
        characters.replaceSubrange(lower..<upper, with: seam)
        cursor = lower + Swift.min(headCount, seam.count)
        change.note(from: lower, keeping: characters.count - lower - seam.count)
    }
}

// MARK: - Lines (for textView)

extension TextBuffer {
    /// The start of the line holding `position`: just after the previous line break, or 0.
    func lineStart(of position: Int) -> Int {
        var i = position
        while i > 0 && characters[i - 1] != "\n" { i -= 1 }
        return i
    }

    /// The end of the line holding `position`: the index of the next line break, or the count.
    func lineEnd(of position: Int) -> Int {
        var i = position
        while i < characters.count && characters[i] != "\n" { i += 1 }
        return i
    }

    /// The line and column (both 0-based, in characters) of the cursor.
    package var cursorLineAndColumn: (line: Int, column: Int) {
        let line = characters[..<cursor].filter { $0 == "\n" }.count
        return (line, cursor - lineStart(of: cursor))
    }
}
