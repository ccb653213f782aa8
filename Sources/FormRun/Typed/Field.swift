import FormCore

/// One row of a `TypedForm`, bound to a property of the form's value by key path: the row is
/// chosen by the property's type, its tag is the property's coding key, and the answer is decoded
/// back into the property. A key path whose type no row takes does not compile.
///
/// | Property                                  | Row                                   |
/// |-------------------------------------------|---------------------------------------|
/// | `String`                                  | text (`.email`, `.password`, `.url`, `.textView`…) |
/// | `Int`                                     | integer; `in:` a stepper (`.slider`)  |
/// | `Double`, `Decimal`                       | decimal                               |
/// | `Date`                                    | date (`.dateTime`, `.time`, inline ones), UTC |
/// | `Bool`                                    | switch (`.check`)                     |
/// | `CaseIterable & RawRepresentable` enum    | picker of its cases (`.sheet`, `.segmented`) |
/// | `[String]`                                | tokens                                |
/// | a `Codable` struct, with a builder        | sub-form                              |
/// | an array of them, with a builder          | list                                  |
/// | `[String: ]` of them, with a builder      | keyed list                            |
/// | an `Optional` of a scalar above           | the same row, not required, nil when cleared |
/// | an `Optional` struct, with a builder      | sub-form, not required, nil when all its fields are left empty |
public struct Field<Root: Codable>: Sendable {
    /// The row, its tag the property's coding key.
    var row: Row
    /// What went wrong finding the row's property, thrown by every run as a form problem.
    var problem: String?
    /// The answer of a row left empty: `""` for a text, `[]` for tokens, `null` for an optional.
    var empty: JSON = .null
    /// Whether the property is an `Optional`: an empty answer is `nil`.
    var isOptional = false
    /// The fields of a sub-form or of a list's items.
    var parts: [AnswerShape] = []
    /// Whether the answer is a list of `parts` (else one object of them, when there are parts).
    var isList = false
    /// The rules over the value this field is a property of (`validate`).
    var rules: [@Sendable (Root) -> [Problem<Root>]] = []
    /// Whether the list is keyed: its answer an object of items by name.
    var isKeyed = false
    /// What a list's items are called in messages (`Variable 2 › Key`).
    var itemTitle: String?
    /// The property's coding path in `Root` (empty when not found).
    var path: [String] = []
    /// A sub-form's or an item's value with nothing asked (`KeyPathProbe.emptyValue`): what its
    /// members no field asks are read as.
    var partsBase: JSON = .object([])
    /// How a `Date` property is asked (its value written as that row writes it), nil for others.
    var dateKind: DateKind?

    /// What the answer of the row is like, to read it back into the property.
    var shape: AnswerShape { AnswerShape(tag: row.core.tag, title: row.core.title, itemTitle: itemTitle, empty: empty, isOptional: isOptional,
                                     parts: parts, isList: isList, isKeyed: isKeyed, dateKind: dateKind, partsBase: partsBase) }

    init<Value: Encodable>(_ keyPath: KeyPath<Root, Value>, _ title: String, make: (String) -> Row) {
        if let path = KeyPathProbe.path(of: keyPath), !path.isEmpty {
            let tag = path.joined(separator: ".")
            self.path = path
            row = make(tag)
            if path.count > 1 { row = row.key(tag) }
            problem = nil
        } else {
            row = make("field")
            problem = "Field \(JSON.string(title)): the key path's coding key cannot be found (its type decodes with checks of its own, or the key path is not a stored property)"
        }
    }

    private func with(_ change: (Row) -> Row) -> Field {
        var field = self
        field.row = change(row)
        return field
    }

