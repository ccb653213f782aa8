import FormJSON

/// A `form` or `list` row's value in a values file: of the row's shape (an object; an array of
/// objects, or for a keyed list an object of objects), and each object read against the
/// sub-form as a values file of its own, so that a wrong key or value deep inside is reported
/// where it is written, not when its screen fails to open.
enum SubFormValues {
    /// The value `node` (named `key`, in `file`) gives `row`, or the first error in it.
    static func value(_ node: JSONValue, of row: Row, key: String, file: String) throws -> Value {
        func fail(_ kind: FormFileError.Kind) -> FormFileError {
            FormFileError(file: file, location: node.location, subject: .row, tag: row.tag, kind: kind)
        }
        switch TypedValue.read(node, for: row.type, key: key) {
        case .wrong(let kind):
            throw fail(kind)
        case .value(let value):
            if let problem = TypedValue.shapeProblem(with: value, of: row, key: key) { throw fail(problem) }
            guard let form = row.subForm?.resolved() else { return value }
            let objects = row.type.holdsItems ? node.elements.map(Array.init) ?? node.members?.map(\.value) ?? [] : [node]
            for object in objects where object.members != nil {
                _ = try ValuesLoader.instance(document: object, file: file, form: form)
            }
            return value
        }
    }
}
