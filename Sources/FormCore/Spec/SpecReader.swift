import FormJSON

/// The state of one pass over a form file's JSON: the file name for errors, the errors found so
/// far, the tags seen so far (rows and sections share one namespace) and the output keys in use.
///
/// A bad member, row, section or validator is recorded in `log` and skipped (`recover`), so that
/// one pass finds every error; a row or validator with an error of its own is not checked as a
/// whole (`missing 'options'` after a bad `options`), so that one mistake makes one message.
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
    /// The errors of this pass, shared with the readers of its sub-forms.
    let log: FormFileErrorLog
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

    init(file: String, root: JSONValue, log: FormFileErrorLog = FormFileErrorLog(),
         schemaValidators: @escaping SchemaValidators) {
        self.file = file
        self.root = root
        self.log = log
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

    /// Where Unicode scalar `offset` of `text`, the string value of `m`, is written: counted from
    /// the opening quote when the text before it is printable ASCII written with JSON's usual
    /// escapes (`\\` for `\`, `\"` for `"`); the opening quote itself otherwise.
    func location(of offset: Int, inString text: String, of m: JSONValue.Member) -> SourceLocation {
        let quote = m.value.location
        var column = quote.column + 1
        for scalar in text.unicodeScalars.prefix(offset) {
            guard scalar.value >= 0x20 && scalar.value < 0x7F else { return quote }
            column += scalar == "\\" || scalar == "\"" ? 2 : 1
        }
        return SourceLocation(line: quote.line, column: column)
    }

    /// A pattern (`text`, of member `m`) formrun's regex engine refuses, located at the
    /// character in error.
    func badRegex(_ text: String, _ problem: RegexError, _ m: JSONValue.Member, _ owner: Owner) -> FormFileError {
        fail(.badValue(.badRegex(pattern: text, problem: problem)), at: location(of: problem.offset, inString: text, of: m), owner)
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
        fail(.wrongType(key: m.key, expected: expected, node: m.value), at: m.value.location, owner)
    }

    /// An unknown key, with the `known` keys it may stand for: its `synonyms` (`SpecSynonyms`),
    /// else the closest by spelling.
    func unknownKey(_ m: JSONValue.Member, among known: [String], synonyms: [String: [String]] = [:],
                    _ owner: Owner) -> FormFileError {
        let suggestions = SpecSynonyms.suggestions(for: m.key, in: synonyms, among: known)
        return fail(.unknownKey(m.key, suggestions: suggestions), at: m.keyLocation, owner)
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
}

// MARK: - The form object and sizes

extension SpecReader {
    /// The form the root object describes.
    mutating func form(_ root: JSONValue) throws -> Form {
        guard let members = root.members else {
            throw fail(.notAForm(.topLevelNotObject(root.jsonType)), at: root.location, .form)
        }
        if !members.contains(named: FormKey.sections.rawValue) {
            log.record(fail(.notAForm(.missingSections), at: root.location, .form))
        }
        var form = Form()
        for m in members {
            try log.recover {
                guard let key = m.name(among: FormKey.names) else {
                    throw unknownKey(m, among: FormKey.allCases.map(\.rawValue), synonyms: SpecSynonyms.formKeys, .form)
                }
                switch key {
                case .title: form.title = try string(m, .form)
                case .requiredMark: form.requiredMark = try bool(m, .form)
                case .autoPlaceholder: form.autoPlaceholder = try bool(m, .form)
                case .sortByTag: form.sortByTag = try bool(m, .form)
                case .disabled: form.disabled = try condition(m, .form)
                case .disabledMessage: form.disabledMessage = try string(m, .form)
                case .style: form.style = try style(m, .form)
                case .sections: form.sections = try sections(m, .form)
                }
            }
        }
        return form
    }

    /// The `sections` array `m` (of the form, or of a sub-form owned by `owner`).
    mutating func sections(_ m: JSONValue.Member, _ owner: Owner) throws -> [Section] {
        guard let elements = m.value.elements else {
            throw fail(.notAForm(.sectionsNotArray(m.value.jsonType)), at: m.value.location, owner)
        }
        if elements.isEmpty { throw fail(.notAForm(.noSections), at: m.value.location, owner) }
        reserve(rows: elements.reduce(0) { $0 + ($1["rows"]?.elements?.count ?? 0) })
        var sections: [Section] = []
        sections.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            if let section = try log.recover({ try section(element, position: index + 1) }) {
                sections.append(section)
            }
        }
        return sections
    }

    /// A whole number from `least` to `most` for the size key `m`.
    func size(_ m: JSONValue.Member, _ owner: Owner, least: Int, most: Int) throws -> Int {
        let n = try wholeNumber(m, owner)
        if n < least {
            throw fail(.badValue(least == 0 ? .negative(key: m.key) : .lessThanOne(key: m.key)), at: m.value.location, owner)
        }
        if n > most { throw fail(.badValue(.tooLarge(key: m.key, limit: most)), at: m.value.location, owner) }
        return n
    }
}