    /// `required`: the row must be answered (an empty text, no option).
    public func required(_ on: Bool = true) -> Field { with { $0.required(on) } }
    /// `required`, saying `message` under the row when it is left empty.
    public func required(message: String) -> Field { with { $0.required(message: message) } }
    /// `hidden` while a condition on other rows' tags (their coding keys) holds.
    public func hidden(_ condition: String) -> Field { with { $0.hidden(condition) } }
    /// `disabled`: not editable.
    public func disabled(_ on: Bool = true) -> Field { with { $0.disabled(on) } }
    /// `placeholder`: the grey text of an empty row.
    public func placeholder(_ text: String) -> Field { with { $0.placeholder(text) } }
    /// `hint`: a line of help shown while the row has the focus.
    public func hint(_ text: String) -> Field { with { $0.hint(text) } }
    /// `unit`: the unit written after a number.
    public func unit(_ text: String) -> Field { with { $0.unit(text) } }
    /// `pattern`: a regular expression the whole text must match.
    public func pattern(_ regex: String) -> Field { with { $0.pattern(regex) } }
    /// `maxLength`: the longest text.
    public func maxLength(_ count: Int) -> Field { with { $0.maxLength(count) } }
    /// Adds a rule over the value this field is a property of: the form's value for a field of
    /// the form, the item for a field of a list's item (run for each item), the sub-form's value
    /// for one of a sub-form. Its problems are shown under the rows they name and thrown at their
    /// JSON Pointer (`Field(\.key, "Key").validate { v in v.key.contains(" ") ? [Problem(\.key, "No spaces")] : [] }`
    /// in the `variables` list is `/variables/1/key`); a problem naming no row (a string) is this
    /// field's: `Field(\.service, "Service").validate { d in d.service.contains(" ") ? ["no spaces"] : [] }`.
    public func validate(_ rule: @escaping @Sendable (Root) -> [Problem<Root>]) -> Field {
        var field = self
        let own = path
        field.rules.append { value in rule(value).map { $0.placed(at: own) } }
        return field
    }

    /// Any modifier of `Row` (`.row { $0.style(value: "bold") }`), for what `Field` does not name.
    public func row(_ change: (Row) -> Row) -> Field { with(change) }
}

/// How a `String` property is asked.
public enum TextKind: String, Sendable {
    /// One line of text.
    case text
    /// A person's name.
    case name
    /// An email address, checked as one.
    case email
    /// A secret, shown masked (never kept in a draft).
    case password
    /// A phone number, checked as one.
    case phone
    /// A URL, checked as one.
    case url
    /// Several lines of text.
    case textView
    /// A file path, completed from the disk.
    case file
    /// A colour (`#rrggbb` or a name).
    case color
}

/// How a `Bool` property is asked.
public enum BoolKind: String, Sendable {
    /// On or off.
    case `switch`
    /// A check box.
    case check
}

/// How an `Int` property with bounds is asked.
public enum NumberKind: String, Sendable {
    /// Stepped with ←/→.
    case stepper
    /// A slider.
    case slider
}

/// How an enum property is asked: one of its cases.
public enum ChoiceKind: String, Sendable {
    /// Cycled in place.
    case picker
    /// All the cases shown on the row.
    case segmented
    /// A pop-up list.
    case sheet
    /// A full-screen list with type-to-filter.
    case pushSelect
    /// A pop-up list, as an alert.
    case alert
}

extension Field {
    /// A `String` property: a text row of `kind`.
    public init(_ keyPath: KeyPath<Root, String>, _ title: String, _ kind: TextKind = .text) {
        self.init(keyPath, title) { Row.typed(kind.rawValue, $0, title) }
        empty = ""
    }

    /// An optional `String`: the same row, nil when left empty.
    public init(_ keyPath: KeyPath<Root, String?>, _ title: String, _ kind: TextKind = .text) {
        self.init(keyPath, title) { Row.typed(kind.rawValue, $0, title) }
        isOptional = true
    }

    /// An `Int` property: an integer row, or a stepper (`.slider`) within `bounds`.
    public init(_ keyPath: KeyPath<Root, Int>, _ title: String, in bounds: ClosedRange<Int>? = nil, _ kind: NumberKind = .stepper) {
        self.init(keyPath, title) { Row.number($0, title, bounds: bounds, kind: kind) }
    }

    /// An optional `Int`: the same row, nil when left empty.
    public init(_ keyPath: KeyPath<Root, Int?>, _ title: String, in bounds: ClosedRange<Int>? = nil, _ kind: NumberKind = .stepper) {
        self.init(keyPath, title) { Row.number($0, title, bounds: bounds, kind: kind) }
        isOptional = true
    }

    /// A `Double` property: a decimal row.
    public init(_ keyPath: KeyPath<Root, Double>, _ title: String) {
        self.init(keyPath, title) { Row.decimal($0, title) }
    }

    /// An optional `Double`: the same row, nil when left empty.
    public init(_ keyPath: KeyPath<Root, Double?>, _ title: String) {
        self.init(keyPath, title) { Row.decimal($0, title) }
        isOptional = true
    }

