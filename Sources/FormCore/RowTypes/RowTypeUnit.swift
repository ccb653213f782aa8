/// Everything FormCore knows of one row type: its family, how its value is written in the form
/// and values files (and so its output type), the keys it accepts, its rules (`Rule`), what
/// `required` means for it, its value before anything is given, its answer words, its traits,
/// the JSON Schema formats it reads, and how typed text, shown values and bounds are read. Each
/// type's unit is one entry of the table in `RowType.swift` (or a `<Name>Rule.unit` it names);
/// every module asks the unit instead of switching over types.
package struct RowTypeUnit: Sendable {
    /// The broad kind of a row, for the screen's choice of editor.
    package enum Family: Equatable, Sendable {
        /// Edited in place as a line (or lines) of text; `info`/`longInfo` are read-only text.
        case text
        /// One or several of `options`; `pushButton` too.
        case choice
        /// Date, time, date-and-time and count-down rows, inline or not.
        case dateTime
        /// `switch`, `check`: a bool.
        case toggle
        /// A value moved by `step` within `min`/`max` with Left/Right, or typed (`stepCounter`,
        /// `slider`, `duration`).
        case stepper
        /// `rating`: 0 to `max` stars.
        case rating
        /// `tokens`: a list of free-text items.
        case tokens
        /// `form`, `list`: a row that opens a form of its own (`SubForm`).
        case subForm
        /// A row of a kind registered in code (`CustomRowTypes`).
        case custom
        /// `typeSwitch`: a value of one of several types, switched between (`TypeSwitchRule`).
        case typeSwitch
    }

    /// How the value is written in the form file's `value` and in a values file; it is also the
    /// output type (FORMAT.md §2).
    package enum ValueShape: Equatable, Sendable {
        /// `pushButton`: no value at all.
        case none
        /// `info`, `longInfo`: a string shown, never output.
        case readOnlyText
        /// A string; output as a string.
        case text
        /// A whole number.
        case wholeNumber
        /// Any number.
        case number
        /// A whole number of seconds, not negative.
        case seconds
        case bool
        /// `YYYY-MM-DD` or `today`.
        case date
        /// `HH:MM`.
        case time
        /// `YYYY-MM-DDTHH:MM` or `today`.
        case dateTime
        /// A string, number or bool: one option's value.
        case option
        /// A list of strings, numbers or bools: several options' values.
        case options
        /// A whole number from 0 to the row's `max` (`RatingRule`).
        case stars
        /// A list of strings (`TokensRule`).
        case strings
        /// JSON held as its compact text: an object (`form`), an array of objects or an object
        /// of objects keyed by name (`list`). Output as the JSON it holds.
        case document
        /// A custom kind's value: a string, number or bool (or `null`), judged by the kind's check.
        case custom
        /// A string, a number or a list of strings and numbers (`typeSwitch`).
        case alternatives
    }

    /// What `required` asks of the value.
    package enum RequiredMeaning: Equatable, Sendable {
        /// Not `null`, not a blank string, not an empty list.
        case notEmpty
        /// A `switch` or `check` that is on (an "I agree" box).
        case on
        /// A rating of at least one star.
        case atLeastOne
    }

    /// The value of a row that is given none (no `value`, nothing in the values file).
    package enum Start: Equatable, Sendable {
        /// `null`.
        case null
        /// A stepper's lower bound (`min`, or 0 when that is within `max`).
        case lowerBound
        /// A fixed value (`0` stars, no tokens).
        case fixed(Value)
        /// A list with no items: `[]`, or `{}` when keyed.
        case noItems
        /// The registered custom kind's start value (`CustomRowRules.initialValue`).
        case kind
    }

    /// The rules a type holds every row of it to, read from the row's keys (`min`, `step`…).
    package typealias TypeRules = @Sendable (_ row: Row) -> [Rule]

    /// How a type writes a value that passed its checks (a colour's `#ABCDEF` as `#abcdef`).
    package typealias Written = @Sendable (_ value: Value) -> Value

    /// How text a person typed (a plain-mode answer, a row's typed input) becomes the value:
    /// `90m` → `PT1H30M`. Text it cannot read stays as typed, for the check to refuse in words.
    package typealias Typed = @Sendable (_ text: String) -> Value

    /// How a value reads for a person (`PT1H30M` → `1 h 30 min`), or nil to show it as it is held.
    package typealias Shown = @Sendable (_ value: Value) -> String?

    /// A value (or a `min`/`max` given in the form file) as a number that orders it, or nil when
    /// it cannot be read: what bounds are compared by for a type whose values are text.
    package typealias Measure = @Sendable (_ value: Value) -> Double?

    /// The kind of answer `row` takes, in words (`Whole number, at least 18`).
    package typealias Words = @Sendable (_ row: Row) -> String

    /// Facts about a type that other code asks instead of naming the type.
    package struct Traits: OptionSet, Sendable {
        package let rawValue: Int
        package init(rawValue: Int) { self.rawValue = rawValue }
        /// Never shown, traced, kept in a draft or carried across a reload (`password`).
        package static let secret = Traits(rawValue: 1 << 0)
        /// Its text runs to several lines: Enter breaks a line, plain mode reads lines up to an
        /// empty one (`textView`).
        package static let multiline = Traits(rawValue: 1 << 1)
        /// A sub-form of items (`list`), its value an array (or an object of items when keyed),
        /// rather than one object (`form`).
        package static let items = Traits(rawValue: 1 << 2)
    }

    package let family: Family
    package let value: ValueShape
    /// The keys beyond those every row takes (`RowKeySet.everyRow`).
    let keys: RowKeySet
    package let required: RequiredMeaning
    package let start: Start
    /// The type's own rules, judged before the row's `maxLength` and declared validators
    /// (`rules(of:)` gives them all).
    let typeRules: TypeRules
    /// Applied to the value as it goes into the output; nil when it goes as it is held.
    let written: Written?
    package let traits: Traits
    /// The JSON Schema `format`s of a `string` that make a row of this type (`email`, `duration`).
    package let schemaFormats: [String]
    /// How typed text becomes the value; nil: as typed, by the value shape.
    package let typed: Typed?
    /// How the value reads for a person; nil: as it is held.
    package let shown: Shown?
    /// The kind of answer a row of the type takes, in words, for plain-mode prompts
    /// (`Number from 0 to 120`, `Date, year-month-day`).
    package let words: Words
    /// What orders the type's values and bounds, for a type whose values are text; nil: numbers
    /// and dates order themselves.
    package let measure: Measure?
    /// What a value of the type is written as, for messages (`a duration as 90m, 1h30m…`); with
    /// `measure`, a `value`, `min`, `max` or `step` it cannot read is refused in these words.
    package let spelling: String?

    /// What every type must say comes first, without a default: its family, value shape and
    /// answer words.
    init(_ family: Family, value: ValueShape, words: @escaping Words, keys: RowKeySet = [],
         required: RequiredMeaning = .notEmpty, start: Start = .null, rules: @escaping TypeRules = { _ in [] }, written: Written? = nil, traits: Traits = [],
         schemaFormats: [String] = [], typed: Typed? = nil, shown: Shown? = nil, measure: Measure? = nil,
         spelling: String? = nil) {
        self.family = family
        self.value = value
        self.words = words
        self.keys = keys
        self.required = required
        self.start = start
        self.typeRules = rules
        self.written = written
        self.traits = traits
        self.schemaFormats = schemaFormats
        self.typed = typed
        self.shown = shown
        self.measure = measure
        self.spelling = spelling
    }

    /// Whether the value goes into the output (not `info`, `longInfo`, `pushButton`).
    package var carriesValue: Bool { value != .none && value != .readOnlyText }

    /// Whether the form file may give this type the key.
    func accepts(_ key: RowKey) -> Bool {
        RowKeySet.everyRow.contains(key.member) || keys.contains(key.member)
    }

    /// The value a row of this type starts with: `given` (a prefill, or the row's `value`) unless
    /// it is null, else the type's start value.
    package func initialValue(for row: Row, given: Value) -> Value {
        guard given.isNull else { return given }
        switch start {
        case .null: return .null
        case .fixed(let value): return value
        case .noItems: return SubFormRule.emptyItems(of: row)
        case .kind: return CustomRowTypes.rules(for: row)?.initialValue ?? .null
        case .lowerBound:
            let low = row.min?.numberValue ?? 0
            return .number(Swift.min(low, row.max?.numberValue ?? low))
        }
    }

    /// The value as written to the output: an empty list, or a rating of 0, is `null`; a type
    /// with a written form gives it.
    package func output(_ value: Value) -> Value {
        if let written, !value.isNull { return written(value) }
        switch (self.value, value) {
        case (.options, .list(let items)), (.strings, .list(let items)):
            return items.isEmpty ? .null : value
        case (.stars, .number(let n)):
            return n.double == 0 ? .null : value
        default:
            return value
        }
    }

    /// Whether `value` fails `required`.
    package func isMissing(_ value: Value) -> Bool {
        switch required {
        case .on: return value != .bool(true)
        case .atLeastOne: return (value.numberValue ?? 0) < 1
        case .notEmpty:
            if case .string(let s) = value { return s.allSatisfy(\.isWhitespace) }
            // A sub-form's object or a list's array is an answer, even with nothing in it.
            if family == .subForm, value.elements != nil || value.members != nil { return false }
            return value.isEmpty
        }
    }
}

/// What a rule of a row type that reads more than the row and its value may read (`FileRule`).
package struct CheckContext: Sendable {
    /// Today as `YYYY-MM-DD`, for bounds written `today`; such bounds are skipped when nil.
    package var today: String?
    /// The folder relative paths start from (`file` rows' `mustExist`); the working folder when nil.
    package var directory: String?
    /// What the app found on disk for the paths `mustExist` checks (`FileFacts`).
    package var files: FileFacts

    package init(today: String? = nil, directory: String? = nil, files: FileFacts = FileFacts()) {
        self.today = today
        self.directory = directory
        self.files = files
    }
}
