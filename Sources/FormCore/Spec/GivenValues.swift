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
    ///
    /// The values of the sub-form rows (of their shape) are read as empty stand-ins and given
    /// whole after: the text read is this level's members, not the tree below them, so that a
    /// screen opens in time linear in its own rows at any depth (issue 27). A tree the stand-ins
    /// make unreadable is read whole, for the error to be the one the whole tree gives.
    package static func apply(tree: Value, file: String, to form: inout Form) throws -> [String: Value] {
        let (level, standIns) = standingIn(tree, for: form)
        var values: [String: Value]
        if standIns.isEmpty {
            values = try apply(JSONReader.document(bytes: Array(tree.compactJSON.utf8), file: file).root, file: file,
                               to: &form, shallow: true)
        } else {
            let before = form
            do {
                values = try apply(JSONReader.document(bytes: Array(level.compactJSON.utf8), file: file).root, file: file,
                                   to: &form, shallow: true)
                for (tag, member) in standIns where values[tag] != nil {
                    values[tag] = member.value
                    form.instance?.given?.values[tag] = member.value
                    form.instance?.given?.trees[[member.key]] = member.value
                    // The rows of the same key in other branches took the stand-in too: they
                    // get the value (vector's sinks, an `encoding` in each `type`'s branch).
                    for twin in form.allRows where twin.tag != tag && twin.type.isSubForm && twin.outputPath == [member.key]
                        && values[twin.tag] != nil && emptyOfShape(member.value, for: twin) != nil {
                        values[twin.tag] = member.value
                        form.instance?.given?.values[twin.tag] = member.value
                    }
                }
            } catch {
                form = before
                values = try apply(JSONReader.document(bytes: Array(tree.compactJSON.utf8), file: file).root, file: file,
                                   to: &form, shallow: true)
            }
        }
        for row in form.allRows where row.encoding.isJSONText || row.encoding == .tree {
            guard let node = tree.at(row.outputPath), node.firstUnparsed != nil else { continue }
            if case .unparsed(let text) = node, row.encoding.isJSONText { values[row.tag] = .string(text) }
            if row.encoding == .tree { values[row.tag] = node }
        }
        return values
    }

    /// `tree` with the values of `form`'s sub-form rows (one key down, of the row's shape, not
    /// empty) replaced by empty ones, and those values by the row's tag.
    private static func standingIn(_ tree: Value, for form: Form) -> (Value, [String: Value.Member]) {
        guard form.documentRow == nil, case .object(let members) = tree else { return (tree, [:]) }
        var rows: [String: Row] = [:]
        for row in form.allRows where row.type.isSubForm && row.outputPath.count == 1 && rows[row.outputPath[0]] == nil {
            rows[row.outputPath[0]] = row
        }
        guard !rows.isEmpty else { return (tree, [:]) }
        var standIns: [String: Value.Member] = [:]
        var keys = Set<String>()
        let level = members.map { member -> Value.Member in
            guard keys.insert(member.key).inserted, let row = rows[member.key], standIns[row.tag] == nil,
                  let empty = emptyOfShape(member.value, for: row) else { return member }
            standIns[row.tag] = member
            return Value.Member(key: member.key, value: empty)
        }
        return (.object(level), standIns)
    }

    /// The empty value of `value`'s kind when `value` is a non-empty value of `row`'s shape: an
    /// object for a `form` row, an array of objects for a list, an object of objects for a keyed one.
    private static func emptyOfShape(_ value: Value, for row: Row) -> Value? {
        let keyed = row.subForm?.keyed == true
        switch value {
        case .object(let members) where !members.isEmpty:
            guard row.type.holdsItems else { return .object([]) }
            return keyed && members.allSatisfy({ $0.value.members != nil }) ? .object([]) : nil
        case .list(let items) where !items.isEmpty:
            return row.type.holdsItems && !keyed && items.allSatisfy({ $0.members != nil }) ? .list([]) : nil
        default:
            return nil
        }
    }

    /// `apply` for JSON text.
    package static func apply(text: String, file: String, to form: inout Form) throws -> [String: Value] {
        try apply(JSONReader.document(bytes: Array(text.utf8), file: file).root, file: file, to: &form)
    }
}