    /// A `Bool` property: a switch (`.check`: a check box).
    public init(_ keyPath: KeyPath<Root, Bool>, _ title: String, _ kind: BoolKind = .switch) {
        self.init(keyPath, title) { kind == .check ? Row.check($0, title) : Row.switch($0, title) }
        empty = false
    }

    /// An enum property: a picker (or `kind`) of its cases, written as their raw values, titled
    /// by `title(case)` (the case's `description` when it has one, else its raw value).
    public init<Choice: CaseIterable & RawRepresentable & Codable>(_ keyPath: KeyPath<Root, Choice>, _ title: String, _ kind: ChoiceKind = .picker,
                                                                  titles: ((Choice) -> String)? = nil) where Choice.RawValue == String {
        self.init(keyPath, title) { Row.choice($0, title, kind: kind, options: Row.cases(of: Choice.self, titles: titles)) }
    }

    /// An optional enum: the same row, nil when no case is chosen.
    public init<Choice: CaseIterable & RawRepresentable & Codable>(_ keyPath: KeyPath<Root, Choice?>, _ title: String, _ kind: ChoiceKind = .picker,
                                                                  titles: ((Choice) -> String)? = nil) where Choice.RawValue == String {
        self.init(keyPath, title) { Row.choice($0, title, kind: kind, options: Row.cases(of: Choice.self, titles: titles)) }
        isOptional = true
    }

    /// A `[String]` property: tokens.
    public init(_ keyPath: KeyPath<Root, [String]>, _ title: String) {
        self.init(keyPath, title) { Row.tokens($0, title) }
        empty = []
    }

    /// A `Codable` struct: a sub-form of its own fields.
    public init<Part: Codable>(_ keyPath: KeyPath<Root, Part>, _ title: String, @FieldBuilder<Part> fields: () -> [Field<Part>]) {
        let parts = fields()
        self.init(keyPath, title) { Row(FormCore.Row(tag: $0, type: .form, title: title)).sections([Section<Part>(rows: RuleHooks.rows(of: parts))]) }
        problem = problem ?? parts.compactMap(\.problem).first
        self.parts = parts.map(\.shape)
        partsBase = KeyPathProbe.emptyValue(Part.self)
    }

    /// An optional `Codable` struct: a sub-form of its own fields, not required; nil when each of
    /// its fields is left empty (or cleared), and empty when the value starts nil.
    public init<Part: Codable>(_ keyPath: KeyPath<Root, Part?>, _ title: String, @FieldBuilder<Part> fields: () -> [Field<Part>]) {
        let parts = fields()
        self.init(keyPath, title) { Row(FormCore.Row(tag: $0, type: .form, title: title)).sections([Section<Part>(rows: RuleHooks.rows(of: parts))]) }
        problem = problem ?? parts.compactMap(\.problem).first
        self.parts = parts.map(\.shape)
        partsBase = KeyPathProbe.emptyValue(Part.self)
        isOptional = true
    }

    /// An array of `Codable` structs: a list whose items are sub-forms of their fields.
    public init<Part: Codable>(_ keyPath: KeyPath<Root, [Part]>, _ title: String, itemTitle: String? = nil,
                               @FieldBuilder<Part> fields: () -> [Field<Part>]) {
        let parts = fields()
        self.init(keyPath, title) { Row(FormCore.Row(tag: $0, type: .list, title: title)).item(title: itemTitle, [Section<Part>(rows: RuleHooks.rows(of: parts))]) }
        problem = problem ?? parts.compactMap(\.problem).first
        self.parts = parts.map(\.shape)
        partsBase = KeyPathProbe.emptyValue(Part.self)
        self.itemTitle = itemTitle
        isList = true
        empty = []
    }
}

extension Field {
    /// A `[String: Codable struct]` property: a keyed list, each item named by its key and a
    /// sub-form of its fields.
    public init<Part: Codable>(_ keyPath: KeyPath<Root, [String: Part]>, _ title: String, itemTitle: String? = nil,
                               @FieldBuilder<Part> fields: () -> [Field<Part>]) {
        let parts = fields()
        self.init(keyPath, title) {
            Row(FormCore.Row(tag: $0, type: .list, title: title)).keyed().item(title: itemTitle, [Section<Part>(rows: RuleHooks.rows(of: parts))])
        }
        problem = problem ?? parts.compactMap(\.problem).first
        self.parts = parts.map(\.shape)
        partsBase = KeyPathProbe.emptyValue(Part.self)
        self.itemTitle = itemTitle
        isList = true
        isKeyed = true
        empty = .object([])
    }
}

