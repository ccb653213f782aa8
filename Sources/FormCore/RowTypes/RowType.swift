/// Every row type of the form file, named as in the JForm/XLForm lineage, and `custom`: a row
/// of a kind registered in code (`CustomRowTypes`), named in the form file by that kind's name.
///
/// What FormCore knows of each type (keys, value, checks, default, output, traits, schema
/// formats, answer words) is its `unit`, in the table below the cases; FormUI's one table
/// (`RowKinds`) gives its kind. Code elsewhere asks the unit's traits, never `type == .x`.
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
    case rating, tokens, file, color, duration
    // sub-forms
    case form, list
    /// A row of a kind registered in code (`Row.customKind` names it): never named `custom` in a
    /// form file, and not among `allCases` (the types a form file names).
    case custom
    /// A value of one of several JSON types (a string or a list), switched between on the row
    /// (`TypeSwitchRule`): read from a JSON Schema only, never named in a form file, not among
    /// `allCases`.
    case typeSwitch

    /// The types a form file names, in the order above: every case but `custom`.
    package static let allCases: [RowType] = [
        .text, .name, .email, .decimal, .integer, .password, .phone, .url, .textView, .info, .longInfo,
        .picker, .segmentedControl, .sheet, .alert, .pushSelect, .multipleSelect, .pushButton,
        .date, .time, .dateTime, .countDownTimer, .dateInline, .timeInline, .dateTimeInline, .countDownTimerInline,
        .switch, .check, .stepCounter, .slider, .rating, .tokens, .file, .color, .duration, .form, .list,
    ]

    /// Rows edited in place as a line (or lines) of text.
    package var isTextLike: Bool { unit.family == .text }

    /// Read-only rows: never focused, carry no value.
    package var isReadOnly: Bool { unit.value == .readOnlyText }

    /// Rows whose value goes into the output.
    package var carriesValue: Bool { unit.carriesValue }

    /// Rows whose value is moved by `step` within `min`/`max` (`stepCounter`, `slider`).
    package var isStepper: Bool { unit.family == .stepper }

    /// Rows whose value is a number (`integer`, `decimal`, `stepCounter`, `slider`).
    package var isNumeric: Bool { unit.value == .wholeNumber || unit.value == .number }

    /// Choice rows, `pushButton` included.
    package var isChoice: Bool { unit.family == .choice }

    /// Date, time, date-and-time and count-down rows, inline or not.
    package var isDateOrTime: Bool { unit.family == .dateTime }

    /// `form` and `list`: rows that open a screen of their own (`SubForm`).
    package var isSubForm: Bool { unit.family == .subForm }

    /// A value never shown, traced, kept in a draft or carried across a reload (`password`).
    package var isSecret: Bool { unit.traits.contains(.secret) }

    /// A sub-form of items (`list`) rather than one object (`form`).
    package var holdsItems: Bool { unit.traits.contains(.items) }

    /// Rows typed into that show a `placeholder` while empty (text rows, `tokens`, `duration`…).
    package var takesPlaceholder: Bool { unit.accepts(.placeholder) }

    /// A bool row (`switch`, `check`).
    package var isBool: Bool { unit.value == .bool }

    /// A row of a kind registered in code (`custom`, named by `Row.customKind`).
    package var isCustom: Bool { unit.family == .custom }

    /// Text of several lines (`textView`).
    package var isMultiline: Bool { unit.traits.contains(.multiline) }

    /// The type a JSON Schema `string` of `format` is read as (`email`, `date`, `duration`), or nil.
    package static func ofSchemaFormat(_ format: String) -> RowType? {
        bySchemaFormat[format]
    }

    private static let bySchemaFormat: [String: RowType] = {
        var table: [String: RowType] = [:]
        for type in allCases { for format in type.unit.schemaFormats where table[format] == nil { table[format] = type } }
        return table
    }()
}

