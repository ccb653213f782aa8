import FormJSON

/// A values document applied to a form (`--values FILE`, or the JSON a `form` or `list` item
/// holds when its screen opens): the rows' starting values by tag and, for a form read from a
/// JSON Schema, what the output needs to change nothing that was not edited (members no row
/// holds, the instance as given).
package enum GivenValues {
    /// Applies `document` (named `file` in errors) to `form`; returns the values by tag.
    /// With `shallow`, a `form` or `list` row's value is held to its shape only
    /// (`ValuesLoader.instance(shallow:)`).
    /// With `badAnswers`, answers a row cannot hold are noted there and left out, the others applied.
    package static func apply(_ document: JSONValue, file: String, to form: inout Form, shallow: Bool = false,
                              badAnswers: BadAnswers? = nil) throws -> [String: Value] {
        let instance = try ValuesLoader.instance(document: document, file: file, form: form, shallow: shallow,
                                                 badAnswers: badAnswers)
        form.instance?.kept = instance.kept
        form.instance?.given = GivenInstance(root: instance.root, values: instance.values)
        form.keepFalse(given: instance.values)
        if form.instance != nil { form.keepEmptyText(given: instance.values) }
        return instance.values
    }

    /// `apply` for a node of the tree of answers (a sub-form's value). A JSON text row whose text
    /// was not JSON (`.unparsed`) gets its text back, and a sub-form row holding one its tree.
    /// The sub-form rows' values are held to their shape only: the screen each opens checks its
    /// own rows (opening every screen of a tree, as a submit's checks do, stays linear in it).
    package static func apply(tree: Value, file: String, to form: inout Form) throws -> [String: Value] {
        var values = try apply(JSONReader.document(bytes: Array(tree.compactJSON.utf8), file: file).root, file: file,
                               to: &form, shallow: true)
        for row in form.allRows where row.encoding == .jsonText || row.encoding == .tree {
            guard let node = tree.at(row.outputPath), node.firstUnparsed != nil else { continue }
            if case .unparsed(let text) = node, row.encoding == .jsonText { values[row.tag] = .string(text) }
            if row.encoding == .tree { values[row.tag] = node }
        }
        return values
    }

    /// `apply` for JSON text.
    package static func apply(text: String, file: String, to form: inout Form) throws -> [String: Value] {
        try apply(JSONReader.document(bytes: Array(text.utf8), file: file).root, file: file, to: &form)
    }
}