extension Row {
    /// A row of the form file's `type` named as `TextKind`'s and `Field`'s cases are.
    static func typed(_ type: String, _ tag: String, _ title: String) -> Row {
        factory(for: type).map { $0(tag, title) } ?? text(tag, title)
    }

    static func number(_ tag: String, _ title: String, bounds: ClosedRange<Int>?, kind: NumberKind) -> Row {
        guard let bounds else { return integer(tag, title) }
        let range = Double(bounds.lowerBound)...Double(bounds.upperBound)
        return kind == .slider ? slider(tag, title, in: range, step: 1) : stepCounter(tag, title, in: range, step: 1)
    }

    static func choice(_ tag: String, _ title: String, kind: ChoiceKind, options: [(title: String, value: JSON)]) -> Row {
        let row: Row
        switch kind {
        case .picker: row = picker(tag, title)
        case .segmented: row = segmentedControl(tag, title)
        case .sheet: row = sheet(tag, title)
        case .pushSelect: row = pushSelect(tag, title)
        case .alert: row = alert(tag, title)
        }
        return row.options(options)
    }

    static func cases<Choice: CaseIterable & RawRepresentable>(of type: Choice.Type, titles: ((Choice) -> String)?) -> [(title: String, value: JSON)]
        where Choice.RawValue == String {
        Choice.allCases.map { choice in
            (title: titles?(choice) ?? (choice as? any CustomStringConvertible)?.description ?? choice.rawValue, value: .string(choice.rawValue))
        }
    }
}

/// Gathers the fields of a `TypedForm`'s section or of a sub-form: one `Field` a line, with `if`
/// and `for`.
@resultBuilder
public enum FieldBuilder<Root: Codable> {
    /// Fields in order.
    public static func buildBlock(_ parts: [Field<Root>]...) -> [Field<Root>] { parts.flatMap { $0 } }
    /// One field.
    public static func buildExpression(_ field: Field<Root>) -> [Field<Root>] { [field] }
    /// Fields made elsewhere.
    public static func buildExpression(_ fields: [Field<Root>]) -> [Field<Root>] { fields }
    /// The fields of an `if` without `else`.
    public static func buildOptional(_ fields: [Field<Root>]?) -> [Field<Root>] { fields ?? [] }
    /// The fields of an `if`'s branch.
    public static func buildEither(first fields: [Field<Root>]) -> [Field<Root>] { fields }
    /// The fields of an `else` branch.
    public static func buildEither(second fields: [Field<Root>]) -> [Field<Root>] { fields }
    /// The fields of a `for` loop.
    public static func buildArray(_ parts: [[Field<Root>]]) -> [Field<Root>] { parts.flatMap { $0 } }
}

/// Gathers a `TypedForm`'s sections: one `Section` a line.
@resultBuilder
public enum TypedSectionBuilder<Root: Codable> {
    /// Sections in order.
    public static func buildBlock(_ parts: [Section<Root>]...) -> [Section<Root>] { parts.flatMap { $0 } }
    /// One section.
    public static func buildExpression(_ section: Section<Root>) -> [Section<Root>] { [section] }
    /// The sections of an `if` without `else`.
    public static func buildOptional(_ sections: [Section<Root>]?) -> [Section<Root>] { sections ?? [] }
    /// The sections of an `if`'s branch.
    public static func buildEither(first sections: [Section<Root>]) -> [Section<Root>] { sections }
    /// The sections of an `else` branch.
    public static func buildEither(second sections: [Section<Root>]) -> [Section<Root>] { sections }
}

extension Section where Root: Codable {
    /// A section of a `TypedForm`: a title (none when nil), a footer under it, and its fields.
    public init(_ title: String? = nil, footer: String? = nil, @FieldBuilder<Root> fields: () -> [Field<Root>]) {
        let fields = fields()
        self.init(title, footer: footer, tag: nil, rows: fields.map(\.row))
        self.fields = fields
    }

    init(rows: [Row]) {
        self.init(nil, footer: nil, tag: nil, rows: rows)
    }
}

/// What a field's answer is like, to read the answers back into the value: an empty answer is
/// the field's empty value (`""`, `[]`, `false`), `nil` for an optional, and the same for the
/// fields of sub-forms and list items.
struct AnswerShape: Sendable {
    let tag: String
    let title: String
    let itemTitle: String?
    let empty: JSON
    let isOptional: Bool
    let parts: [AnswerShape]
    let isList: Bool
    let isKeyed: Bool
    let dateKind: DateKind?
    let partsBase: JSON

