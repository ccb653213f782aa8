/// Ctrl-D in a deletable section: ask, then remove the row from the form and the output.
enum Deletion {
    static func ask(in state: inout FormState) {
        guard let tag = state.focus,
              let section = state.form.sections.first(where: { $0.rows.contains { $0.tag == tag } }),
              section.deletable else {
            state.refused = true
            state.status = "Rows of this section cannot be deleted"
            return
        }
        state.mode = .confirmDelete(tag)
    }

    /// Removes the row; conditions that read it see `null` from now on.
    static func delete(_ tag: String, in state: inout FormState) {
        state.deleted.insert(tag)
        state.errors[tag] = nil
        if state.buffers[tag] != nil {
            state.buffers[tag] = TextBuffer("")
        } else {
            state.values[tag] = .null
        }
        state.valueChanged(tag)
        Navigation.repair(&state)
    }
}
