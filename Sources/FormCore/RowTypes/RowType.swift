/// Every row type of the form file, named as in the JForm/XLForm lineage, and `custom`: a row
/// of a kind registered in code (`CustomRowTypes`), named in the form file by that kind's name.
///
/// What FormCore knows of each type (keys, value, checks, default, output) is its `unit`, in the
/// table below the cases: adding a case is one file for FormCore (the case and its table line),
/// and FormUI's one table (`RowKinds`) is then the only place the compiler still asks for.
package enum RowType: String, CaseIterable, Sendable {
    // text-like
    case text, name, email, decimal, integer, password, phone, url, textView, info, longInfo
    // choice
    case picker, segmentedControl, sheet, alert, pushSelect, multipleSelect, pushButton
    // date and time
    case date, time, dateTime, countDownTimer
    case dateInline, timeInline, dateTimeInline, countDownTimerInline
    // other
    case `switch`, check, stepCounter, slider
    case rating, tokens, file, color
    // sub-forms
    case form, list
    /// A row of a kind registered in code (`Row.customKind` names it): never named `custom` in a
    /// form file, and not among `allCases` (the types a form file names).
    case custom

    /// The types a form file names, in the order above: every case but `custom`.
    package static let allCases: [RowType] = [
        .text, .name, .email, .decimal, .integer, .password, .phone, .url, .textView, .info, .longInfo,
        .picker, .segmentedControl, .sheet, .alert, .pushSelect, .multipleSelect, .pushButton,
        .date, .time, .dateTime, .countDownTimer, .dateInline, .timeInline, .dateTimeInline, .countDownTimerInline,
        .switch, .check, .stepCounter, .slider, .rating, .tokens, .file, .color, .form, .list,
    ]

    /// Rows edited in place as a line (or lines) of text.
    package var isTextLike: Bool { unit.family == .text }

    /// Read-only rows: never focused, carry no value.
    package var isReadOnly: Bool { unit.value == .readOnlyText }

    /// Rows whose value goes into the output.
    package var carriesValue: Bool { unit.carriesValue }

    /// Rows whose value is a number edited with steps (`stepCounter`, `slider`).
    package var isStepper: Bool { unit.family == .stepper }

    /// Rows whose value is a number (`integer`, `decimal`, `stepCounter`, `slider`).
    package var isNumeric: Bool { unit.value == .wholeNumber || unit.value == .number }

    /// Choice rows, `pushButton` included.
    package var isChoice: Bool { unit.family == .choice }

    /// Date, time, date-and-time and count-down rows, inline or not.
    package var isDateOrTime: Bool { unit.family == .dateTime }

    /// `form` and `list`: rows that open a screen of their own (`SubForm`).
    package var isSubForm: Bool { unit.family == .subForm }
}