    /// The form's value of this field for `value`, the property as `JSONEncoding` writes it: a
    /// date as its row writes it (`2026-12-05`), the same for the fields of sub-forms and items.
    func formValue(_ value: JSON) -> JSON {
        if let dateKind, case .string(let full) = value { return .string(dateKind.text(full)) }
        guard !parts.isEmpty else { return value }
        switch value {
        case .array(let items) where isList: return .array(items.map { AnswerShape.formObject($0, parts: parts) })
        case .object(let items) where isKeyed: return .object(items.map { (key: $0.key, value: AnswerShape.formObject($0.value, parts: parts)) })
        case .object where !isList: return AnswerShape.formObject(value, parts: parts)
        default: return value
        }
    }

    /// `formValue` of each of `parts` in an object of them; the members no part asks are left out
    /// (the form has no row for them; `normalized` gives them back).
    static func formObject(_ value: JSON, parts: [AnswerShape]) -> JSON {
        guard case .object(let members) = value else { return value }
        return .object(members.compactMap { member in
            parts.first { $0.tag == member.key }.map { (key: member.key, value: $0.formValue(member.value)) }
        })
    }

    /// The answer of an item or a sub-form over `base`: its members, then those of `base` it has not.
    static func merged(_ answer: JSON, over base: JSON) -> JSON {
        guard case .object(var members) = answer, case .object(let kept) = base else { return answer }
        for member in kept where !members.contains(where: { $0.key == member.key }) { members.append(member) }
        return .object(members)
    }

    /// `answer` (nil when not answered) made decodable.
    func normalized(_ answer: JSON?) -> JSON {
        var answer = answer ?? .null
        if answer == .null || (isOptional && answer == .string("")) { return isOptional ? .null : empty }
        guard !parts.isEmpty else { return answer }
        if isOptional, !isList, isLeftEmpty(answer) { return .null }
        if isKeyed, case .object(let items) = answer {
            answer = .object(items.map { (key: $0.key, value: AnswerShape.object(AnswerShape.merged($0.value, over: partsBase), parts: parts)) })
        } else if isList, case .array(let items) = answer {
            answer = .array(items.map { AnswerShape.object(AnswerShape.merged($0, over: partsBase), parts: parts) })
        } else if !isList {
            answer = AnswerShape.object(AnswerShape.merged(answer, over: partsBase), parts: parts)
        }
        return answer
    }

    /// Whether the answer of an optional sub-form has each of its fields empty: no answer, or
    /// the field's empty one (an optional sub-form inside counted empty the same way).
    private func isLeftEmpty(_ answer: JSON) -> Bool {
        guard case .object(let members) = answer else { return false }
        return parts.allSatisfy { part in
            guard let given = members.first(where: { $0.key == part.tag })?.value else { return true }
            return part.normalized(given) == part.normalized(nil)
        }
    }

    /// Where `path` (below this field's answer) is, in words: `Variables 2 › Key`.
    func words(_ path: ArraySlice<String>) -> String {
        guard let step = path.first else { return title }
        if isKeyed {
            let item = "\(itemTitle ?? title) \(JSON.string(step))"
            guard let next = path.dropFirst().first, let part = parts.first(where: { $0.tag == next }) else { return item }
            return item + " › " + part.words(path.dropFirst(2))
        }
        if isList, let index = Int(step) {
            let item = "\(itemTitle ?? title) \(index + 1)"
            guard let next = path.dropFirst().first, let part = parts.first(where: { $0.tag == next }) else { return item }
            return item + " › " + part.words(path.dropFirst(2))
        }
        guard let part = parts.first(where: { $0.tag == step }) else { return title }
        return title + " › " + part.words(path.dropFirst())
    }

    /// An object of answers with each of `parts` normalized (members no part names kept).
    static func object(_ value: JSON, parts: [AnswerShape]) -> JSON {
        var members: [(key: String, value: JSON)] = []
        if case .object(let given) = value { members = given }
        for part in parts {
            let answer = part.normalized(members.first { $0.key == part.tag }?.value)
            members.removeAll { $0.key == part.tag }
            if answer != .null || part.isOptional { members.append((part.tag, answer)) }
        }
        return .object(members)
    }
}
