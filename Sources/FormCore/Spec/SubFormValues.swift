import FormJSON

/// A `form` or `list` row's value in a values file: of the row's shape (an object; an array of
/// objects, or for a keyed list an object of objects), and each object read against the
/// sub-form as a values file of its own, so that a wrong key or value deep inside is reported
/// where it is written, not when its screen fails to open.
enum SubFormValues {
    /// The value `node` (named `key`, in `file`) gives `row`, or the first error in it. The tree
    /// is converted once and each object below checked once (`check`): linear in its size at any
    /// depth. `inside: false` checks the shape only, not the objects below (a screen opened from
    /// a tree checks its own rows; each screen below checks its own when it opens).
    static func value(_ node: JSONValue, of row: Row, key: String, file: String, inside: Bool = true) throws -> Value {
        try check(node, of: row, key: key, file: file, inside: inside)
        guard case .value(let value) = TypedValue.read(node, for: row.type, key: key) else { return .null }
        return value
    }

    /// Whether `node` fits `row` (its shape, and each object below read against the sub-form as a
    /// values file), without converting it: the first error in it, where it is written.
    static func check(_ node: JSONValue, of row: Row, key: String, file: String, inside: Bool = true) throws {
        func fail(_ kind: FormFileError.Kind) -> FormFileError {
            FormFileError(file: file, location: node.location, subject: .row, tag: row.tag, kind: kind)
        }
        if node.isNull { return }
        let holdsItems = row.type.holdsItems
        guard node.members != nil || (holdsItems && node.elements != nil) else {
            throw fail(.wrongType(key: key, expected: holdsItems ? .array : .object, found: node.jsonType))
        }
        var objects: [JSONValue] = [node]
        if holdsItems {
            let keyed = row.subForm?.keyed == true
            if keyed ? node.members == nil : node.elements == nil {
                throw fail(.wrongType(key: key, expected: keyed ? .object : .array, found: node.jsonType))
            }
            objects = node.elements.map(Array.init) ?? node.members?.map(\.value) ?? []
            // A map of scalars' items are its values, each read by the item form's one row.
            if keyed, case .form(let form)? = row.subForm?.source, form.documentRow != nil {
                guard inside else { return }
                for item in objects { try ValuesLoader.check(document: item, file: file, form: form) }
                return
            }
            if let bad = objects.first(where: { $0.members == nil }) {
                throw fail(.wrongType(key: key, expected: .objects, found: bad.jsonType))
            }
        }
        guard inside, let form = row.subForm?.resolved() else { return }
        for object in objects {
            try ValuesLoader.check(document: object, file: file, form: form)
        }
    }
}
