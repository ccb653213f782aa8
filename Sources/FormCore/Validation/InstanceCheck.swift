import FormJSON

/// The output of a JSON Schema form checked as a whole against the schema, at submit: each row
/// is checked against its own property's schema, but some rules span properties (`dependencies`,
/// an `if` in a root `allOf`, a `oneOf` between objects) and only the whole instance shows them.
package enum InstanceCheck {
    /// The failures of the instance `entries` make, each given to the row it is about: the value
    /// row whose key path is the longest prefix of the failure's path, else the first of `rows`
    /// (the message then says where). Empty when the form has no schema or the instance is valid.
    /// With `rowsPassed` (every row of `rows` passed its own checks, a sub-form row's schema
    /// check of its whole value included), the values of sub-form rows are not checked again
    /// through their own property's schema (`InstanceValidator.failures(checkedBelow:)`): each
    /// level of a deep tree checks its own members, not the tree below it once more.
    package static func failures(form: Form, entries: [OutputEntry], rows: [Row],
                                 rowsPassed: Bool = false) -> [(tag: String, message: String)] {
        guard let rule = form.instance?.schema else { return [] }
        var checkedBelow: [String: SourceLocation] = [:]
        if rowsPassed {
            for row in rows where row.type.isSubForm && row.location != .unknown && form.documentRow != row.tag
                && row.validators.contains(where: { if case .schema = $0.kind { $0.message == nil } else { false } }) {
                if let keyPath = row.keyPath { checkedBelow[JSONPointer.pointer(keyPath)] = row.location }
            }
        }
        // The level's own members built, each checked sub-form's value an empty stand-in: the
        // instance costs this level's rows, not the tree below them (unless a rule reads it whole).
        var standIns: Set<String> = []
        let level = checkedBelow.isEmpty ? nil : OutputWriter.node(entries) { path, value in
            let pointer = JSONPointer.pointer(path)
            guard checkedBelow[pointer] != nil, let standIn = SchemaCheck.standIn(for: value) else { return nil }
            standIns.insert(pointer)
            return standIn
        }
        let found = level.flatMap { rule.validator.failures(of: $0, against: rule.schema, checkedBelow: checkedBelow, standIns: standIns) }
            ?? rule.validator.failures(of: OutputWriter.node(entries), against: rule.schema, checkedBelow: checkedBelow)
        // The rows by key path (the first of each), so that a failure costs one lookup for each
        // prefix of its path rather than a pass over the rows.
        var rowsByPath: [[String]: Row] = [:]
        for row in rows { if let keyPath = row.keyPath, rowsByPath[keyPath] == nil { rowsByPath[keyPath] = row } }
        var result: [(tag: String, message: String)] = []
        var given: Set<String> = []
        for failure in found {
            var path = keys(of: failure.path)
            var message = failure.message
            // "Missing required property 'exec'": about the row of `exec` when there is one.
            if let missing = missingName(in: failure.message), let row = rowsByPath[path + [missing]] {
                path.append(missing)
                message = CheckMessage.required(title: row.title.isEmpty ? row.tag : row.title).text
            }
            // The row whose key path is the longest prefix of the failure's path.
            let owner = (0...path.count).reversed().lazy.compactMap { rowsByPath[Array(path.prefix($0))] }.first
            guard let row = owner ?? rows.first else { continue }
            let exact = owner?.keyPath == path
            if !exact { message = (failure.path.isEmpty ? "/" : failure.path) + ": " + message }
            if given.insert(row.tag).inserted { result.append((row.tag, message)) }
        }
        let order = Dictionary(rows.enumerated().map { ($1.tag, $0) }, uniquingKeysWith: { first, _ in first })
        return result.sorted { (order[$0.tag] ?? 0) < (order[$1.tag] ?? 0) }
    }

    /// The property a "Missing … 'name'…" message names.
    static func missingName(in message: String) -> String? {
        guard message.hasPrefix("Missing"), let open = message.firstIndex(of: "'") else { return nil }
        let rest = message[message.index(after: open)...]
        guard let close = rest.firstIndex(of: "'") else { return nil }
        return String(rest[..<close])
    }

    /// `/a~1b/0` → `["a/b", "0"]`.
    static func keys(of pointer: String) -> [String] {
        JSONPointer.tokens(Substring(pointer))
    }
}
