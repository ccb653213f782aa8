import FormJSON

/// Reads a values file (`formrun --values FILE`): a JSON object keyed by tag or by output key
/// path, either flat (`"user.email": …`) or nested (`"user": {"email": …}`). For a form read
/// from a JSON Schema that is an instance of the schema (property names may hold dots there).
package enum ValuesLoader {
    /// Reads the values file at `path` for `form`; the result is keyed by row tag.
    package static func load(path: String, form: Form) throws -> [String: Value] {
        try instance(path: path, form: form).values
    }

    /// Reads the values file at `path` for `form`: the values keyed by row tag and, for a form
    /// read from a JSON Schema, the members no row holds (kept as they are and written back:
    /// `$schema`, keys of an open object), which any other form refuses; `root` is the file as read.
    package static func instance(path: String, form: Form) throws -> (values: [String: Value], kept: [OutputEntry], root: JSONNode) {
        try instance(document: document(path: path), file: path, form: form)
    }

    /// The values file at `path` as read (it is read once: it may be a pipe).
    package static func document(path: String) throws -> JSONValue {
        try JSONReader.document(checking: FileBytes.contents(of: path), file: path, syntax: .jsonc).root
    }

    /// `instance(path:form:)` for a values file already read (`document(path:)`). With `shallow`,
    /// a `form` or `list` row's value is held to its shape only, not read against its sub-form
    /// (a screen opened from the tree of answers: each screen below checks its own when it opens,
    /// so that opening every screen of a tree costs time linear in it).
    ///
    /// Every problem of the file is found in one reading and thrown together (`FormFileErrors`);
    /// with `badAnswers`, the answers a row cannot hold (a word for a number) go there instead,
    /// located, and the other answers are read as if they were not given.
    package static func instance(document root: JSONValue, file path: String, form: Form, shallow: Bool = false,
                                 badAnswers: BadAnswers? = nil) throws
        -> (values: [String: Value], kept: [OutputEntry], root: JSONNode) {
        // A form that is one JSON text row (a schema whose root is an array or a map) takes the
        // document whole.
        if let tag = form.documentRow, form.row(tag)?.encoding == .tree {
            return ([tag: Value(json: root)], [], JSONNode(root))
        }
        if let tag = form.documentRow, form.row(tag)?.encoding.isJSONText == true {
            var text = ""
            OutputWriter.write(JSONNode(root), indent: 0, compact: true, into: &text)
            return ([tag: .string(text)], [], JSONNode(root))
        }
        // A form that is one scalar row (a member of a map of scalars) takes it as that row reads it.
        if let tag = form.documentRow, let row = form.row(tag) {
            return ([tag: try scalarDocument(root, row: row, file: path)], [], JSONNode(root))
        }
        guard let members = root.members else {
            throw FormFileError(file: path, location: root.location, subject: .values, kind: .valuesNotObject(root.jsonType))
        }
        // No members give nothing: the form's tables for reading them are not built.
        if members.isEmpty { return ([:], [], JSONNode(root)) }
        var reader = ValuesReader(file: path, form: form, shallow: shallow, badAnswers: badAnswers)
        try reader.readAll(members)
        return (reader.values, reader.kept, JSONNode(root))
    }

    /// Checks the values document `root` (an object below a `form` or `list` row's value) against
    /// `form` as `instance` would read it, and throws its first error; nothing is converted (the
    /// value the object is part of is, once), so a tree is checked in time linear in its size.
    static func check(document root: JSONValue, file path: String, form: Form) throws {
        if let tag = form.documentRow, [.tree, .jsonText, .jsonOrString].contains(form.row(tag)?.encoding) { return }
        if let tag = form.documentRow, let row = form.row(tag) {
            _ = try scalarDocument(root, row: row, file: path)
            return
        }
        guard let members = root.members else {
            throw FormFileError(file: path, location: root.location, subject: .values, kind: .valuesNotObject(root.jsonType))
        }
        if members.isEmpty { return }
        var reader = ValuesReader(file: path, form: form, checking: true)
        try reader.readAll(members)
    }

    /// The value of a document that is one scalar row's (`Form.documentRow`), or its error.
    private static func scalarDocument(_ root: JSONValue, row: Row, file: String) throws -> Value {
        switch TypedValue.read(root, for: row.type, key: row.title) {
        case .value(let value): return value
        case .wrong(let kind): throw FormFileError(file: file, location: root.location, subject: .row, tag: row.tag, kind: kind)
        }
    }

    /// Reads values-file text for `form`; `file` names it in errors. The result is keyed by row tag.
    package static func parse(text: String, file: String, form: Form) throws -> [String: Value] {
        try read(JSONReader.document(bytes: Array(text.utf8), file: file, syntax: .jsonc).root, file: file, form: form)
    }

    static func read(_ root: JSONValue, file: String, form: Form) throws -> [String: Value] {
        guard let members = root.members else {
            throw FormFileError(file: file, location: root.location, subject: .values, kind: .valuesNotObject(root.jsonType))
        }
        var reader = ValuesReader(file: file, form: form)
        try reader.readAll(members)
        return reader.values
    }
}

