import FormJSON

/// A values document applied to a form (`--values FILE`, or the JSON a `form` or `list` item
/// holds when its screen opens): the rows' starting values by tag and, for a form read from a
/// JSON Schema, what the output needs to change nothing that was not edited (members no row
/// holds, the instance as given).
package enum GivenValues {
    /// Applies `document` (named `file` in errors) to `form`; returns the values by tag.
    package static func apply(_ document: JSONValue, file: String, to form: inout Form) throws -> [String: Value] {
        let instance = try ValuesLoader.instance(document: document, file: file, form: form)
        form.instance?.kept = instance.kept
        form.instance?.given = GivenInstance(root: instance.root, values: instance.values)
        form.keepFalse(given: instance.values)
        if form.instance != nil { form.keepEmptyText(given: instance.values) }
        return instance.values
    }

    /// `apply` for JSON text (a sub-form's value).
    package static func apply(text: String, file: String, to form: inout Form) throws -> [String: Value] {
        try apply(JSONReader.document(bytes: Array(text.utf8), file: file).root, file: file, to: &form)
    }
}
