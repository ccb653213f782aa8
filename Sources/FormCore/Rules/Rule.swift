/// One rule an answer must keep, as data: what a row kind declares (`RowTypeUnit.rules(of:)`),
/// what the one checker evaluates (`RuleChecker`), and what the words of F1 and of plain prompts
/// are made from (`RuleWords`). A rule is judged on a non-empty value, `required` aside.
package enum Rule: Equatable, Sendable {
    /// Not empty, as the row's type means it (`RowTypeUnit.RequiredMeaning`).
    case required(RowTypeUnit.RequiredMeaning)
    /// A whole number that 64 bits hold.
    case wholeNumber
    /// A finite number.
    case number
    /// A number from `min` to `max` (either may be absent).
    case range(min: Double?, max: Double?)
    /// A number on the grid of `step` counted from `base` (a stepper's `min`, else 0).
    case step(Double, from: Double)
    /// A date, time or date and time from `min` to `max` (`today` is the date of the run).
    case dateRange(TemporalKind, min: String?, max: String?)
    /// At most this many characters (`maxLength`).
    case maxLength(Int)
    /// A text in a format of its own.
    case format(Format)
    /// One of the options (`multiple`: any of them).
    case options(count: Int, multiple: Bool)
    /// A rating of at most this many stars.
    case stars(max: Int)
    /// A list (of tokens or items) of `min` to `max` entries.
    case itemCount(min: Int?, max: Int?)
    /// A keyed list's items each have a key of their own (its value is an object whose members
    /// a value built in code, an `onChange`'s, may name twice).
    case uniqueKeys
    /// Every token matches this pattern in full.
    case itemPattern(String)
    /// A path ending in one of `extensions` (none: any); with `mustExist`, naming a file.
    case file(extensions: [String], mustExist: Bool)
    /// Every JSON text below a `form` or `list` row (an answer kept as typed because it is not
    /// JSON: `Value.unparsed`) parses.
    case nestedJSON
    /// A length of time in one of a duration's spellings (`DurationRule.seconds`: `90m`,
    /// `1h30m`, `1:30:00`, `PT1H30M`) from `min` to `max` seconds (either may be absent).
    case duration(min: Int?, max: Int?)
    /// A duration on the grid of `step` seconds counted from `base` (its `min`, else 0).
    case durationStep(Int, from: Int)
    /// A custom kind's check, registered in code (`CustomRowTypes`).
    case customKind(String)
    /// A validator declared in the form (`regex`, `length`, `range`, `equals`, `expression`,
    /// `schema`: JSON text that must parse and match its schema).
    case validator(ValidatorSpec)
    /// Checks attached in Swift code (`FormHooks.validators`), run last.
    case code
    /// What a `form` or `list` row holds fits its sub-form (an object of its rows; items that
    /// are objects), whose rows' rules are then judged in turn, by path.
    case fitsSubForm
    /// A JSON Schema's rule across the properties of an object (`required`, `dependentRequired`,
    /// `if`/`then`, `not`…), judged on the whole object (`InstanceCheck`).
    case acrossProperties

    /// What a `dateRange` bounds.
    package enum TemporalKind: Equatable, Sendable {
        case date, time, dateTime
    }

    /// The formats a text row's type holds it to.
    package enum Format: Equatable, Sendable {
        case email, url, phone, color
    }

    /// Whether the rule holds an empty optional value too: `equals` and `expression` validators
    /// (an empty "Repeat password" must still match; an expression may be about emptiness).
    var judgesEmpty: Bool {
        guard case .validator(let spec) = self else { return false }
        switch spec.kind {
        case .equals, .expression: return true
        case .regex, .length, .range, .schema: return false
        }
    }
}
