/// The modifiers, one a key of the form file's rows, named as the file names it. Each returns
/// the row changed; the form file's rules (which keys a type takes, what a value must be) are
/// checked when the form is read, with the tag in the message.
extension Row {
    /// `required`: the row must have a value to submit (`true` unless given).
    public func required(_ on: Bool = true) -> Row { with("required", .bool(on)) }
    /// `required` while a condition holds (`"$newsletter"`).
    public func required(_ condition: String) -> Row { with("required", .string(condition)) }
    /// `hidden`: not shown, not checked, not in the answers (`true` unless given).
    public func hidden(_ on: Bool = true) -> Row { with("hidden", .bool(on)) }
    /// `hidden` while a condition holds (`"!$newsletter"`).
    public func hidden(_ condition: String) -> Row { with("hidden", .string(condition)) }
    /// `disabled`: shown but not editable (`true` unless given; `false` keeps it editable in a
    /// disabled section or form).
    public func disabled(_ on: Bool = true) -> Row { with("disabled", .bool(on)) }
    /// `disabled` while a condition holds.
    public func disabled(_ condition: String) -> Row { with("disabled", .string(condition)) }
    /// `disabledMessage`: said when the person tries to change the row while it is disabled.
    public func disabledMessage(_ text: String) -> Row { with("disabledMessage", .string(text)) }
    /// `value`: the starting value, typed as the row's output.
    public func value(_ value: JSON) -> Row { with("value", value) }
    /// `placeholder`: shown dimmed while the value is empty.
    public func placeholder(_ text: String) -> Row { with("placeholder", .string(text)) }
    /// A line of help shown under the row while it has the focus, in F1 help and in plain mode's
    /// prompt; a failed format check repeats it (`hint`).
    public func hint(_ text: String) -> Row { with("hint", .string(text)) }
    /// `options`: the choices, each its own title and value.
    public func options(_ options: [String]) -> Row {
        options.isEmpty ? self : with("options", .array(options.map(JSON.string)))
    }
    /// `options`: the choices, each a title shown and a value written.
    public func options(_ options: [(title: String, value: JSON)]) -> Row {
        with("options", .array(options.map { ["title": .string($0.title), "value": $0.value] }))
    }
    /// `min`: the least number, or the earliest date or time (`"1900-01-01"`, `"today"`).
    public func min(_ bound: JSON) -> Row { with("min", bound) }
    /// `max`: the greatest number (the most stars of a `rating`), or the latest date or time.
    public func max(_ bound: JSON) -> Row { with("max", bound) }
    /// `min` and `max` at once.
    public func `in`(_ bounds: ClosedRange<Double>) -> Row { min(Row.number(bounds.lowerBound)).max(Row.number(bounds.upperBound)) }
    /// `step`: how much ←/→ change a `stepCounter` or `slider`.
    public func step(_ step: Double) -> Row { with("step", Row.number(step)) }
    /// `unit`: shown after the value (`18 years`).
    public func unit(_ text: String) -> Row { with("unit", .string(text)) }
    /// `key`: the output key path; dots nest (`"user.email"`).
    public func key(_ path: String) -> Row { with("key", .string(path)) }
    /// `maxLength`: characters beyond it are refused.
    public func maxLength(_ count: Int) -> Row { with("maxLength", .integer(Int64(count))) }
    /// `format`: how the value is shown (display only).
    public func format(_ format: Format) -> Row { with("format", .string(format.rawValue)) }
    /// `height`: lines of a `textView` or `longInfo`.
    public func height(_ lines: Int) -> Row { with("height", .integer(Int64(lines))) }
    /// `action`: what a `pushButton` does.
    public func action(_ action: Action) -> Row { with("action", .string(action.rawValue)) }
    /// `style`: the row's style words (`"bold cyan"`) for its title, value, focus and error.
    public func style(title: String? = nil, value: String? = nil, focus: String? = nil, error: String? = nil) -> Row {
        with("style", Style.json(title: title, value: value, focus: focus, error: error))
    }
    /// `minItems`: the fewest words of `tokens`, the fewest items of a `list`.
    public func minItems(_ count: Int) -> Row { with("minItems", .integer(Int64(count))) }
    /// `maxItems`: the most words of `tokens`, the most items of a `list`.
    public func maxItems(_ count: Int) -> Row { with("maxItems", .integer(Int64(count))) }
    /// `pattern`: a regular expression every word of `tokens` must match in full.
    public func pattern(_ regex: String) -> Row { with("pattern", .string(regex)) }
    /// `mustExist`: a `file` row's path must name an existing file.
    public func mustExist(_ on: Bool = true) -> Row { with("mustExist", .bool(on)) }
    /// `extensions`: the file extensions a `file` row takes (`["json", "yaml"]`).
    public func extensions(_ list: [String]) -> Row { with("extensions", .array(list.map(JSON.string))) }
    /// `keyed`: a `list` row's value is an object keyed by a name typed when an item is added.
    public func keyed(_ on: Bool = true) -> Row { with("keyed", .bool(on)) }

    /// `validators`: one more check of the form file's kinds, with its message (a default one when nil).
    public func validate(_ validator: Validator, message: String? = nil) -> Row {
        var object = validator.members
        if let message { object.append(("message", .string(message))) }
        let list = members.first { $0.key == "validators" }?.value
        guard case .array(let earlier)? = list else { return with("validators", .array([.object(object)])) }
        return with("validators", .array(earlier + [.object(object)]))
    }

    /// `sections`: the form a `form` row opens.
    func sections<R>(_ sections: [Section<R>]) -> Row {
        var row = with("sections", .array(sections.map(\.json)))
        row.subRows += sections.flatMap(\.rows)
        return row
    }

    /// `item`: the form of each item of a `list` row.
    func item<R>(title: String?, _ sections: [Section<R>]) -> Row {
        var object: [(key: String, value: JSON)] = []
        if let title { object.append(("title", .string(title))) }
        object.append(("sections", .array(sections.map(\.json))))
        var row = with("item", .object(object))
        row.subRows += sections.flatMap(\.rows)
        return row
    }

    /// A number as JSON: whole numbers stay whole (`18`, not `18.0`).
    static func number(_ value: Double) -> JSON {
        value.rounded() == value && Swift.abs(value) < 9.0e15 ? .integer(Int64(value)) : .number(value)
    }

    /// What a `pushButton` does (`action`).
    public enum Action: String, CaseIterable, Sendable {
        /// Submits the form.
        case submit
        /// Cancels the form.
        case cancel
        /// Puts every row back to its starting value.
        case reset
    }

    /// How a value is shown (`format`); the value itself is unchanged.
    public enum Format: String, CaseIterable, Sendable {
        /// Digits grouped by commas (`1,234,567.5`).
        case thousands
        /// `%` after a non-empty value.
        case percent
        /// Upper case.
        case upper
        /// Lower case.
        case lower
        /// One `•` a character.
        case mask
    }
}

/// The `style` object of a form, section or row.
enum Style {
    static func json(title: String?, value: String?, focus: String?, error: String?) -> JSON {
        let parts: [(String, String?)] = [("title", title), ("value", value), ("focus", focus), ("error", error)]
        return .object(parts.compactMap { key, words in words.map { (key: key, value: JSON.string($0)) } })
    }
}
