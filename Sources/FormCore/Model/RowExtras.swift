/// One value for each condition kind of a row.
struct PerConditionKind<Value: Equatable & Sendable>: Equatable, Sendable {
    private var hidden: Value
    private var disabled: Value
    private var required: Value

    init(_ value: Value) {
        hidden = value
        disabled = value
        required = value
    }

    subscript(kind: ConditionKind) -> Value {
        get {
            switch kind {
            case .hidden: return hidden
            case .disabled: return disabled
            case .required: return required
            }
        }
        set {
            switch kind {
            case .hidden: hidden = newValue
            case .disabled: disabled = newValue
            case .required: required = newValue
            }
        }
    }
}

/// Where a row's condition of one kind stands: `false`, `true`, or an expression (in `RowExtras`).
enum ConditionSlot: UInt8, Sendable {
    case never, always, expression
}

/// The keys of a row that few rows use, boxed so that `Row` stays small.
///
/// `Row` shares a box between copies and copies it before a write when it is shared, so a box is
/// never changed while another row can see it (hence `@unchecked Sendable`).
final class RowExtras: Equatable, @unchecked Sendable {
    /// The expression conditions (`.never` for the kinds given as constants).
    var conditions = PerConditionKind(Condition.never)
    var disabledMessage: String?
    var hint: String?
    var validators: [ValidatorSpec] = []
    var maxLength: Int?
    var unit: String?
    var format: RowFormat?
    var height: Int?
    var key: String?
    var min: Value?
    var max: Value?
    var step: Double?
    var action: Row.Action?
    var style: Style?
    var minItems: Int?
    var maxItems: Int?
    var pattern: String?
    var mustExist = false
    var extensions: [String] = []
    var keyPath: [String]?
    var encoding: ValueEncoding = .asIs
    var subForm: SubForm?
    var customKind: String?

    /// A box holding only defaults (never written).
    static let defaults = RowExtras()

    init() {}

    func copy() -> RowExtras {
        let copy = RowExtras()
        copy.conditions = conditions
        copy.disabledMessage = disabledMessage
        copy.hint = hint
        copy.validators = validators
        copy.maxLength = maxLength
        copy.unit = unit
        copy.format = format
        copy.height = height
        copy.key = key
        copy.min = min
        copy.max = max
        copy.step = step
        copy.action = action
        copy.style = style
        copy.minItems = minItems
        copy.maxItems = maxItems
        copy.pattern = pattern
        copy.mustExist = mustExist
        copy.extensions = extensions
        copy.keyPath = keyPath
        copy.encoding = encoding
        copy.subForm = subForm
        copy.customKind = customKind
        return copy
    }

    static func == (a: RowExtras, b: RowExtras) -> Bool {
        a.conditions == b.conditions && a.disabledMessage == b.disabledMessage && a.hint == b.hint
            && a.validators == b.validators
            && a.maxLength == b.maxLength && a.unit == b.unit && a.format == b.format && a.height == b.height
            && a.key == b.key && a.min == b.min && a.max == b.max && a.step == b.step && a.action == b.action
            && a.style == b.style && a.minItems == b.minItems && a.maxItems == b.maxItems && a.pattern == b.pattern
            && a.mustExist == b.mustExist && a.extensions == b.extensions && a.keyPath == b.keyPath
            && a.encoding == b.encoding && a.subForm == b.subForm && a.customKind == b.customKind
    }
}
