import FormCore

/// What a paste did to a text row's buffer.
package struct PasteOutcome: Equatable, Sendable {
    /// Characters inserted.
    package var inserted: Int
    /// Characters the row refused, and the reason for the first of them.
    package var refused: Int
    package var reason: String?
    /// The paste was cut at `maxLength` (the limit).
    package var cutAt: Int?
    /// Characters looked at: each pasted character once (the work is linear in the paste).
    package var examined: Int
}

/// Pasting into a text row: the whole text is inserted at the cursor in one step (one buffer
/// change, whatever its length), as text — its control characters are characters, never keys.
extension TextEditor {
    /// Inserts `text` at the cursor: line breaks stay in a `textView` and become spaces in a
    /// one-line row; characters the row refuses (letters in an `integer` row) are left out; the
    /// rest is cut at `maxLength`.
    package static func paste(_ text: String, in buffer: inout TextBuffer, type: RowType, maxLength: Int?) -> PasteOutcome {
        var outcome = PasteOutcome(inserted: 0, refused: 0, reason: nil, cutAt: nil, examined: 0)
        guard type.isTextLike, !type.isReadOnly else { return outcome }
        buffer.cursor = min(max(buffer.cursor, 0), buffer.characters.count)
        let multiline = type.isMultiline
        let room = maxLength.map { max(0, $0 - buffer.characters.count) } ?? Int.max
        var facts = CharacterRules.Facts(position: buffer.cursor, in: buffer.characters, type: type)
        var run: [Character] = []
        for pasted in text {
            outcome.examined += 1
            let c: Character = pasted.isNewline ? (multiline ? "\n" : " ") : pasted
            if let reason = CharacterRules.refusal(of: c, facts: facts, type: type) {
                outcome.refused += 1
                if outcome.reason == nil { outcome.reason = reason }
                continue
            }
            guard run.count < room else {
                outcome.cutAt = maxLength
                break
            }
            run.append(c)
            facts.inserted(c)
        }
        outcome.inserted = run.count
        buffer.insert(run)
        return outcome
    }
}
