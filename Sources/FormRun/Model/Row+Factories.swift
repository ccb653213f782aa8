import FormCore

/// The row factories, one a row type of the form file, named as the file names it. `value:` is
/// the starting value, typed as the row's output (`"Ada"`, `18`, `true`, `["Swift"]`).
extension Row {
    /// A row of `type` with no other key.
    static func make(_ type: RowType, _ tag: String, _ title: String, value: JSON?) -> Row {
        let row = Row(FormCore.Row(tag: tag, type: type, title: title))
        return value.map { row.value($0) } ?? row
    }

    /// A one-line text field.
    public static func text(_ tag: String, _ title: String = "", value: JSON? = nil) -> Row { make(.text, tag, title, value: value) }
    /// A person's name.
    public static func name(_ tag: String, _ title: String = "", value: JSON? = nil) -> Row { make(.name, tag, title, value: value) }
    /// An email address, checked as one.
    public static func email(_ tag: String, _ title: String = "", value: JSON? = nil) -> Row { make(.email, tag, title, value: value) }
    /// A number with a fraction.
    public static func decimal(_ tag: String, _ title: String = "", value: JSON? = nil) -> Row { make(.decimal, tag, title, value: value) }
    /// A whole number.
    public static func integer(_ tag: String, _ title: String = "", value: JSON? = nil) -> Row { make(.integer, tag, title, value: value) }
    /// A secret text, always shown masked.
    public static func password(_ tag: String, _ title: String = "", value: JSON? = nil) -> Row { make(.password, tag, title, value: value) }
    /// A phone number, checked as one.
    public static func phone(_ tag: String, _ title: String = "", value: JSON? = nil) -> Row { make(.phone, tag, title, value: value) }
    /// A URL, checked as one.
    public static func url(_ tag: String, _ title: String = "", value: JSON? = nil) -> Row { make(.url, tag, title, value: value) }
    /// A text of several lines.
    public static func textView(_ tag: String, _ title: String = "", value: JSON? = nil) -> Row { make(.textView, tag, title, value: value) }
    /// Read-only text on one line.
    public static func info(_ tag: String, _ title: String = "", value: JSON? = nil) -> Row { make(.info, tag, title, value: value) }
    /// Read-only text wrapped to several lines.
    public static func longInfo(_ tag: String, _ title: String = "", value: JSON? = nil) -> Row { make(.longInfo, tag, title, value: value) }

    /// One option, cycled in place.
    public static func picker(_ tag: String, _ title: String = "", options: [String] = [], value: JSON? = nil) -> Row {
        make(.picker, tag, title, value: value).options(options)
    }
    /// One option, all shown on the row.
    public static func segmentedControl(_ tag: String, _ title: String = "", options: [String] = [], value: JSON? = nil) -> Row {
        make(.segmentedControl, tag, title, value: value).options(options)
    }
    /// One option from a pop-up list.
    public static func sheet(_ tag: String, _ title: String = "", options: [String] = [], value: JSON? = nil) -> Row {
        make(.sheet, tag, title, value: value).options(options)
    }
    /// One option from a pop-up list, as an alert.
    public static func alert(_ tag: String, _ title: String = "", options: [String] = [], value: JSON? = nil) -> Row {
        make(.alert, tag, title, value: value).options(options)
    }
    /// One option from a full-screen list with type-to-filter.
    public static func pushSelect(_ tag: String, _ title: String = "", options: [String] = [], value: JSON? = nil) -> Row {
        make(.pushSelect, tag, title, value: value).options(options)
    }
    /// Several options from a full-screen list.
    public static func multipleSelect(_ tag: String, _ title: String = "", options: [String] = [], value: JSON? = nil) -> Row {
        make(.multipleSelect, tag, title, value: value).options(options)
    }
    /// A button that submits, cancels or resets the form.
    public static func pushButton(_ tag: String, _ title: String = "", action: Action? = nil) -> Row {
        let row = make(.pushButton, tag, title, value: nil)
        return action.map { row.action($0) } ?? row
    }