/// Where a values file's bad answers go when the caller reads on past them (`--submit`, which
/// reports them with the failures of the other answers in one run): each located at its value.
package final class BadAnswers: CustomStringConvertible {
    package private(set) var errors: [FormFileError] = []
    /// The rows whose answer was refused here: their other failures would only repeat it.
    package private(set) var tags: Set<String> = []

    package init() {}

    /// Every one of them, one a line (no limit: each is an answer to correct).
    package var description: String { errors.map(\.description).joined(separator: "\n") }

    func add(_ error: FormFileError, tag: String) {
        errors.append(error)
        tags.insert(tag)
    }
}

/// The state of reading one values file.
private struct ValuesReader {
    let file: String
    /// The form's rows, once; the tables below hold places in it (a row is not copied per table).
    let rows: [Row]
    let rowsByTag: [String: Int]
    let rowsByPath: [[String]: Int]
    /// The other rows of a key path several rows hold (the same property in two `oneOf`
    /// branches, each shown while its branch is picked): each takes the member too when it can
    /// hold it, so that the branch shown has it whichever branch made the first row.
    let twins: [[String]: [Int]]
    /// The free-text rows beside choices with "Other…", by their key path.
    let otherRows: [[String]: Int]
    /// Proper prefixes of output key paths (`user` for `user.email`): the nested objects allowed.
    let prefixes: Set<[String]>
    var values: [String: Value] = [:]
    var firstGiven: [String: SourceLocation] = [:]
    /// JSON Schema forms: the members no row holds, kept for the output.
    var kept: [OutputEntry] = []
    let keepsUnknown: Bool
    /// Only checking (`ValuesLoader.check`): a sub-form row's tree is checked, not converted.
    let checking: Bool
    /// A sub-form row's value held to its shape only (`ValuesLoader.instance(shallow:)`).
    let shallow: Bool

    /// Every problem found so far, in file order.
    var problems: [FormFileError] = []
    /// Where answers a row cannot hold go instead of `problems`, when given.
    let badAnswers: BadAnswers?

    init(file: String, form: Form, checking: Bool = false, shallow: Bool = false, badAnswers: BadAnswers? = nil) {
        self.file = file
        self.badAnswers = badAnswers
        self.checking = checking
        self.shallow = shallow
        keepsUnknown = form.instance != nil
        let rows = form.allRows
        self.rows = rows
        var byTag: [String: Int] = [:], byPath: [[String]: Int] = [:], others: [[String]: Int] = [:]
        var twins: [[String]: [Int]] = [:]
        var prefixes = Set<[String]>()
        byTag.reserveCapacity(rows.count)
        byPath.reserveCapacity(rows.count)
        for (i, row) in rows.enumerated() {
            if byTag[row.tag] == nil { byTag[row.tag] = i }
            guard row.type.carriesValue else { continue }
            let parts = row.outputPath
            if byPath[parts] == nil { byPath[parts] = i } else { twins[parts, default: []].append(i) }
            // Only a form read from a JSON Schema has free-text rows beside its choices.
            if form.instance != nil { others[parts] = i }
            for count in parts.indices.dropLast() { prefixes.insert(Array(parts[...count])) }
        }
        rowsByTag = byTag
        rowsByPath = byPath
        self.twins = twins
        otherRows = others
        self.prefixes = prefixes
    }

