/// Everything FormCore knows of one row type: its family, how its value is written in the form
/// and values files (and so its output type), the keys it accepts, its built-in check, what
/// `required` means for it and its value before anything is given. Each type's unit is one entry
/// of the table in `RowType.swift`; the rest of FormCore asks the unit instead of switching
/// over types.
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
        /// `stepCounter`, `slider`: a number moved by `step` within `min`/`max`.
        case stepper
        /// `rating`: 0 to `max` stars.
        case rating
        /// `tokens`: a list of free-text items.
        case tokens
        /// `form`, `list`: a row that opens a form of its own (`SubForm`).
        case subForm
        /// A row of a kind registered in code (`CustomRowTypes`).
        case custom
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

    /// A built-in check: the message for a non-empty `value` of `row` that fails, or nil.
    package typealias Check = @Sendable (_ row: Row, _ value: Value, _ context: CheckContext) -> String?

    /// How a type writes a value that passed its checks (a colour's `#ABCDEF` as `#abcdef`).
    package typealias Written = @Sendable (_ value: Value) -> Value

    package let family: Family
    package let value: ValueShape
    /// The keys beyond those every row takes (`RowKeySet.everyRow`).
    let keys: RowKeySet
    package let required: RequiredMeaning
    package let start: Start
    /// Run on a non-empty value before the declared validators; nil when the type has none.
    package let check: Check?
    /// Applied to the value as it goes into the output; nil when it goes as it is held.
    let written: Written?

    init(_ family: Family, value: ValueShape, keys: RowKeySet = [], required: RequiredMeaning = .notEmpty,
         start: Start = .null, check: Check? = nil, written: Written? = nil) {
        self.family = family
        self.value = value
        self.keys = keys
        self.required = required
        self.start = start
        self.check = check
        self.written = written
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
            return value.isEmpty
        }
    }
}

/// What a built-in check may read besides the row and its value.
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