    /// A date (`YYYY-MM-DD`) in a pop-up editor.
    public static func date(_ tag: String, _ title: String = "", value: JSON? = nil) -> Row { make(.date, tag, title, value: value) }
    /// A time (`HH:MM`) in a pop-up editor.
    public static func time(_ tag: String, _ title: String = "", value: JSON? = nil) -> Row { make(.time, tag, title, value: value) }
    /// A date and time in a pop-up editor.
    public static func dateTime(_ tag: String, _ title: String = "", value: JSON? = nil) -> Row { make(.dateTime, tag, title, value: value) }
    /// A duration in seconds in a pop-up editor.
    public static func countDownTimer(_ tag: String, _ title: String = "", value: JSON? = nil) -> Row {
        make(.countDownTimer, tag, title, value: value)
    }
    /// A date edited in lines under the row (a month grid).
    public static func dateInline(_ tag: String, _ title: String = "", value: JSON? = nil) -> Row { make(.dateInline, tag, title, value: value) }
    /// A time edited in lines under the row.
    public static func timeInline(_ tag: String, _ title: String = "", value: JSON? = nil) -> Row { make(.timeInline, tag, title, value: value) }
    /// A date and time edited in lines under the row.
    public static func dateTimeInline(_ tag: String, _ title: String = "", value: JSON? = nil) -> Row {
        make(.dateTimeInline, tag, title, value: value)
    }
    /// A duration edited in lines under the row.
    public static func countDownTimerInline(_ tag: String, _ title: String = "", value: JSON? = nil) -> Row {
        make(.countDownTimerInline, tag, title, value: value)
    }

    /// On or off (written `true`/`false`).
    public static func `switch`(_ tag: String, _ title: String = "", value: Bool? = nil) -> Row {
        make(.switch, tag, title, value: value.map(JSON.bool))
    }
    /// A check box (written `true`/`false`).
    public static func check(_ tag: String, _ title: String = "", value: Bool? = nil) -> Row {
        make(.check, tag, title, value: value.map(JSON.bool))
    }
    /// A number stepped with ←/→ within `bounds`.
    public static func stepCounter(_ tag: String, _ title: String = "", value: JSON? = nil, in bounds: ClosedRange<Double>? = nil,
                                   step: Double? = nil) -> Row {
        stepper(.stepCounter, tag, title, value: value, bounds: bounds, step: step)
    }
    /// A number on a slider within `bounds`.
    public static func slider(_ tag: String, _ title: String = "", value: JSON? = nil, in bounds: ClosedRange<Double>? = nil,
                              step: Double? = nil) -> Row {
        stepper(.slider, tag, title, value: value, bounds: bounds, step: step)
    }
    private static func stepper(_ type: RowType, _ tag: String, _ title: String, value: JSON?, bounds: ClosedRange<Double>?,
                                step: Double?) -> Row {
        var row = make(type, tag, title, value: value)
        if let bounds { row = row.in(bounds) }
        if let step { row = row.step(step) }
        return row
    }
    /// Stars, from none to `max` (5 unless given).
    public static func rating(_ tag: String, _ title: String = "", value: JSON? = nil) -> Row { make(.rating, tag, title, value: value) }
    /// A list of short words typed one by one.
    public static func tokens(_ tag: String, _ title: String = "", value: JSON? = nil) -> Row { make(.tokens, tag, title, value: value) }
    /// A file path, completed from the disk.
    public static func file(_ tag: String, _ title: String = "", value: JSON? = nil) -> Row { make(.file, tag, title, value: value) }
    /// A colour (`#rrggbb` or a name).
    public static func color(_ tag: String, _ title: String = "", value: JSON? = nil) -> Row { make(.color, tag, title, value: value) }
    /// A length of time: typed `90m`, `1h30m`, `1:30:00` or `PT1H30M`, drawn `1 h 30 min`, written
    /// `PT1H30M` once edited; `min`, `max` and `step` in any of those spellings (one that is none is
    /// thrown by `Form.check()` and by every run).
    public static func duration(_ tag: String, _ title: String = "", value: String? = nil, min: String? = nil,
                                max: String? = nil, step: String? = nil) -> Row {
        var row = make(.duration, tag, title, value: value.map(JSON.string))
        if let min { row = row.min(.string(min)) }
        if let max { row = row.max(.string(max)) }
        if let step { row = row.with("step", .string(step)) }
        return row
    }