    /// Every tag and key path, for suggestions.
    private var names: [String] {
        rows.map(\.tag) + rows.filter(\.type.carriesValue).compactMap(\.key)
    }

    /// Reads every member, then throws every problem found at once.
    mutating func readAll(_ members: JSONValue.Members) throws {
        read(members, prefix: [])
        if !problems.isEmpty { throw FormFileErrors(problems) }
    }

    /// Reads each member, its problems noted and the next one read.
    private mutating func read(_ members: JSONValue.Members, prefix: [String]) {
        for m in members {
            do {
                try read(m, prefix: prefix)
            } catch let error as FormFileError {
                problems.append(error)
            } catch let errors as FormFileErrors {
                problems += errors.errors
            } catch {
                problems.append(FormFileError(file: file, location: m.keyLocation, subject: .values,
                                              kind: .cannotRead(reason: "\(error)")))
            }
        }
    }

    /// An answer the row cannot hold: noted apart when the caller reads on past bad answers (the
    /// row still counts as given, so that a second answer to it is said too).
    private mutating func refuse(_ error: FormFileError, row: Row, given: SourceLocation) throws {
        firstGiven[row.tag] = given
        guard let badAnswers else { throw error }
        badAnswers.add(error, tag: row.tag)
    }

    private mutating func read(_ m: JSONValue.Member, prefix: [String]) throws {
        let keys = prefix + [m.key]
        let path = keys.joined(separator: ".")
        let dotted = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let others = twins[keys] ?? twins[dotted], let first = rowsByPath[keys] ?? rowsByPath[dotted] else {
            return try readFirst(m, prefix: prefix, keys: keys, path: path, dotted: dotted)
        }
        // The first row that can hold the member reads it (`options` is a list of strings in one
        // branch and of objects in another); the others take it too when they can.
        func reads(_ place: Int) -> Bool {
            let row = rows[place]
            // A choice with "Other…" takes any text (its free-text row holds it).
            if m.value.stringValue != nil, row.options.contains(where: { $0.value == InstanceRules.otherOption }) { return true }
            return holdable(m.value, for: row, key: path) != nil
        }
        let holder = reads(first) ? first : others.first(where: reads) ?? first
        try readFirst(m, prefix: prefix, keys: keys, path: path, dotted: dotted, place: holder)
        guard !checking else { return }
        for place in [first] + others where place != holder { share(m.value, with: rows[place], key: path) }
    }

    /// `m`'s value for a twin row (`twins`), when the row can hold it; else the row keeps its own.
    private mutating func share(_ value: JSONValue, with row: Row, key: String) {
        guard values[row.tag] == nil, firstGiven[row.tag] == nil else { return }
        if let v = holdable(value, for: row, key: key) { values[row.tag] = v }
    }

    /// `value` as `row` holds it, or nil when the row cannot hold it (no error: a twin row's try).
    private func holdable(_ value: JSONValue, for row: Row, key: String) -> Value? {
        guard row.type.carriesValue else { return nil }
        if row.type.isSubForm {
            if checking { return (try? SubFormValues.check(value, of: row, key: key, file: file)) != nil ? .null : nil }
            return try? SubFormValues.value(value, of: row, key: key, file: file, inside: !shallow)
        }
        if row.encoding.isJSONText {
            var text = ""
            OutputWriter.write(JSONNode(value), indent: 0, compact: true, into: &text)
            return .string(text)
        }
        let read: TypedValue.Outcome
        if row.encoding == .rfc3339, let text = value.stringValue, let local = RFC3339Text.decode(text) {
            read = .value(.string(local))
        } else {
            read = TypedValue.read(value, for: row.type, key: key)
        }
        guard case .value(let v) = read, TypedValue.shapeProblem(with: v, of: row, key: key) == nil else { return nil }
        if row.options.contains(where: { $0.value == InstanceRules.otherOption }), TypedValue.isNotAnOption(v, of: row) { return nil }
        return v
    }

