import FormCore
import FormScreen

/// `file` rows: a path typed in place (edited as a one-line text row) with Tab completion from the
/// folder the app reads for it (`Effect.readFolder`), relative paths starting at the working folder. Tab extends the path to the longest
/// prefix its candidates share (when no name starts with it, the names its letters match in
/// order, `FuzzyMatch`: one of them completes it); when nothing can be added and several
/// candidates remain, it lists them in the status line, best first, with their count; with nothing to complete (an empty path, no candidate, or the one
/// candidate typed in full) it moves on as elsewhere. `mustExist` and `extensions` are FormCore's
/// checks, run when the row is left and on submit.
struct FileKind: RowKind {
    /// Where relative paths start: the working folder.
    static let directory = "."

    func cell(for visible: VisibleRow, in context: CellContext) -> ValueCell {
        TextKind().cell(for: visible, in: context)
    }

    func noun(for row: Row) -> String { "a file row" }

    func bindings(for row: Row, in state: FormState) -> [RowBinding] {
        [RowBinding(keys: [.tab], "complete", help: "complete the path (or to the one name holding its letters in order); again: list the matching names",
                    run: { _, row, state, context in FileKind.complete(row, in: &state, context: context) })]
            + [TextEditing.unsetAtEnd] + TextEditing.bindings()
    }

    func placeholder(for row: Row, auto: Bool) -> String? {
        if let placeholder = row.placeholder { return placeholder }
        guard auto else { return nil }
        return row.extensions.first.map { "path/to/file.\($0)" } ?? "path/to/file"
    }

    func storage(for row: Row, startingWith value: Value, today: String) -> RowStorage { TextEditing.storage(row, value) }

    /// Tab: the folder of the typed path is asked for (`readFolder`; the answer comes to
    /// `complete(_:from:row:in:context:)`); ignored (Tab moves on) when there is nothing to complete.
    static func complete(_ row: Row, in state: inout FormState, context: UpdateContext) -> KeyHandling {
        guard !state.isDisabled(row), let buffer = state.buffers[row.tag], !buffer.isEmpty else { return .ignored }
        let typed = buffer.text
        return .taken([.readFolder(FolderRequest(tag: row.tag, typed: typed,
                                                 folder: PathCompletion.folder(toComplete: typed, in: directory)))])
    }

    /// The folder read for Tab: the path completed as far as its candidates agree, or the
    /// candidates listed; ignored (Tab moves on) when there is nothing to complete. An answer
    /// for a path no longer typed there changes nothing.
    static func complete(_ request: FolderRequest, from folder: FolderListing, row: Row, in state: inout FormState,
                         context: UpdateContext) -> KeyHandling {
        guard state.focus == row.tag, state.buffers[row.tag]?.text == request.typed else { return .done }
        let typed = request.typed
        let (completed, candidates, total) = PathCompletion.complete(typed, among: folder.entries)
        if completed != typed {
            if let limit = row.maxLength, completed.count > limit {
                return RowEditing.refusal(TextEditor.atMostMessage(limit), in: &state)
            }
            state.setBuffer(TextBuffer(completed), of: row.tag, edited: true)
            RowEditing.settle(row.tag, in: &state)
            return .done
        }
        guard candidates.count > 1 else { return .ignored }
        state.setStatus(StatusMessage(listing(candidates, of: total, width: context.width - 1)))
        return .done
    }

    /// `3 of 29 match: a.json  b.json  c/` (the candidates of the `total` names of the folder, best
    /// first), with as many names as fit in `width` cells, then `…`.
    static func listing(_ candidates: [String], of total: Int, width: Int) -> String {
        var text = "\(candidates.count) of \(total) match:"
        for (index, name) in candidates.enumerated() {
            let piece = (index == 0 ? " " : "  ") + name
            let rest = index < candidates.count - 1 ? "  …" : ""
            guard DisplayWidth.of(text + piece + rest) <= width else { return text + "  …" }
            text += piece
        }
        return text
    }
}