    /// A row that opens a form of its own; its answers are one JSON object.
    public static func form(_ tag: String, _ title: String = "", @SectionBuilder _ sections: () -> [Section<Untyped>]) -> Row {
        make(.form, tag, title, value: nil).sections(sections())
    }
    /// A row holding a list of items, each filled in with the form `item` (an array of objects, or
    /// with `keyed` an object keyed by a name typed when the item is added).
    public static func list(_ tag: String, _ title: String = "", keyed: Bool = false, itemTitle: String? = nil,
                            @SectionBuilder item: () -> [Section<Untyped>]) -> Row {
        let row = make(.list, tag, title, value: nil).item(title: itemTitle, item())
        return keyed ? row.keyed() : row
    }

    /// The options of a choice row made by `factory(for:)` (a choice row needs some).
    private static let sample = ["One", "Two"]

    /// The factory of each row type, taking a tag and a title: the switch has no `default`, so a
    /// new row type does not compile until it has its factory.
    public static func factory(for type: String) -> ((String, String) -> Row)? {
        guard let type = RowType(rawValue: type) else { return nil }
        switch type {
        case .text: return { text($0, $1) }
        case .name: return { name($0, $1) }
        case .email: return { email($0, $1) }
        case .decimal: return { decimal($0, $1) }
        case .integer: return { integer($0, $1) }
        case .password: return { password($0, $1) }
        case .phone: return { phone($0, $1) }
        case .url: return { url($0, $1) }
        case .textView: return { textView($0, $1) }
        case .info: return { info($0, $1) }
        case .longInfo: return { longInfo($0, $1) }
        case .picker: return { picker($0, $1, options: sample) }
        case .segmentedControl: return { segmentedControl($0, $1, options: sample) }
        case .sheet: return { sheet($0, $1, options: sample) }
        case .alert: return { alert($0, $1, options: sample) }
        case .pushSelect: return { pushSelect($0, $1, options: sample) }
        case .multipleSelect: return { multipleSelect($0, $1, options: sample) }
        case .pushButton: return { pushButton($0, $1) }
        case .date: return { date($0, $1) }
        case .time: return { time($0, $1) }
        case .dateTime: return { dateTime($0, $1) }
        case .countDownTimer: return { countDownTimer($0, $1) }
        case .dateInline: return { dateInline($0, $1) }
        case .timeInline: return { timeInline($0, $1) }
        case .dateTimeInline: return { dateTimeInline($0, $1) }
        case .countDownTimerInline: return { countDownTimerInline($0, $1) }
        case .switch: return { `switch`($0, $1) }
        case .check: return { check($0, $1) }
        case .stepCounter: return { stepCounter($0, $1) }
        case .slider: return { slider($0, $1) }
        case .rating: return { rating($0, $1) }
        case .tokens: return { tokens($0, $1) }
        case .file: return { file($0, $1) }
        case .color: return { color($0, $1) }
        case .duration: return { duration($0, $1) }
        case .form: return { tag, title in form(tag, title) { Section { Row.text("field") } } }
        case .list: return { tag, title in list(tag, title) { Section { Row.text("field") } } }
        case .custom: return nil  // a custom row needs its kind: `Row.custom(_:_:kind:)`
        case .typeSwitch: return nil  // read from a JSON Schema only
        }
    }
}
