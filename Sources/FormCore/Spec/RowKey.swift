/// The keys a row object may have (FORMAT.md §1) and which row types each applies to.
enum RowKey: String, CaseIterable {
    case tag, type, title, value, placeholder, required, hidden, disabled, disabledMessage, validators
    case maxLength, unit, format, height, key, options, min, max, step, action, style

    /// The keys' names, to match a member's key without decoding it.
    static let names = KeyNames(allCases)

    /// Whether this key has a meaning for a row of `type`.
    func applies(to type: RowType) -> Bool {
        switch self {
        case .tag, .type, .title, .hidden, .disabled, .disabledMessage, .style, .unit:
            return true
        case .value:
            return type != .pushButton
        case .required, .validators, .key:
            return type.carriesValue
        case .placeholder, .maxLength:
            return type.isTextLike && !type.isReadOnly
        case .format:
            return type.isTextLike || type == .stepCounter || type == .slider
        case .height:
            return type == .textView || type == .longInfo
        case .options:
            return type.isChoice && type != .pushButton
        case .min, .max:
            return type.isNumeric || type.isDateOrTime
        case .step:
            return type == .stepCounter || type == .slider
        case .action:
            return type == .pushButton
        }
    }
}

/// The keys of an option object (`{"title": …, "value": …}`).
enum OptionKey: String, CaseIterable {
    case title, value

    static let names = KeyNames(allCases)
}

extension RowType {
    /// The types' names, to match a `type` member without decoding it.
    static let names = KeyNames(allCases)

    /// Rows whose value is a number (`integer`, `decimal`, `stepCounter`, `slider`).
    var isNumeric: Bool {
        self == .integer || self == .decimal || self == .stepCounter || self == .slider
    }

    /// Choice rows, `pushButton` included.
    var isChoice: Bool {
        switch self {
        case .picker, .segmentedControl, .sheet, .alert, .pushSelect, .multipleSelect, .pushButton: return true
        default: return false
        }
    }

    /// Date, time, date-and-time and count-down rows, inline or not.
    var isDateOrTime: Bool {
        switch self {
        case .date, .time, .dateTime, .countDownTimer, .dateInline, .timeInline, .dateTimeInline, .countDownTimerInline:
            return true
        default:
            return false
        }
    }
}
