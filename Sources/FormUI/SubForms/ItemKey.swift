import FormCore

/// The name row a keyed list's item screen starts with: what the item is keyed by in the output
/// (a compose service's name, a workflow job's id). Required, and checked for clashes when the
/// item closes (`SubForms.closeRefusal`).
enum ItemKey {
    static func addRow(to form: inout Form, noun: String) {
        var row = Row(tag: SubForms.keyTag, type: .text, title: "Name")
        row.required = .always
        row.placeholder = "the \(noun.lowercased())'s key"
        form.sections.insert(Section(tag: "#key-section", rows: [row]), at: 0)
    }
}
