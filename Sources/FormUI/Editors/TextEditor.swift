import FormCore
import FormScreen

/// In-place editing of text rows (FORMAT.md §3): one key in, the buffer changed, an outcome out.
///
/// Choices where the contract is silent:
/// - A movement or erasure that hits an edge (Left at the start, Backspace at the start, Ctrl-K at
///   the end …) changes nothing and returns `.moved`, so the key is consumed rather than passed on.
/// - In a `textView`, Home/End and Ctrl-A/Ctrl-E go to the start/end of the cursor's line, and
///   Ctrl-U/Ctrl-K erase to the start/end of that line; Ctrl-K at a line's end joins the next line
///   (as in Emacs). Up/Down keep the column (in characters, clamped to the line's length) and
///   return `.ignored` on the first/last line so that the caller moves the focus.
/// - `maxLength` counts characters, line breaks included.
/// - Control characters arriving as `.char` are `.ignored`; Enter is the only way to a line break.
package enum TextEditor {
    package static func handle(_ key: Key, in buffer: inout TextBuffer, type: RowType, maxLength: Int?) -> TextEditOutcome {
        guard type.isTextLike, !type.isReadOnly else { return .ignored }
        buffer.cursor = min(max(buffer.cursor, 0), buffer.characters.count)
        let multiline = type.isMultiline

        switch key {
        case .char(let c):
            if c.isControlCharacter { return .ignored }
            return insert(c, into: &buffer, type: type, maxLength: maxLength)
        case .enter:
            guard multiline else { return .ignored }
            return insert("\n", into: &buffer, type: type, maxLength: maxLength)

        case .left:
            return move(&buffer, to: buffer.cursor - 1)
        case .right:
            return move(&buffer, to: buffer.cursor + 1)
        case .home, .ctrl("a"):
            return move(&buffer, to: multiline ? buffer.lineStart(of: buffer.cursor) : 0)
        case .end, .ctrl("e"):
            return move(&buffer, to: multiline ? buffer.lineEnd(of: buffer.cursor) : buffer.characters.count)
        case .up:
            guard multiline else { return .ignored }
            return moveToPreviousLine(&buffer)
        case .down:
            guard multiline else { return .ignored }
            return moveToNextLine(&buffer)

        case .backspace:
            return erase(&buffer, from: buffer.cursor - 1, to: buffer.cursor)
        case .delete:
            return erase(&buffer, from: buffer.cursor, to: buffer.cursor + 1)
        case .ctrl("u"):
            return erase(&buffer, from: multiline ? buffer.lineStart(of: buffer.cursor) : 0, to: buffer.cursor)
        case .ctrl("k"):
            var end = multiline ? buffer.lineEnd(of: buffer.cursor) : buffer.characters.count
            if end == buffer.cursor && end < buffer.characters.count { end += 1 }
            return erase(&buffer, from: buffer.cursor, to: end)
        case .ctrl("w"):
            return erase(&buffer, from: wordStart(before: buffer.cursor, in: buffer.characters), to: buffer.cursor)

        default:
            return .ignored
        }
    }

    // MARK: - Steps

    private static func insert(_ c: Character, into buffer: inout TextBuffer, type: RowType, maxLength: Int?) -> TextEditOutcome {
        if let reason = CharacterRules.refusal(of: c, at: buffer.cursor, in: buffer.characters, type: type) {
            return .refused(reason)
        }
        // One character adds at most one to the length: below the limit it goes in in place (no
        // copy of the text); at the limit it is tried on a copy, since a character that joins the
        // one before it (an accent) adds nothing and is taken.
        guard let limit = maxLength, buffer.characters.count >= limit else {
            buffer.insert([c])
            return .edited
        }
        var edited = buffer
        edited.insert([c])
        if edited.characters.count > limit, edited.characters.count > buffer.characters.count {
            return .refused(atMostMessage(limit))
        }
        buffer = edited
        return .edited
    }

    private static func move(_ buffer: inout TextBuffer, to position: Int) -> TextEditOutcome {
        buffer.cursor = min(max(position, 0), buffer.characters.count)
        return .moved
    }

    /// Removes `from..<to` clamped to the text; `.moved` when nothing was removed.
    private static func erase(_ buffer: inout TextBuffer, from: Int, to: Int) -> TextEditOutcome {
        let lower = max(from, 0), upper = min(to, buffer.characters.count)
        guard lower < upper else { return .moved }
        buffer.remove(lower..<upper)
        return .edited
    }

    private static func moveToPreviousLine(_ buffer: inout TextBuffer) -> TextEditOutcome {
        let start = buffer.lineStart(of: buffer.cursor)
        guard start > 0 else { return .ignored }
        let column = buffer.cursor - start
        let previousEnd = start - 1
        let previousStart = buffer.lineStart(of: previousEnd)
        buffer.cursor = min(previousStart + column, previousEnd)
        return .moved
    }

    private static func moveToNextLine(_ buffer: inout TextBuffer) -> TextEditOutcome {
        let end = buffer.lineEnd(of: buffer.cursor)
        guard end < buffer.characters.count else { return .ignored }
        let column = buffer.cursor - buffer.lineStart(of: buffer.cursor)
        let nextStart = end + 1
        buffer.cursor = min(nextStart + column, buffer.lineEnd(of: nextStart))
        return .moved
    }

    /// Ctrl-W's target: skip whitespace backwards, then the word before it.
    private static func wordStart(before position: Int, in characters: [Character]) -> Int {
        var i = position
        while i > 0 && characters[i - 1].isWhitespace { i -= 1 }
        while i > 0 && !characters[i - 1].isWhitespace { i -= 1 }
        return i
    }

    static func atMostMessage(_ limit: Int) -> String {
        limit == 1 ? "At most 1 character" : "At most \(limit) characters"
    }
}

extension Character {
    /// C0/C1 controls and DEL: never inserted as text.
    var isControlCharacter: Bool {
        unicodeScalars.allSatisfy { $0.properties.generalCategory == .control }
    }
}
