import FormJSON
import FormCore

/// When an optional object's required properties are required: while the object is present.
extension SchemaFormReader {
    /// What an optional object requires is required only while the object is there, that is
    /// while one of its properties has a value: `required` becomes `(any value under it) && …`.
    mutating func requireOnlyWhenPresent() {
        guard !optionalObjects.isEmpty else { return }
        // Each value row's test goes to the optional objects above it: one pass over the rows
        // (each path's prefixes), not one over the rows for every object.
        var tests: [[String]: [String]] = [:]
        for row in sections.lazy.flatMap(\.rows) where row.type.carriesValue {
            guard let path = row.keyPath, path.count > 1 else { continue }
            for count in 1..<path.count where optionalObjects.contains(Array(path.prefix(count))) {
                tests[Array(path.prefix(count)), default: []].append(Self.presenceTest(of: row))
            }
        }
        var presence: [[String]: String] = [:]
        for object in optionalObjects {
            presence[object] = tests[object].map { $0.joined(separator: " || ") } ?? "false"
        }
        for s in sections.indices {
            for r in sections[s].rows.indices {
                let row = sections[s].rows[r]
                guard row.required != .never, let path = row.keyPath else { continue }
                let owner = (1..<max(path.count, 1)).reversed().lazy.map { Array(path.prefix($0)) }.first { optionalObjects.contains($0) }
                guard let owner, let present = presence[owner] else { continue }
                switch row.required {
                case .constant: sections[s].rows[r].required = .expression(present, row.location)
                case .expression(let text, let location):
                    sections[s].rows[r].required = .expression("(\(present)) && (\(text))", location)
                }
            }
        }
    }

    /// Whether a row counts as filling in its optional object: it holds a value other than the
    /// one it starts with (a switch's `false`, a schema `default`, a list with no items fill
    /// nothing in).
    static func presenceTest(of row: Row) -> String {
        let filled = hasValue(row)
        if row.type.holdsItems { return filled }
        let start: String
        switch row.value {
        case .bool(let b): start = b ? "true" : "false"
        case .number(let n): start = n.description
        case .string(let text): start = literal(JSONNode(.string(text), at: row.location)) ?? ""
        case .null, .list, .object, .unparsed: return row.encoding == .trueOnly ? "$\(row.tag) == true" : filled
        }
        return start.isEmpty ? filled : "(\(filled) && $\(row.tag) != \(start))"
    }

    /// Whether a row holds a value, as a condition: not empty (a list with no items is empty).
    static func hasValue(_ row: Row) -> String {
        "!empty($\(row.tag))"
    }
}
