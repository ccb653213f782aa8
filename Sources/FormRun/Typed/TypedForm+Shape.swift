import FoundationEssentials

extension TypedForm {
    /// A form laid out from the value's `Codable` shape alone, for a prototype: a row for each
    /// member of the top level whose type a `Field` takes as a scalar (`String`, `Int`, `Double`,
    /// `Decimal`, `Date` (a day), `Bool`, `[String]`, a `CaseIterable` enum with `String` raw values, an `Optional` of one),
    /// titled from its key (`releaseDate` → `Release date`). Other members (structs, lists) are not
    /// asked and keep the value given.
    public init(_ value: Value, _ title: String? = nil) {
        let given = try? JSONEncoding.json(value)
        let fields = KeyPathProbe.members(of: Value.self, given: given).compactMap { member in
            Field<Value>(tag: member.key, title: Self.title(of: member.key), type: member.type)
        }
        self.init(value, title) { Section<Value>(fields: fields) }
    }

    /// `releaseDate` → `Release date`, `max_items` → `Max items`.
    static func title(of key: String) -> String {
        var words = ""
        for character in key {
            if character == "_" || character == "-" {
                words.append(" ")
            } else if character.isUppercase, !words.isEmpty, words.last != " " {
                words += " " + character.lowercased()
            } else {
                words.append(character)
            }
        }
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}

/// An `Optional` type's wrapped type, read at run time.
protocol OptionalShape { static var wrappedType: Any.Type { get } }
extension Optional: OptionalShape { static var wrappedType: Any.Type { Wrapped.self } }

extension Field {
    /// The field of a member found by shape (`TypedForm(value)`), nil for a type no scalar row takes.
    init?(tag: String, title: String, type: Any.Type) {
        var type = type
        if let optional = type as? any OptionalShape.Type {
            type = optional.wrappedType
            isOptional = true
        }
        switch type {
        case is String.Type: row = Row.text(tag, title); empty = ""
        case is Int.Type: row = Row.integer(tag, title)
        case is Double.Type, is Decimal.Type: row = Row.decimal(tag, title)
        case is Date.Type: row = Row.date(tag, title); dateKind = .date
        case is Bool.Type: row = Row.switch(tag, title); empty = false
        case is [String].Type: row = Row.tokens(tag, title); empty = []
        default:
            guard let choices = type as? any CaseIterable.Type else { return nil }
            let options = KeyPathProbe.allCases(of: choices).compactMap { ($0 as? any Encodable).flatMap { try? JSONEncoding.json($0) } }
            guard !options.isEmpty, options.allSatisfy({ $0.stringValue != nil }) else { return nil }
            row = Row.picker(tag, title).options(options.map { (title: $0.stringValue ?? "", value: $0) })
        }
        if isOptional { empty = .null }
        problem = nil
    }
}

extension Section where Root: Codable {
    /// A section of fields made in code.
    init(fields: [Field<Root>]) {
        self.init(nil, footer: nil, tag: nil, rows: fields.map(\.row))
        self.fields = fields
    }
}
