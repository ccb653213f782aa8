/// A titled group of rows, as a section of the form file (`Section("Account", footer: …) { rows }`).
/// Modifiers are named after the section's keys. `Root` is `Untyped` in a tag-based `Form`, and the
/// bound type in a `TypedForm` (whose sections hold `Field`s: `Section("Service") { Field(\.name, "Name") }`).
public struct Section<Root>: Sendable {
    /// The section's keys other than `rows`, in the form file's words.
    var members: [(key: String, value: JSON)] = []
    /// The rows, in order.
    var rows: [Row]
    /// In a `TypedForm`: what the rows' properties are (`Field<Root>`s, kept untyped here so that a
    /// tag-based section has none).
    var fields: [any Sendable] = []

    /// A section with a title (none when nil), a footer under it, and an optional tag (one is
    /// derived from its position when nil, as in a form file).
    init(_ title: String?, footer: String?, tag: String?, rows: [Row]) {
        self.rows = rows
        if let tag { members.append(("tag", .string(tag))) }
        if let title { members.append(("title", .string(title))) }
        if let footer { members.append(("footer", .string(footer))) }
    }

    private func with(_ key: String, _ value: JSON) -> Section<Root> {
        var section = self
        section.members.removeAll { $0.key == key }
        section.members.append((key, value))
        return section
    }

    /// `hidden`: the whole section is hidden (`true` unless given).
    public func hidden(_ on: Bool = true) -> Section<Root> { with("hidden", .bool(on)) }
    /// `hidden` while a condition holds.
    public func hidden(_ condition: String) -> Section<Root> { with("hidden", .string(condition)) }
    /// `disabled`: no row of it is editable (`true` unless given).
    public func disabled(_ on: Bool = true) -> Section<Root> { with("disabled", .bool(on)) }
    /// `disabled` while a condition holds.
    public func disabled(_ condition: String) -> Section<Root> { with("disabled", .string(condition)) }
    /// `required`: every row of it is required (`true` unless given).
    public func required(_ on: Bool = true) -> Section<Root> { with("required", .bool(on)) }
    /// `required` while a condition holds.
    public func required(_ condition: String) -> Section<Root> { with("required", .string(condition)) }
    /// `deletable`: Ctrl-D deletes the focused row after a confirmation.
    public func deletable(_ on: Bool = true) -> Section<Root> { with("deletable", .bool(on)) }
    /// `style`: the style words of the section's rows (a row's own style outranks it).
    public func style(title: String? = nil, value: String? = nil, focus: String? = nil, error: String? = nil) -> Section<Root> {
        with("style", Style.json(title: title, value: value, focus: focus, error: error))
    }

    /// The section as an object of the form file.
    var json: JSON { .object(members + [("rows", .array(rows.map(\.json)))]) }
}

/// The root of the sections of a tag-based `Form`, whose rows are named by tags.
public enum Untyped: Sendable {}

extension Section where Root == Untyped {
    /// A section with a title (none when nil), a footer under it, and an optional tag (one is
    /// derived from its position when nil, as in a form file).
    public init(_ title: String? = nil, footer: String? = nil, tag: String? = nil, @RowBuilder rows: () -> [Row]) {
        self.init(title, footer: footer, tag: tag, rows: rows())
    }
}

extension Section {
    /// The same section in a tag-based form (the rows a `TypedForm`'s fields made).
    func untyped(rows: [Row]) -> Section<Untyped> {
        var section = Section<Untyped>(nil, footer: nil, tag: nil, rows: rows)
        section.members = members
        return section
    }
}
