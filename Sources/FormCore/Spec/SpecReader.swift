import FormJSON

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
    let root: JSONValue
    /// Makes the validators of `schema` validators (a whole schema document each).
    let schemaValidators: SchemaValidators
    /// The tags written in the file, gathered on first need.
    private let census: TagCensus
    /// Tags and output keys already given, with the byte offsets of where.
    var claims = NameClaims()
    /// Every proper prefix of the output keys in use (`user` for `user.email`).
    var outputPrefixes: [String: (key: String, tag: String, offset: Int)] = [:]
    /// Reused by `row(_:section:)` for the names of a row's keys.
    var rowKeyScratch: [RowKey?] = []

    init(file: String, root: JSONValue, schemaValidators: @escaping SchemaValidators) {
        self.file = file
        self.root = root
        self.schemaValidators = schemaValidators
        census = TagCensus(root: root)
    }

    /// Makes room for the tags and output keys of `rows` rows.
    mutating func reserve(rows: Int) {
        claims.reserve(rows)
    }

    /// Every row tag written in the file, in file order, for `equals` references.
    var rowTags: [String] { census.rows }
    var rowTagSet: Set<String> { census.rowSet }
    /// Every tag written in the file, so that derived section tags never collide.
    var explicitTags: Set<String> { census.all }

    /// The line:column of a byte offset of the file.
    func location(ofOffset offset: Int) -> SourceLocation {
        root.document.location(ofOffset: offset)
    }

    func fail(_ kind: FormFileError.Kind, at location: SourceLocation, _ owner: Owner) -> FormFileError {
        FormFileError(file: file, location: location, subject: owner.subject, tag: owner.tag, kind: kind)
    }

    // MARK: Typed values of members

    func string(_ m: JSONValue.Member, _ owner: Owner) throws -> String {
        guard let s = m.value.stringValue else { throw wrongType(m, .string, owner) }
        return s
    }

    func nonEmptyString(_ m: JSONValue.Member, _ owner: Owner) throws -> String {
        let s = try string(m, owner)
        if s.isEmpty { throw fail(.badValue(.empty(key: m.key)), at: m.value.location, owner) }
        return s
    }

    func bool(_ m: JSONValue.Member, _ owner: Owner) throws -> Bool {
        guard let b = m.value.boolValue else { throw wrongType(m, .bool, owner) }
        return b
    }

    func number(_ m: JSONValue.Member, _ owner: Owner) throws -> Double {
        guard let n = m.value.numberValue else { throw wrongType(m, .number, owner) }
        return n
    }

    func wholeNumber(_ m: JSONValue.Member, _ owner: Owner) throws -> Int {
        guard let n = m.value.intValue else { throw wrongType(m, .wholeNumber, owner) }
        return n
    }

    func members(_ m: JSONValue.Member, _ owner: Owner) throws -> JSONValue.Members {
        guard let members = m.value.members else { throw wrongType(m, .object, owner) }
        return members
    }

    func elements(_ m: JSONValue.Member, _ owner: Owner) throws -> JSONValue.Elements {
        guard let elements = m.value.elements else { throw wrongType(m, .array, owner) }
        return elements
    }

    func wrongType(_ m: JSONValue.Member, _ expected: FormFileError.ExpectedType, _ owner: Owner) -> FormFileError {
        fail(.wrongType(key: m.key, expected: expected, found: m.value.jsonType), at: m.value.location, owner)
    }

    func unknownKey(_ m: JSONValue.Member, among known: [String], _ owner: Owner) -> FormFileError {
        fail(.unknownKey(m.key, suggestion: Suggestion.closest(to: m.key, in: known)), at: m.keyLocation, owner)
    }

    /// `true`/`false` → constant; a string → an expression located at its first character
    /// inside the quotes (so that an expression parser can add its own offset).
    func condition(_ m: JSONValue.Member, _ owner: Owner) throws -> Condition {
        if let b = m.value.boolValue { return .constant(b) }
        guard let s = m.value.stringValue else { throw wrongType(m, .condition, owner) }
        if s.allSatisfy({ $0.isWhitespace }) { throw fail(.badValue(.empty(key: m.key)), at: m.value.location, owner) }
        let at = m.value.location
        return .expression(s, SourceLocation(line: at.line, column: at.column + 1))
    }

    /// A string member naming one case of `E`; an unknown name is an error (`unknown`) with the
    /// closest known name.
    func name<E: RawRepresentable & CaseIterable>(_ m: JSONValue.Member, _ owner: Owner,
                                                   unknown: (String, String?) -> FormFileError.BadValue) throws -> E
    where E.RawValue == String {
        let text = try string(m, owner)
        if let value = E(rawValue: text) { return value }
        let suggestion = Suggestion.closest(to: text, in: E.allCases.map(\.rawValue))
        throw fail(.badValue(unknown(text, suggestion)), at: m.value.location, owner)
    }

    /// A style object: `title`, `value`, `focus`, `error`, each a string of style words.
    func style(_ m: JSONValue.Member, _ owner: Owner) throws -> Style {
        var style = Style()
        for member in try members(m, owner) {
            let path = JSONValue.Member(keyIndex: member.keyIndex, value: member.value, path: "style." + member.key)
            guard let part = StyleKey(rawValue: member.key) else {
                throw unknownKey(member, among: StyleKey.allCases.map(\.rawValue), owner)
            }
            let spec = try styleSpec(path, owner)
            switch part {
            case .title: style.title = spec
            case .value: style.value = spec
            case .focus: style.focus = spec
            case .error: style.error = spec
            }
        }
        return style
    }

    /// One style string (`"bold cyan"`); a word that names nothing is an error with the closest one.
    private func styleSpec(_ m: JSONValue.Member, _ owner: Owner) throws -> StyleSpec {
        switch StyleSpec.parse(try string(m, owner)) {
        case .success(let spec):
            return spec
        case .failure(let unknown):
            let suggestion = Suggestion.closest(to: unknown.word, in: StyleSpec.words)
            throw fail(.badValue(.unknownStyle(unknown.word, suggestion: suggestion)), at: m.value.location, owner)
        }
    }

    // MARK: Tags

    /// Whether `tag` is usable in expressions and key paths: letters, digits, `_` and `-`.
    static func isValidTag(_ tag: String) -> Bool {
        if !tag.isEmpty && tag.utf8.allSatisfy(isASCIITagByte) { return true }
        return !tag.isEmpty && tag.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII ? isASCIITagByte(UInt8(scalar.value))
                : scalar.properties.isAlphabetic || scalar.properties.numericType != nil
        }
    }

    private static func isASCIITagByte(_ b: UInt8) -> Bool {
        switch b {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F, 0x2D: return true
        default: return false
        }
    }

    /// Reads a `tag` member (whose text is `text` when already decoded), checks its form and
    /// that it is not taken, and records it: as a row's tag when `section` (the row's section's
    /// 1-based position) is not 0, and with `asOutputKey` also as that row's output key.
    mutating func claimTag(_ m: JSONValue.Member, text: String? = nil, section: Int = 0, asOutputKey: Bool = false,
                           _ owner: Owner) throws -> String {
        let tag = try text ?? string(m, owner)
        guard Self.isValidTag(tag) else { throw fail(.badValue(.badTag(tag)), at: m.value.location, owner) }
        let refusal = claims.claim(tag: tag, at: m.value.offset, section: section, asOutputKey: asOutputKey)
        try checkClaim(refusal, of: tag, at: m.value.offset, outputKey: asOutputKey, owner)
        return tag
    }

    /// `section1`, `section2`… by position, made unique against every tag in the file.
    mutating func derivedSectionTag(position: Int, at offset: Int) -> String {
        let base = "section\(position)"
        var tag = base
        var n = 2
        while explicitTags.contains(tag) || claims[tag]?.isTag == true {
            tag = "\(base)_\(n)"
            n += 1
        }
        _ = claims.claim(tag: tag, at: offset, section: 0, asOutputKey: false)
        return tag
    }

    // MARK: Output keys

    /// Records that row `tag` writes to output key `key` (written at byte offset `offset`).
    mutating func claimOutputKey(_ key: String, tag: String, at offset: Int, _ owner: Owner) throws {
        // Claimed first, then checked: with the claim inside the call's arguments, `self` is
        // copied for the call before `claims` changes, and the change then copies every claim
        // (a key cost the whole form: rows with `key` were quadratic).
        let refusal = claims.claim(outputKey: key, of: tag, at: offset)
        try checkClaim(refusal, of: key, at: offset, outputKey: true, owner)
        let nested = key.utf8.contains(UInt8(ascii: "."))
        let parts = nested ? key.split(separator: ".") : []
        for count in parts.indices.dropLast() {
            let prefix = parts[...count].joined(separator: ".")
            if let other = claims[prefix], other.isOutputKey {
                throw fail(.badValue(.conflictingOutputKey(key, other: prefix, otherTag: claims.outputOwner(of: prefix),
                                                           at: location(ofOffset: Int(other.outputOffset)))),
                           at: location(ofOffset: offset), owner)
            }
        }
        for count in parts.indices.dropLast() {
            let prefix = parts[...count].joined(separator: ".")
            if outputPrefixes[prefix] == nil { outputPrefixes[prefix] = (key, tag, offset) }
        }
    }

    /// Throws what a refused claim of `name` (a tag, or an output key) given at byte offset `offset`
    /// means; then, when `outputKey` (`name` was claimed as one), that it conflicts with a longer
    /// output key (`a` after `a.b`).
    private func checkClaim(_ refusal: NameClaims.Refusal?, of name: String, at offset: Int, outputKey: Bool,
                            _ owner: Owner) throws {
        switch refusal {
        case .tag(let first):
            throw fail(.duplicateTag(name, first: location(ofOffset: first)), at: location(ofOffset: offset), owner)
        case .outputKey(let first):
            throw fail(.badValue(.duplicateOutputKey(name, firstTag: claims.outputOwner(of: name),
                                                     first: location(ofOffset: first))),
                       at: location(ofOffset: offset), owner)
        case nil:
            break
        }
        guard outputKey, !outputPrefixes.isEmpty, let other = outputPrefixes[name] else { return }
        throw fail(.badValue(.conflictingOutputKey(name, other: other.key, otherTag: other.tag,
                                                   at: location(ofOffset: other.offset))),
                   at: location(ofOffset: offset), owner)
    }
}

/// The parts of a `style` object.
enum StyleKey: String, CaseIterable {
    case title, value, focus, error
}

/// The tags a form file writes, read in a pass over its rows and sections when first needed
/// (an `equals` validator, or a section without a tag).
final class TagCensus {
    private let root: JSONValue
    private var gathered: (rows: [String], rowSet: Set<String>, all: Set<String>)?

    init(root: JSONValue) {
        self.root = root
    }

    var rows: [String] { gather().rows }
    var rowSet: Set<String> { gather().rowSet }
    var all: Set<String> { gather().all }

    private func gather() -> (rows: [String], rowSet: Set<String>, all: Set<String>) {
        if let gathered { return gathered }
        var rows: [String] = []
        var all = Set<String>()
        for section in root["sections"]?.elements.map(Array.init) ?? [] {
            if let tag = section["tag"]?.stringValue { all.insert(tag) }
            for row in section["rows"]?.elements.map(Array.init) ?? [] {
                if let tag = row["tag"]?.stringValue {
                    rows.append(tag)
                    all.insert(tag)
                }
            }
        }
        let result = (rows, Set(rows), all)
        gathered = result
        return result
    }
}
