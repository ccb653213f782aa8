import FormJSON

/// The keys a row object may have (FORMAT.md §1). Which row types take which keys is said by
/// each type's unit (`RowType.swift`).
enum RowKey: String, CaseIterable {
    case tag, type, title, value, placeholder, required, hidden, disabled, disabledMessage, validators
    case maxLength, unit, format, height, key, options, min, max, step, action, style
    case minItems, maxItems, pattern, mustExist, extensions
    case sections, item, keyed, hint

    /// The keys' names, to match a member's key without decoding it.
    static let names = KeyNames(allCases)

    /// Whether this key has a meaning for a row of `type`.
    func applies(to type: RowType) -> Bool { type.unit.accepts(self) }

    /// The key as a member of a `RowKeySet`.
    var member: RowKeySet {
        switch self {
        case .tag: return .tag
        case .type: return .type
        case .title: return .title
        case .value: return .value
        case .placeholder: return .placeholder
        case .required: return .required
        case .hidden: return .hidden
        case .disabled: return .disabled
        case .disabledMessage: return .disabledMessage
        case .validators: return .validators
        case .maxLength: return .maxLength
        case .unit: return .unit
        case .format: return .format
        case .height: return .height
        case .key: return .key
        case .options: return .options
        case .min: return .min
        case .max: return .max
        case .step: return .step
        case .action: return .action
        case .style: return .style
        case .minItems: return .minItems
        case .maxItems: return .maxItems
        case .pattern: return .pattern
        case .mustExist: return .mustExist
        case .extensions: return .extensions
        case .sections: return .sections
        case .item: return .item
        case .keyed: return .keyed
        case .hint: return .hint
        }
    }
}

/// A set of row keys, one bit a key, so that a type's unit can list the keys it takes.
struct RowKeySet: OptionSet, Sendable {
    let rawValue: UInt32

    static let tag = RowKeySet(rawValue: 1 << 0)
    static let type = RowKeySet(rawValue: 1 << 1)
    static let title = RowKeySet(rawValue: 1 << 2)
    static let value = RowKeySet(rawValue: 1 << 3)
    static let placeholder = RowKeySet(rawValue: 1 << 4)
    static let required = RowKeySet(rawValue: 1 << 5)
    static let hidden = RowKeySet(rawValue: 1 << 6)
    static let disabled = RowKeySet(rawValue: 1 << 7)
    static let disabledMessage = RowKeySet(rawValue: 1 << 8)
    static let validators = RowKeySet(rawValue: 1 << 9)
    static let maxLength = RowKeySet(rawValue: 1 << 10)
    static let unit = RowKeySet(rawValue: 1 << 11)
    static let format = RowKeySet(rawValue: 1 << 12)
    static let height = RowKeySet(rawValue: 1 << 13)
    static let key = RowKeySet(rawValue: 1 << 14)
    static let options = RowKeySet(rawValue: 1 << 15)
    static let min = RowKeySet(rawValue: 1 << 16)
    static let max = RowKeySet(rawValue: 1 << 17)
    static let step = RowKeySet(rawValue: 1 << 18)
    static let action = RowKeySet(rawValue: 1 << 19)
    static let style = RowKeySet(rawValue: 1 << 20)
    static let minItems = RowKeySet(rawValue: 1 << 21)
    static let maxItems = RowKeySet(rawValue: 1 << 22)
    static let pattern = RowKeySet(rawValue: 1 << 23)
    static let mustExist = RowKeySet(rawValue: 1 << 24)
    static let extensions = RowKeySet(rawValue: 1 << 25)
    static let sections = RowKeySet(rawValue: 1 << 26)
    static let item = RowKeySet(rawValue: 1 << 27)
    static let keyed = RowKeySet(rawValue: 1 << 28)
    static let hint = RowKeySet(rawValue: 1 << 29)

    /// The keys of every row type.
    static let everyRow: RowKeySet = [.tag, .type, .title, .hidden, .disabled, .disabledMessage, .style, .unit]
    /// The keys of every row that carries a value.
    static let valued: RowKeySet = [.value, .required, .validators, .key, .hint]
    /// The keys of a one-line text field.
    static let editableText: RowKeySet = valued.union([.placeholder, .maxLength, .format])
    /// Bounds (`min`, `max`).
    static let bounds: RowKeySet = [.min, .max]
}

/// The keys of an option object (`{"title": …, "value": …}`).
enum OptionKey: String, CaseIterable {
    case title, value

    static let names = KeyNames(allCases)
}

extension RowType {
    /// The types' names, to match a `type` member without decoding it.
    static let names = KeyNames(allCases)
}
