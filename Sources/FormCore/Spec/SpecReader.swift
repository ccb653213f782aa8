/// The state of one pass over a form file's JSON: the file name for errors, the tags seen so
/// far (rows and sections share one namespace) and the output keys in use.
struct SpecReader {
    /// What an error belongs to: the form, or a row or section with its tag.
    struct Owner {
        var subject: FormFileError.Subject
        var tag: String?

        static let form = Owner(subject: .form, tag: nil)
        static func row(_ tag: String?) -> Owner { Owner(subject: .row, tag: tag) }
        static func section(_ tag: String?) -> Owner { Owner(subject: .section, tag: tag) }
    }

    let file: String
    /// Every row tag written in the file (read before the pass), for `equals` references.
    let rowTags: [String]
    let rowTagSet: Set<String>
    /// Every tag written in the file, so that derived section tags never collide.
    let explicitTags: Set<String>
    /// Tags already given, with where.
    var usedTags: [String: SourceLocation] = [:]
    /// Output keys already in use: the row and where its key (or tag) is written.
    var outputKeys: [String: (tag: String, location: SourceLocation)] = [:]
    /// Every proper prefix of the output keys in use (`user` for `user.email`).
    var outputPrefixes: [String: (key: String, tag: String, location: SourceLocation)] = [:]

    init(file: String, root: JSONNode) {
        self.file = file
        var rows: [String] = []
        var all = Set<String>()
        for section in root["sections"]?.elements ?? [] {
            if let tag = section["tag"]?.stringValue { all.insert(tag) }
            for row in section["rows"]?.elements ?? [] {
                if let tag = row["tag"]?.stringValue {
                    rows.append(tag)
                    all.insert(tag)
                }
            }
        }
        rowTags = rows
        rowTagSet = Set(rows)
        explicitTags = all
    }

    func fail(_ kind: FormFileError.Kind, at location: SourceLocation, _ owner: Owner) -> FormFileError {
        FormFileError(file: file, location: location, subject: owner.subject, tag: owner.tag, kind: kind)
    }

    // MARK: Typed values of members

    func string(_ m: JSONNode.Member, _ owner: Owner) throws -> String {
        guard let s = m.value.stringValue else { throw wrongType(m, .string, owner) }
        return s
    }

    func nonEmptyString(_ m: JSONNode.Member, _ owner: Owner) throws -> String {
        let s = try string(m, owner)
        if s.isEmpty { throw fail(.badValue(.empty(key: m.key)), at: m.value.location, owner) }
        return s
    }

    func bool(_ m: JSONNode.Member, _ owner: Owner) throws -> Bool {
        guard let b = m.value.boolValue else { throw wrongType(m, .bool, owner) }
        return b
    }

    func number(_ m: JSONNode.Member, _ owner: Owner) throws -> Double {
        guard let n = m.value.numberValue else { throw wrongType(m, .number, owner) }
        return n
    }

    func wholeNumber(_ m: JSONNode.Member, _ owner: Owner) throws -> Int {
        guard let n = m.value.intValue else { throw wrongType(m, .wholeNumber, owner) }
        return n
    }

    func members(_ m: JSONNode.Member, _ owner: Owner) throws -> [JSONNode.Member] {
        guard let members = m.value.members else { throw wrongType(m, .object, owner) }
        return members
    }

    func elements(_ m: JSONNode.Member, _ owner: Owner) throws -> [JSONNode] {
        guard let elements = m.value.elements else { throw wrongType(m, .array, owner) }
        return elements
    }

    func wrongType(_ m: JSONNode.Member, _ expected: FormFileError.ExpectedType, _ owner: Owner) -> FormFileError {
        fail(.wrongType(key: m.key, expected: expected, found: m.value.jsonType), at: m.value.location, owner)
    }

    func unknownKey(_ m: JSONNode.Member, among known: [String], _ owner: Owner) -> FormFileError {
        fail(.unknownKey(m.key, suggestion: Suggestion.closest(to: m.key, in: known)), at: m.keyLocation, owner)
    }

