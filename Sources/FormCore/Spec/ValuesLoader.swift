/// Reads a values file (`formrun --values FILE`): a JSON object keyed by tag or by output key
/// path, either flat (`"user.email": …`) or nested (`"user": {"email": …}`).
public enum ValuesLoader {
    /// Reads the values file at `path` for `form`; the result is keyed by row tag.
    public static func load(path: String, form: Form) throws -> [String: Value] {
        let bytes = try FileBytes.contents(of: path)
        return try read(JSONReader.document(checking: bytes, file: path).root, file: path, form: form)
    }

    /// Reads values-file text for `form`; `file` names it in errors. The result is keyed by row tag.
    public static func parse(text: String, file: String, form: Form) throws -> [String: Value] {
        try read(JSONReader.document(bytes: Array(text.utf8), file: file).root, file: file, form: form)
    }

    static func read(_ root: JSONValue, file: String, form: Form) throws -> [String: Value] {
        guard let members = root.members else {
            throw FormFileError(file: file, location: root.location, subject: .values, kind: .valuesNotObject(root.jsonType))
        }
        var reader = ValuesReader(file: file, form: form)
        try reader.read(members, prefix: "")
        return reader.values
    }
}

/// The state of reading one values file.
private struct ValuesReader {
    let file: String
    let rowsByTag: [String: Row]
    let rowsByKey: [String: Row]
    /// Proper prefixes of output key paths (`user` for `user.email`): the nested objects allowed.
    let prefixes: Set<String>
    /// Every tag and key path, for suggestions.
    let names: [String]
    var values: [String: Value] = [:]
    var firstGiven: [String: SourceLocation] = [:]

    init(file: String, form: Form) {
        self.file = file
        let rows = form.allRows
        rowsByTag = Dictionary(rows.map { ($0.tag, $0) }, uniquingKeysWith: { first, _ in first })
        let valueRows = rows.filter { $0.type.carriesValue }
        rowsByKey = Dictionary(valueRows.map { ($0.outputKey, $0) }, uniquingKeysWith: { first, _ in first })
        var prefixes = Set<String>()
        for row in valueRows {
            let parts = row.outputKey.split(separator: ".")
            for count in parts.indices.dropLast() { prefixes.insert(parts[...count].joined(separator: ".")) }
        }
        self.prefixes = prefixes
        var names = rows.map(\.tag)
        names.append(contentsOf: valueRows.compactMap(\.key))
        self.names = names
    }

    mutating func read(_ members: JSONValue.Members, prefix: String) throws {
        for m in members {
            let path = prefix.isEmpty ? m.key : prefix + "." + m.key
            if let nested = m.value.members, prefixes.contains(path) {
                try read(nested, prefix: path)
                continue
            }
            guard let row = rowsByKey[path] ?? (prefix.isEmpty ? rowsByTag[path] : nil) else {
                let suggestion = Suggestion.closest(to: path, in: names)
                throw FormFileError(file: file, location: m.keyLocation, subject: .values,
                                    kind: .unknownValueKey(path, suggestion: suggestion))
            }
            func fail(_ kind: FormFileError.Kind, at location: SourceLocation) -> FormFileError {
                FormFileError(file: file, location: location, subject: .row, tag: row.tag, kind: kind)
            }
            guard row.type.carriesValue else { throw fail(.valueForRowWithoutValue(row.type), at: m.keyLocation) }
            if let first = firstGiven[row.tag] { throw fail(.valueGivenTwice(first: first), at: m.keyLocation) }
            switch TypedValue.read(m.value, for: row.type, key: path) {
            case .value(let v):
                if let problem = TypedValue.problem(with: v, of: row, key: path) { throw fail(problem, at: m.value.location) }
                values[row.tag] = v
            case .wrong(let kind): throw fail(kind, at: m.value.location)
            }
            firstGiven[row.tag] = m.keyLocation
        }
    }
}
