import FormJSON

/// One row of a section: the model of a cell, as the form file declares it.
///
/// What nearly every row has is stored in the struct; the keys few rows use (validators, bounds,
/// style, expression conditions…) live in one shared, copy-on-write `RowExtras` box, so that a
/// typical row takes about 100 bytes. Every property reads and writes as a plain stored one.
package struct Row: Sendable {
    package enum Action: String, CaseIterable, Equatable, Sendable { case submit, cancel, reset }

    package var tag: String
    package var title: String
    package var placeholder: String?
    /// The initial value, typed as the row's output type (`.null` when none).
    package var value: Value = .null
    package var type: RowType
    /// The conditions given as `true`/`false`; an expression's text is in `extras`.
    var conditionSlots = PerConditionKind(ConditionSlot.never)
    /// The row says `"disabled": false`: it stays editable in a disabled form or section (GSForm's
    /// white list), which a `disabled` not given at all does not.
    package var keepsEnabled = false
    package var options: [Option] = []
    /// Where the row's object starts in the form file.
    package var location: SourceLocation = .unknown
    /// The rarely used keys; nil while all of them have their defaults.
    private(set) var extras: RowExtras?

    package init(tag: String, type: RowType, title: String = "") {
        self.tag = tag
        self.type = type
        self.title = title
    }

    /// The output key path.
    package var outputKey: String { key ?? tag }

    /// The output key path as its keys: `keyPath` when given (a JSON Schema's property names,
    /// which may hold dots), else `outputKey` split at its dots.
    package var outputPath: [String] {
        keyPath ?? outputKey.dottedParts(omittingEmpty: false)
    }

    // MARK: Conditions

    package var required: Condition {
        get { condition(.required) }
        set { setCondition(newValue, .required) }
    }

    package var hidden: Condition {
        get { condition(.hidden) }
        set { setCondition(newValue, .hidden) }
    }

    package var disabled: Condition {
        get { condition(.disabled) }
        set { setCondition(newValue, .disabled) }
    }

    /// The condition of that kind (`hidden`, `disabled` or `required`).
    func condition(_ kind: ConditionKind) -> Condition {
        switch conditionSlots[kind] {
        case .never: return .never
        case .always: return .always
        case .expression: return extras?.conditions[kind] ?? .never
        }
    }

    /// A constant goes into `conditionSlots` (and clears an expression the box held); an
    /// expression into the box.
    private mutating func setCondition(_ condition: Condition, _ kind: ConditionKind) {
        switch condition {
        case .constant(let value):
            conditionSlots[kind] = value ? .always : .never
            if let extras, extras.conditions[kind] != .never { uniqueExtras().conditions[kind] = .never }
        case .expression:
            conditionSlots[kind] = .expression
            uniqueExtras().conditions[kind] = condition
        }
    }

    // MARK: Rarely used keys

    package var disabledMessage: String? {
        get { extras?.disabledMessage }
        set { setExtra(\.disabledMessage, newValue) }
    }

    /// A line of help (`hint`): shown under the focused row, in F1 help and in plain mode's
    /// prompt, and with a failed format check (`CheckMessage.withHint`).
    package var hint: String? {
        get { extras?.hint }
        set { setExtra(\.hint, newValue) }
    }

    package var validators: [ValidatorSpec] {
        get { extras?.validators ?? [] }
        set { setExtra(\.validators, newValue) }
    }

    package var maxLength: Int? {
        get { extras?.maxLength }
        set { setExtra(\.maxLength, newValue) }
    }

    package var unit: String? {
        get { extras?.unit }
        set { setExtra(\.unit, newValue) }
    }

    /// Display-only transformer: `thousands`, `percent`, `upper`, `lower`, `mask`.
    package var format: RowFormat? {
        get { extras?.format }
        set { setExtra(\.format, newValue) }
    }

    package var height: Int? {
        get { extras?.height }
        set { setExtra(\.height, newValue) }
    }

    /// Output key path (dots nest); the tag when nil.
    package var key: String? {
        get { extras?.key }
        set { setExtra(\.key, newValue) }
    }

    package var min: Value? {
        get { extras?.min }
        set { setExtra(\.min, newValue) }
    }

    package var max: Value? {
        get { extras?.max }
        set { setExtra(\.max, newValue) }
    }

    package var step: Double? {
        get { extras?.step }
        set { setExtra(\.step, newValue) }
    }

    package var action: Action? {
        get { extras?.action }
        set { setExtra(\.action, newValue) }
    }

    package var style: Style? {
        get { extras?.style }
        set { setExtra(\.style, newValue) }
    }

    /// `tokens`: the fewest items.
    package var minItems: Int? {
        get { extras?.minItems }
        set { setExtra(\.minItems, newValue) }
    }

    /// `tokens`: the most items.
    package var maxItems: Int? {
        get { extras?.maxItems }
        set { setExtra(\.maxItems, newValue) }
    }

    /// A `custom` row: the name its kind is registered by (`CustomRowTypes`), as the form file's
    /// `type` gave it.
    package var customKind: String? {
        get { extras?.customKind }
        set { setExtra(\.customKind, newValue) }
    }

    /// `tokens`: a regular expression every item must match in full.
    package var pattern: String? {
        get { extras?.pattern }
        set { setExtra(\.pattern, newValue) }
    }

    /// `file`: the path must name an existing file.
    package var mustExist: Bool {
        get { extras?.mustExist ?? false }
        set { setExtra(\.mustExist, newValue) }
    }

    /// `file`: the extensions allowed, in lower case without a dot (`["json", "yaml"]`); empty
    /// allows any.
    package var extensions: [String] {
        get { extras?.extensions ?? [] }
        set { setExtra(\.extensions, newValue) }
    }

    /// The output key path given as keys (JSON Schema forms); nil for the dotted `outputKey`.
    package var keyPath: [String]? {
        get { extras?.keyPath }
        set { setExtra(\.keyPath, newValue) }
    }

    /// How the value is written into the output (`form` and `list` rows: always their tree).
    package var encoding: ValueEncoding {
        get { type.isSubForm ? .tree : extras?.encoding ?? .asIs }
        set { setExtra(\.encoding, newValue) }
    }

    /// `form`: the form it opens; `list`: the form of each item (`SubForm`).
    package var subForm: SubForm? {
        get { extras?.subForm }
        set { setExtra(\.subForm, newValue) }
    }

    /// Writes one field of the box; a default value written to a row without a box allocates none.
    private mutating func setExtra<T: Equatable>(_ field: ReferenceWritableKeyPath<RowExtras, T>, _ value: T) {
        if extras == nil && value == RowExtras.defaults[keyPath: field] { return }
        uniqueExtras()[keyPath: field] = value
    }

    /// The box, made first or copied when another row shares it (copy on write).
    private mutating func uniqueExtras() -> RowExtras {
        if !isKnownUniquelyReferenced(&extras) {
            extras = extras?.copy() ?? RowExtras()
        }
        // Just made or checked above: never nil here.
        return extras ?? RowExtras()
    }
}

extension Row: Equatable {
    /// Rows are equal when every property is: a row without a box equals one whose box holds
    /// only defaults.
    package static func == (a: Row, b: Row) -> Bool {
        a.tag == b.tag && a.type == b.type && a.title == b.title && a.value == b.value
            && a.placeholder == b.placeholder && a.conditionSlots == b.conditionSlots && a.keepsEnabled == b.keepsEnabled
            && a.options == b.options && a.location == b.location
            && (a.extras === b.extras || (a.extras ?? RowExtras.defaults) == (b.extras ?? RowExtras.defaults))
    }
}