    /// `true`/`false` → constant; a string → an expression located at its first character
    /// inside the quotes (so that an expression parser can add its own offset).
    func condition(_ m: JSONNode.Member, _ owner: Owner) throws -> Condition {
        switch m.value.kind {
        case .bool(let b):
            return .constant(b)
        case .string(let s):
            if s.allSatisfy({ $0.isWhitespace }) { throw fail(.badValue(.empty(key: m.key)), at: m.value.location, owner) }
            let at = m.value.location
            return .expression(s, SourceLocation(line: at.line, column: at.column + 1))
        default:
            throw wrongType(m, .condition, owner)
        }
    }

    /// A style object: `title`, `value`, `focus`, `error`, each a string.
    func style(_ m: JSONNode.Member, _ owner: Owner) throws -> Style {
        var style = Style()
        for member in try members(m, owner) {
            let path = JSONNode.Member(key: "style." + member.key, keyLocation: member.keyLocation, value: member.value)
            switch member.key {
            case "title": style.title = try string(path, owner)
            case "value": style.value = try string(path, owner)
            case "focus": style.focus = try string(path, owner)
            case "error": style.error = try string(path, owner)
            default: throw unknownKey(member, among: ["title", "value", "focus", "error"], owner)
            }
        }
        return style
    }

    // MARK: Tags

    /// Whether `tag` is usable in expressions and key paths: letters, digits, `_` and `-`.
    static func isValidTag(_ tag: String) -> Bool {
        !tag.isEmpty && tag.unicodeScalars.allSatisfy { $0 == "_" || $0 == "-" || $0.properties.isAlphabetic || $0.properties.numericType != nil }
    }

    /// Reads a `tag` member, checks its form and that it is not taken, and records it.
    mutating func claimTag(_ m: JSONNode.Member, _ owner: Owner) throws -> String {
        let tag = try string(m, owner)
        guard Self.isValidTag(tag) else { throw fail(.badValue(.badTag(tag)), at: m.value.location, owner) }
        if let first = usedTags[tag] {
            throw fail(.duplicateTag(tag, first: first), at: m.value.location, owner)
        }
        usedTags[tag] = m.value.location
        return tag
    }

    /// `section1`, `section2`… by position, made unique against every tag in the file.
    mutating func derivedSectionTag(position: Int, at location: SourceLocation) -> String {
        let base = "section\(position)"
        var tag = base
        var n = 2
        while explicitTags.contains(tag) || usedTags[tag] != nil {
            tag = "\(base)_\(n)"
            n += 1
        }
        usedTags[tag] = location
        return tag
    }

    // MARK: Output keys

    /// Records that row `tag` writes to output key `key` (written at `location`).
    mutating func claimOutputKey(_ key: String, tag: String, at location: SourceLocation, _ owner: Owner) throws {
        if let first = outputKeys[key] {
            throw fail(.badValue(.duplicateOutputKey(key, firstTag: first.tag, first: first.location)), at: location, owner)
        }
        if let other = outputPrefixes[key] {
            throw fail(.badValue(.conflictingOutputKey(key, other: other.key, otherTag: other.tag, at: other.location)),
                       at: location, owner)
        }
        let parts = key.split(separator: ".")
        for count in parts.indices.dropLast() {
            let prefix = parts[...count].joined(separator: ".")
            if let other = outputKeys[prefix] {
                throw fail(.badValue(.conflictingOutputKey(key, other: prefix, otherTag: other.tag, at: other.location)),
                           at: location, owner)
            }
        }
        outputKeys[key] = (tag, location)
        for count in parts.indices.dropLast() {
            let prefix = parts[...count].joined(separator: ".")
            if outputPrefixes[prefix] == nil { outputPrefixes[prefix] = (key, tag, location) }
        }
    }
}