/// The unit of every row type: the one place where FormCore says what a type is. The switch has
/// no `default:`, so a new `RowType` case is refused by the compiler until it has its entry here.
///
/// To add a row type to FormCore: its case above and its entry here (family, value shape, keys,
/// `required`, start value, built-in check, output form); when it needs rules of its own, a
/// `<Name>Rule.swift` beside this file (as `RatingRule`, `TokensRule`, `FileRule`, `ColorRule`)
/// holding them and their messages.
/// A type that brings new form keys also adds them to `RowKey` (with their bit), `Row`/`RowExtras`
/// (storage) and `RowSpec.swift` (reading); an existing shape of value needs nothing more, a new
/// one a case of `RowTypeUnit.ValueShape`, which the compiler then asks `TypedValue` and
/// `TextValue` to handle.
extension RowType {
    /// What FormCore knows of this type.
    package var unit: RowTypeUnit {
        switch self {
        case .text, .name, .password:
            return RowTypeUnit(.text, value: .text, keys: .editableText)
        case .email:
            return RowTypeUnit(.text, value: .text, keys: .editableText, check: BuiltInChecks.email)
        case .url:
            return RowTypeUnit(.text, value: .text, keys: .editableText, check: BuiltInChecks.url)
        case .phone:
            return RowTypeUnit(.text, value: .text, keys: .editableText, check: BuiltInChecks.phone)
        case .integer:
            return RowTypeUnit(.text, value: .wholeNumber, keys: RowKeySet.editableText.union(.bounds),
                               check: BuiltInChecks.wholeNumber)
        case .decimal:
            return RowTypeUnit(.text, value: .number, keys: RowKeySet.editableText.union(.bounds),
                               check: BuiltInChecks.number)
        case .textView:
            return RowTypeUnit(.text, value: .text, keys: RowKeySet.editableText.union(.height))
        case .info:
            return RowTypeUnit(.text, value: .readOnlyText, keys: [.value, .format])
        case .longInfo:
            return RowTypeUnit(.text, value: .readOnlyText, keys: [.value, .format, .height])
        case .picker, .segmentedControl, .sheet, .alert, .pushSelect:
            return RowTypeUnit(.choice, value: .option, keys: RowKeySet.valued.union(.options))
        case .multipleSelect:
            return RowTypeUnit(.choice, value: .options, keys: RowKeySet.valued.union(.options))
        case .pushButton:
            return RowTypeUnit(.choice, value: .none, keys: .action)
        case .date, .dateInline:
            return RowTypeUnit(.dateTime, value: .date, keys: RowKeySet.valued.union(.bounds),
                               check: BuiltInChecks.dateBounds)
        case .time, .timeInline:
            return RowTypeUnit(.dateTime, value: .time, keys: RowKeySet.valued.union(.bounds),
                               check: BuiltInChecks.dateBounds)
        case .dateTime, .dateTimeInline:
            return RowTypeUnit(.dateTime, value: .dateTime, keys: RowKeySet.valued.union(.bounds),
                               check: BuiltInChecks.dateBounds)
        case .countDownTimer, .countDownTimerInline:
            return RowTypeUnit(.dateTime, value: .seconds, keys: RowKeySet.valued.union(.bounds),
                               check: BuiltInChecks.numberBounds)
        case .switch, .check:
            // Drawn off when it has no value, so written `false`: what is drawn is what is written.
            return RowTypeUnit(.toggle, value: .bool, keys: .valued, required: .on, start: .fixed(.bool(false)))
        case .stepCounter, .slider:
            return RowTypeUnit(.stepper, value: .number, keys: RowKeySet.valued.union([.format, .min, .max, .step]),
                               start: .lowerBound, check: BuiltInChecks.numberBounds)
        case .rating:
            return RowTypeUnit(.rating, value: .stars, keys: RowKeySet.valued.union(.max), required: .atLeastOne,
                               start: .fixed(.number(0)), check: RatingRule.failure)
        case .tokens:
            return RowTypeUnit(.tokens, value: .strings,
                               keys: RowKeySet.valued.union([.placeholder, .minItems, .maxItems, .pattern]),
                               start: .fixed(.list([])), check: TokensRule.failure)
        case .file:
            return RowTypeUnit(.text, value: .text,
                               keys: RowKeySet.valued.union([.placeholder, .maxLength, .mustExist, .extensions]),
                               check: FileRule.failure)
        case .color:
            return RowTypeUnit(.text, value: .text, keys: RowKeySet.valued.union(.placeholder),
                               check: ColorRule.failure, written: ColorRule.written)
        case .form:
            return RowTypeUnit(.subForm, value: .document, keys: [.required, .key, .sections, .value])
        case .list:
            return RowTypeUnit(.subForm, value: .document,
                               keys: [.required, .key, .item, .keyed, .minItems, .maxItems, .value],
                               start: .noItems, check: SubFormRule.failure)
        case .custom:
            return RowTypeUnit(.custom, value: .custom, keys: RowKeySet.valued.union(.placeholder),
                               start: .kind, check: CustomRowTypes.failure)
        }
    }
}