    /// Whether `row`, a row of `value`'s key path, takes the whole object rather than the rows of
    /// a section at that path: a JSON text row does, a sub-form row when the object fits it (an
    /// `if`'s `then` may make a sub-form of a member its `else` makes a section of, as buf.gen's
    /// `managed`).
    private func holdsWhole(_ value: JSONValue, _ row: Row, key: String) -> Bool {
        guard row.encoding.isJSONText || row.encoding == .tree else { return false }
        guard row.type.isSubForm else { return true }
        return (try? SubFormValues.check(value, of: row, key: key, file: file)) != nil
    }

    /// Reads member `m` into `place` when given, else the first row of its key path (or its tag).
    private mutating func readFirst(_ m: JSONValue.Member, prefix: [String], keys: [String], path: String, dotted: [String],
                                    place chosen: Int? = nil) throws {
        if let nested = m.value.members, let objectPath = prefixes.contains(keys) ? keys : prefixes.contains(dotted) ? dotted : nil,
           rowsByPath[keys].map({ holdsWhole(m.value, rows[$0], key: path) }) != true {
            read(nested, prefix: objectPath)
            return
        }
        guard let place = chosen ?? rowsByPath[keys] ?? rowsByPath[dotted] ?? (prefix.isEmpty ? rowsByTag[path] : nil) else {
            if keepsUnknown {
                kept.append(OutputEntry(path: keys, content: .json(JSONNode(m.value))))
                return
            }
            let suggestion = Suggestion.closest(to: path, in: names)
            throw FormFileError(file: file, location: m.keyLocation, subject: .values,
                                kind: .unknownValueKey(path, suggestion: suggestion))
        }
        let row = rows[place]
        func fail(_ kind: FormFileError.Kind, at location: SourceLocation) -> FormFileError {
            FormFileError(file: file, location: location, subject: .row, tag: row.tag, kind: kind)
        }
        guard row.type.carriesValue else { throw fail(.valueForRowWithoutValue(row.type), at: m.keyLocation) }
        if let first = firstGiven[row.tag] { throw fail(.valueGivenTwice(first: first), at: m.keyLocation) }
        if row.type.isSubForm && checking {
            try SubFormValues.check(m.value, of: row, key: path, file: file)
            firstGiven[row.tag] = m.keyLocation
            return
        }
        if row.type.isSubForm {
            do {
                values[row.tag] = try SubFormValues.value(m.value, of: row, key: path, file: file, inside: !shallow)
            } catch let error as FormFileError {
                return try refuse(error, row: row, given: m.keyLocation)
            }
            firstGiven[row.tag] = m.keyLocation
            return
        }
        if row.encoding.isJSONText {
            if checking {
                firstGiven[row.tag] = m.keyLocation
                return
            }
            var text = ""
            OutputWriter.write(JSONNode(m.value), indent: 0, compact: true, into: &text)
            values[row.tag] = .string(text)
            firstGiven[row.tag] = m.keyLocation
            return
        }
        let read: TypedValue.Outcome
        if row.encoding == .rfc3339, let text = m.value.stringValue, let local = RFC3339Text.decode(text) {
            read = .value(.string(local))
        } else {
            read = TypedValue.read(m.value, for: row.type, key: path)
        }
        switch read {
        case .value(let v):
            // A choice with "Other…" takes any text: the free-text row beside it holds it.
            if row.options.contains(where: { $0.value == InstanceRules.otherOption }), v.stringValue != nil,
               TypedValue.isNotAnOption(v, of: row),
               let other = otherRows[row.outputPath].map({ rows[$0] }), other.tag != row.tag {
                values[row.tag] = InstanceRules.otherOption
                values[other.tag] = v
                firstGiven[row.tag] = m.keyLocation
                return
            }
            if let problem = TypedValue.shapeProblem(with: v, of: row, key: path) {
                return try refuse(fail(problem, at: m.value.location), row: row, given: m.keyLocation)
            }
            values[row.tag] = v
        case .wrong(let kind):
            return try refuse(fail(kind, at: m.value.location), row: row, given: m.keyLocation)
        }
        firstGiven[row.tag] = m.keyLocation
    }
}
