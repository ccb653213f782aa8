import FormCore

/// A bracketed paste (`Message.paste`): its text goes into the focused text row as text — no key
/// binding acts on its characters (a pasted Ctrl-S or Esc is text). What the row cannot take is
/// said in one status message.
package enum Paste {
    /// The messages of a paste, worded here only.
    enum Messages {
        static let notText = "Paste goes into text rows only"
        static let notNow = "Nothing can be pasted here"
        static func leftOut(_ count: Int, _ reason: String) -> String {
            (count == 1 ? "1 pasted character left out: " : "\(count) pasted characters left out: ") + reason
        }
        static func itemsLeftOut(_ count: Int, _ reason: String) -> String {
            (count == 1 ? "1 pasted item left out: " : "\(count) pasted items left out: ") + reason
        }
        static func cut(at limit: Int) -> String {
            "Paste cut: " + TextEditor.atMostMessage(limit).lowercased()
        }
    }

    @discardableResult
    package static func apply(_ text: String, to state: inout FormState) -> [Effect] {
        state.setStatus(nil)
        switch state.mode {
        case .help:
            state.setMode(.form)
            return []
        case .confirmDiscard, .confirmDelete, .confirmReset:
            // A paste is never an answer, whatever it holds (`QuestionKeys`).
            state.refuseInQuestion(word: false)
            return [.bell(reason: QuestionKeys.reminder)]
        case .form:
            break
        }
        guard state.popup == nil, let tag = state.focus, let row = state.row(tag) else {
            return RowEditing.refuse(Messages.notNow, in: &state)
        }
        return RowKinds.kind(for: row.type).paste(text, row: row, in: &state)
    }

    /// The paste of a row edited in a text buffer: inserted at the cursor, what the row cannot
    /// take said in one message; rows without a buffer refuse it.
    static func intoBuffer(_ text: String, row: Row, in state: inout FormState) -> [Effect] {
        guard row.type.isTextLike, !row.type.isReadOnly, var buffer = state.buffers[row.tag] else {
            return RowEditing.refuse(Messages.notText, in: &state)
        }
        if let refusal = RowEditing.refusalIfDisabled(row, in: &state), case .taken(let effects) = refusal {
            return effects
        }
        let outcome = TextEditor.paste(text, in: &buffer, type: row.type, maxLength: row.maxLength)
        if outcome.inserted > 0 {
            state.setBuffer(buffer, of: row.tag, edited: true)
            RowEditing.settle(row.tag, in: &state)
        }
        return report([outcome.reason.map { Messages.leftOut(outcome.refused, $0) }, outcome.cutAt.map(Messages.cut)],
                      in: &state)
    }

    /// The problems of a paste in one status message (none: no effect).
    static func report(_ problems: [String?], in state: inout FormState) -> [Effect] {
        let problems = problems.compactMap { $0 }
        guard !problems.isEmpty else { return [] }
        return RowEditing.refuse(problems.joined(separator: "; "), in: &state)
    }
}
