import FormJSON

/// Everything that can be wrong with a form file or a values file: where it is, what it
/// belongs to, and what is wrong. Worded in one place, `FormFileError+Message.swift`:
/// `signup.json:12:17: row 'contact': unknown type 'emial' (did you mean 'email'?)`.
///
/// To add a kind of error (e.g. from another module), add a case to `Kind` (or to one of the
/// nested issue enums) and its wording to the switch in `FormFileError+Message.swift`.
package struct FormFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What the error belongs to; a row or section subject with a tag prefixes the message.
    package enum Subject: Equatable, Sendable {
        case form, section, row, values
    }

    /// The path exactly as the user gave it.
    package var file: String
    /// 1-based line:column of the offending character; `.unknown` (0:0) when not in the text.
    package var location: SourceLocation
    /// The tag of the row or section the error belongs to, when known.
    package var tag: String?
    package var subject: Subject
    package var kind: Kind

    package init(file: String, location: SourceLocation, subject: Subject = .form, tag: String? = nil, kind: Kind) {
        self.file = file
        self.location = location
        self.subject = subject
        self.tag = tag
        self.kind = kind
    }

    package enum Kind: Equatable, Sendable {
        /// The file could not be read (`reason` from the system).
        case cannotRead(reason: String)
        /// The file holds more than `limitBytes` bytes (or never ends: `/dev/zero`, a pipe).
        case tooLarge(limitBytes: Int)
        /// The text is not valid JSON.
        case syntax(JSONSyntaxIssue)
        /// `key`'s value has the wrong JSON type.
        case wrongType(key: String, expected: ExpectedType, found: JSONType)
        /// `key` takes `true` or `false` and was given the string `word` (`"yes"`).
        case boolAsString(key: String, word: String)
        /// A key no owner of its kind takes, with the known keys it may stand for (by spelling, or
        /// as another tool's word for one: `SpecSynonyms`).
        case unknownKey(String, suggestions: [String])
        /// A known key that has no meaning for this owner (`'options' does not apply to a 'text' row`).
        case keyNotApplicable(key: String, owner: KeyOwner)
        /// A required key is missing (`row has no 'type'`).
        case missingKey(String)
        /// A row type formrun does not have, with the types it may stand for (as `unknownKey`).
        case unknownType(String, suggestions: [String])
        case missingTag
        case duplicateTag(String, first: SourceLocation)
        case emptySection
        /// A condition (or an expression validator) that does not parse, reads an unknown tag, or
        /// makes a row's visibility depend on itself; the message comes from the condition compiler.
        case condition(String)
        case notAForm(NotAForm)
        case badValue(BadValue)
        /// Values file: a key that names no row (by tag or key path).
        case unknownValueKey(String, suggestion: String?)
        /// Values file: a value for an `info`, `longInfo` or `pushButton` row.
        case valueForRowWithoutValue(RowType)
        /// Values file: the same row given twice (by tag and by key path, say).
        case valueGivenTwice(first: SourceLocation)
        /// Values file: the top level is not an object.
        case valuesNotObject(JSONType)
        /// An entry of a list (`rows`, `sections`, `validators`) that is not an object.
        case entryNotObject(list: String, found: JSONType)
        /// A JSON Schema read as a form that cannot be one.
        case schema(SchemaIssue)
    }

    /// What stops a JSON Schema from being read as a form.
    package enum SchemaIssue: Equatable, Sendable {
        /// `$ref`s that lead back to where they started without reaching a schema (the chain).
        case refCycle([String])
        /// A `$ref` into this file that points at nothing.
        case unresolvedRef(String)
        /// The root is no object schema with `properties` (nor has one `oneOf`/`anyOf` branch that is).
        case noProperties
        /// A keyword whose value is not what JSON Schema says (`"properties": 3`).
        case badKeyword(String, expected: ExpectedType, found: JSONType)
        /// More `$ref`s followed one after another than formrun follows.
        case refChainTooLong(limit: Int)
        /// `$ref`s and `allOf`s that multiply into more schemas than formrun reads.
        case tooComplex(limit: Int)
    }

    /// Who a key was given to, for `keyNotApplicable`.
    package enum KeyOwner: Equatable, Sendable {
        case row(RowType)
        case validator(ValidatorType)
    }

    /// The type a key's value must have.
    package enum ExpectedType: Equatable, Sendable {
        case object, array, string, number, wholeNumber, bool
        /// `true`, `false` or an expression string.
        case condition
        /// A string or an object `{title, value}`.
        case option
        /// A string, number or boolean (an option's value).
        case scalar
        /// `YYYY-MM-DD` or `today`.
        case date
        /// `HH:MM`.
        case time
        /// `YYYY-MM-DDTHH:MM` or `today`.
        case dateTime
        /// An array of strings (`tokens`, `extensions`).
        case strings
        /// Objects (each item of a `list` row's value).
        case objects
    }

    /// Why the top level is not a form.
    package enum NotAForm: Equatable, Sendable {
        case topLevelNotObject(JSONType)
        case missingSections
        case sectionsNotArray(JSONType)
        case noSections
    }

    /// A value of the right type that is still wrong.
    package enum BadValue: Equatable, Sendable {
        case negative(key: String)
        case lessThanOne(key: String)
        case notPositive(key: String)
        case empty(key: String)
        /// `min` is greater than `max` (both as written).
        case minGreaterThanMax(min: String, max: String)
        case unknownValidatorType(String, suggestion: String?)
        /// A validator of `validator` type without its `field`.
        case validatorMissingField(validator: ValidatorType, field: String)
        /// A `length` or `range` validator with neither `min` nor `max`.
        case validatorWithoutBounds(validator: ValidatorType)
        /// A pattern formrun's engine refuses: invalid, or needing backtracking.
        case badRegex(pattern: String, problem: RegexError)
        case unknownAction(String, suggestion: String?)
        case unknownFormat(String, suggestion: String?)
        /// A word of a `style` that names no attribute and no colour.
        case unknownStyle(String, suggestion: String?)
        /// `tokens`: `minItems` greater than `maxItems`.
        case minItemsAboveMaxItems(min: Int, max: Int)
        /// A `rating` value above the row's `max` stars.
        case ratingAboveMax(key: String, value: Int, max: Int)
        /// A choice that is none of the row's options (values as written in JSON).
        case notAnOption(key: String, value: String, options: [String])
        /// A size (`height`, `maxLength`, `minItems`, a rating's `max` …) above what formrun takes.
        case tooLarge(key: String, limit: Int)
        /// A whole number that 64 bits cannot hold (as written).
        case outOfRange(key: String, text: String)
        /// A text longer than its row's `maxLength`.
        case longerThanMaxLength(key: String, limit: Int)
        /// A row's own `value` that breaks a rule of its type (`min`, `max`, `step`…): the
        /// checker's message (`RuleChecker.boundsFailure`).
        case breaksRule(key: String, message: String)
        /// A multiple choice naming one option twice (as written).
        case chosenTwice(key: String, value: String)
        /// An `equals` validator naming no row.
        case unknownTagReference(String, suggestion: String?)
        case badTag(String)
        case badKeyPath(String)
        /// A `key` path of more names than formrun nests (`SizeLimits.keyDepth`).
        case keyTooDeep(String, depth: Int, limit: Int)
        /// Two rows write to the same output key.
        case duplicateOutputKey(String, firstTag: String, first: SourceLocation)
        /// One row's output key is a prefix path of another's (`user` and `user.email`).
        case conflictingOutputKey(String, other: String, otherTag: String, at: SourceLocation)
        case badDate(key: String, text: String)
        case badTime(key: String, text: String)
        case badDateTime(key: String, text: String)
        /// A value of a type whose values are text of a shape (`duration`) that is not of it;
        /// `accepted` says what is (the unit's `spelling`).
        case badSpelling(key: String, text: String, accepted: String)
    }
}

extension FormFileError.Kind {
    /// `node` is not the `expected` JSON type: a string where a boolean was expected names the
    /// word and the boolean it may stand for (`"yes"`: did you mean true?).
    static func wrongType(key: String, expected: FormFileError.ExpectedType, node: JSONValue) -> Self {
        if expected == .bool, let word = node.stringValue { return .boolAsString(key: key, word: word) }
        return .wrongType(key: key, expected: expected, found: node.jsonType)
    }
}
