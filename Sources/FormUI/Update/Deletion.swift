/// Ctrl-D in a deletable section: ask before the row goes (`FormState.delete` removes it).
enum Deletion {
    static func ask(in state: inout FormState) -> [Effect] {
        guard let tag = state.focus, let position = state.outline.position(of: tag),
              state.outline.sections[position.section].deletable else {
            return RowEditing.refuse("Rows of this section cannot be deleted", in: &state)
        }
        state.setMode(.confirmDelete(tag))
        return []
    }
}
