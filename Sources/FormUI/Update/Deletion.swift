/// Ctrl-D in a deletable section: ask before the row goes (`FormState.delete` removes it); on a
/// list screen, before the item goes (`ListEdit.remove`).
enum Deletion {
    static func ask(in state: inout FormState) -> [Effect] {
        // On a list screen Ctrl-D removes the focused item (`ListScreenBindings`).
        if state.place?.list != nil {
            guard let tag = state.focus, tag != ListScreen.noItemsTag else {
                return RowEditing.refuse("No item to remove", in: &state)
            }
            state.setMode(.confirmDelete(tag))
            return []
        }
        guard let tag = state.focus, let position = state.outline.position(of: tag),
              state.outline.sections[position.section].deletable else {
            return RowEditing.refuse("Rows of this section cannot be deleted", in: &state)
        }
        state.setMode(.confirmDelete(tag))
        return []
    }
}