/// The unit of every row type: the one place where FormCore says what a type is. The switch has
/// no `default:`, so a new `RowType` case is refused by the compiler until it has its entry here,
/// and `RowTypeUnit`'s initializer asks for what every type must say (family, value shape, answer
/// words). A type with rules (`Rule`, as data) or spellings of its own keeps them in a `<Name>Rule.swift` beside
/// this file (as `RatingRule`, `ColorRule`).
/// docs/ARCHITECTURE.md "To add a row type" lists every step.
extension RowType {
    private static let dateWords: RowTypeUnit.Words = { "Date, year-month-day" + AnswerWords.bounds(of: $0, dates: true) }
    private static let timeWords: RowTypeUnit.Words = { "Time, hours and minutes" + AnswerWords.bounds(of: $0, dates: true) }
    private static let dateTimeWords: RowTypeUnit.Words = {
        "Date and time, year-month-day hours:minutes" + AnswerWords.bounds(of: $0, dates: true)
    }

    /// What FormCore knows of this type, made once.
    package var unit: RowTypeUnit { Self.units[self] ?? made }

    private static let units = Dictionary(uniqueKeysWithValues: (allCases + [.custom, .typeSwitch]).map { ($0, $0.made) })

    private var made: RowTypeUnit {
        switch self {
        case .text:
            return RowTypeUnit(.text, value: .text, words: { _ in "Text" }, keys: .editableText)
        case .name:
            return RowTypeUnit(.text, value: .text, words: { _ in "Person's name" }, keys: .editableText)
        case .password:
            return RowTypeUnit(.text, value: .text, words: { _ in "Password, not shown" },
                               keys: .editableText, traits: .secret, schemaFormats: ["password"])
        case .email:
            return RowTypeUnit(.text, value: .text, words: { _ in "Email address" },
                               keys: .editableText, rules: { _ in [.format(.email)] },
                               schemaFormats: ["email", "idn-email"])
        case .url:
            return RowTypeUnit(.text, value: .text, words: { _ in "Web address" },
                               keys: .editableText, rules: { _ in [.format(.url)] })
        case .phone:
            return RowTypeUnit(.text, value: .text, words: { _ in "Phone number" },
                               keys: .editableText, rules: { _ in [.format(.phone)] })
        case .integer:
            return RowTypeUnit(.text, value: .wholeNumber, words: { "Whole number" + AnswerWords.bounds(of: $0) },
                               keys: RowKeySet.editableText.union(.bounds),
                               rules: { [.wholeNumber] + Rule.bounds(of: $0) })
        case .decimal:
            return RowTypeUnit(.text, value: .number, words: { "Number" + AnswerWords.bounds(of: $0) },
                               keys: RowKeySet.editableText.union(.bounds),
                               rules: { [.number] + Rule.bounds(of: $0) })
        case .textView:
            return RowTypeUnit(.text, value: .text, words: { _ in "Several lines, end with an empty line" },
                               keys: RowKeySet.editableText.union(.height), traits: .multiline)
        case .info:
            return RowTypeUnit(.text, value: .readOnlyText, words: { _ in "Text to read" },
                               keys: [.value, .format])
        case .longInfo:
            return RowTypeUnit(.text, value: .readOnlyText, words: { _ in "Text to read" },
                               keys: [.value, .format, .height])
        case .picker, .segmentedControl, .sheet, .alert, .pushSelect:
            return RowTypeUnit(.choice, value: .option, words: { "Choose one of \($0.options.count): " + AnswerWords.titles(of: $0) },
                               keys: RowKeySet.valued.union(.options),
                               rules: { [.options(count: $0.options.count, multiple: false)] })
        case .multipleSelect:
            return RowTypeUnit(.choice, value: .options, words: { "Choose any of \($0.options.count), separated by commas: " + AnswerWords.titles(of: $0) },
                               keys: RowKeySet.valued.union(.options),
                               rules: { [.options(count: $0.options.count, multiple: true)] })
        case .pushButton:
            return RowTypeUnit(.choice, value: .none, words: { _ in "Button" }, keys: .action)
        case .date:
            return RowTypeUnit(.dateTime, value: .date, words: Self.dateWords,
                               keys: RowKeySet.valued.union(.bounds),
                               rules: { Rule.dateBounds(of: $0, .date) }, schemaFormats: ["date"])
        case .dateInline:
            return RowTypeUnit(.dateTime, value: .date, words: Self.dateWords,
                               keys: RowKeySet.valued.union(.bounds),
                               rules: { Rule.dateBounds(of: $0, .date) })
        case .time:
            return RowTypeUnit(.dateTime, value: .time, words: Self.timeWords,
                               keys: RowKeySet.valued.union(.bounds),
                               rules: { Rule.dateBounds(of: $0, .time) }, schemaFormats: ["time"])
        case .timeInline:
            return RowTypeUnit(.dateTime, value: .time, words: Self.timeWords,
                               keys: RowKeySet.valued.union(.bounds),
                               rules: { Rule.dateBounds(of: $0, .time) })
        case .dateTime:
            return RowTypeUnit(.dateTime, value: .dateTime, words: Self.dateTimeWords,
                               keys: RowKeySet.valued.union(.bounds),
                               rules: { Rule.dateBounds(of: $0, .dateTime) }, schemaFormats: ["date-time"])
        case .dateTimeInline:
            return RowTypeUnit(.dateTime, value: .dateTime, words: Self.dateTimeWords,
                               keys: RowKeySet.valued.union(.bounds),
                               rules: { Rule.dateBounds(of: $0, .dateTime) })
        case .countDownTimer, .countDownTimerInline:
            return RowTypeUnit(.dateTime, value: .seconds, words: { "Duration in seconds" + AnswerWords.bounds(of: $0) },
                               keys: RowKeySet.valued.union(.bounds),
                               rules: { Rule.bounds(of: $0) })
        case .switch, .check:
            // Drawn off when it has no value, so written `false`: what is drawn is what is written.
            return RowTypeUnit(.toggle, value: .bool, words: { _ in "Yes or no" },
                               keys: .valued, required: .on, start: .fixed(.bool(false)))
        case .stepCounter, .slider:
            return RowTypeUnit(.stepper, value: .number, words: { "Number" + AnswerWords.bounds(of: $0) },
                               keys: RowKeySet.valued.union([.format, .min, .max, .step]),
                               start: .lowerBound, rules: { Rule.bounds(of: $0) + Rule.step(of: $0) })
        case .rating:
            return RowTypeUnit(.rating, value: .stars, words: RatingRule.words,
                               keys: RowKeySet.valued.union(.max), required: .atLeastOne,
                               start: .fixed(.number(0)), rules: { [.stars(max: RatingRule.maximum(of: $0))] })
        case .tokens:
            return RowTypeUnit(.tokens, value: .strings, words: { _ in "Items separated by commas" },
                               keys: RowKeySet.valued.union([.placeholder, .minItems, .maxItems, .pattern]),
                               start: .fixed(.list([])), rules: TokensRule.rules)
        case .file:
            return RowTypeUnit(.text, value: .text, words: FileRule.words,
                               keys: RowKeySet.valued.union([.placeholder, .maxLength, .mustExist, .extensions]),
                               rules: { [.file(extensions: $0.extensions, mustExist: $0.mustExist)] })
        case .color:
            return RowTypeUnit(.text, value: .text, words: { _ in "Colour as " + ColorRule.spellings },
                               keys: RowKeySet.valued.union(.placeholder),
                               rules: { _ in [.format(.color)] }, written: ColorRule.written, typed: ColorRule.typed)
        case .duration: return DurationRule.unit
        case .form:
            return RowTypeUnit(.subForm, value: .document, words: { _ in "JSON object" },
                               keys: [.required, .key, .sections, .value], rules: { _ in [.nestedJSON] })
        case .list:
            return RowTypeUnit(.subForm, value: .document, words: { _ in "JSON list" },
                               keys: [.required, .key, .item, .keyed, .minItems, .maxItems, .value],
                               start: .noItems, rules: { [.nestedJSON] + Rule.itemCount(of: $0) + ($0.subForm?.keyed == true ? [.uniqueKeys] : []) },
                               traits: .items)
        case .custom:
            return RowTypeUnit(.custom, value: .custom, words: { row in row.customKind.map { "A \($0) value" } ?? "A value" },
                               keys: RowKeySet.valued.union(.placeholder),
                               start: .kind, rules: { [.customKind($0.customKind ?? "")] })
        case .typeSwitch: return TypeSwitchRule.unit
        }
    }
}
