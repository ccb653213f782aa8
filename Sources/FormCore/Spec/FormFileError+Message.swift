import FormJSON

/// The one place where form-file errors are worded.
extension FormFileError {
    /// `FILE:LINE:COLUMN: row 'TAG': message` (`FILE: message` when the location is unknown).
    public var description: String {
        let file = VisibleText.escaped(self.file)
        var text = location == .unknown ? "\(file): " : "\(file):\(location.line):\(location.column): "
        if let tag {
            switch subject {
            case .row: text += "row \(quoted(tag)): "
            case .section: text += "section \(quoted(tag)): "
            case .form, .values: break
            }
        }
        return text + message
    }

    /// The message without the file, location and subject; whatever it quotes from the input has
    /// its control characters spelled out, so nothing raw reaches the terminal.
    public var message: String { VisibleText.escaped(words) }

    private var words: String {
        switch kind {
        case .cannotRead(let reason):
            return "cannot read: \(reason)"
        case .tooLarge(let limit):
            return "file too large: formrun reads at most \(sizeText(limit))"
        case .syntax(let issue):
            return issue.message
        case .wrongType(let key, let expected, let found):
            return "\(quoted(key)) must be \(expected.phrase), not \(found.phrase(whenExpecting: expected))"
        case .unknownKey(let key, let suggestion):
            return "unknown key \(quoted(key))" + (didYouMean(suggestion) ?? "")
        case .keyNotApplicable(let key, .row(let type)):
            return "\(quoted(key)) does not apply to \(article(type.rawValue)) \(quoted(type.rawValue)) row"
        case .keyNotApplicable(let key, .validator(let type)):
            return "\(quoted(key)) does not apply to \(article(type.rawValue)) \(quoted(type.rawValue)) validator"
        case .missingKey(let key):
            return "missing \(quoted(key))"
        case .unknownType(let type, let suggestion):
            return "unknown type \(quoted(type))" + (didYouMean(suggestion) ?? "")
        case .missingTag:
            return "row has no 'tag' (every row needs a unique tag)"
        case .duplicateTag(let tag, let first):
            return "duplicate tag \(quoted(tag)) (first used at \(first))"
        case .condition(let message):
            return message
        case .emptySection:
            return "section has no rows"
        case .notAForm(let reason):
            return reason.message
        case .badValue(let bad):
            return bad.message
        case .unknownValueKey(let key, let suggestion):
            return "no row has the tag or key \(quoted(key))" + (didYouMean(suggestion) ?? "")
        case .valueForRowWithoutValue(let type):
            return "\(article(type.rawValue)) \(quoted(type.rawValue)) row carries no value"
        case .valueGivenTwice(let first):
            return "value given twice (first at \(first))"
        case .schema(let issue):
            return schemaWords(issue)
        case .valuesNotObject(let found):
            return "the values file must be an object keyed by tag or key path, not \(found.phrase(whenExpecting: .object))"
        case .entryNotObject(let list, let found):
            return "each entry of \(quoted(list)) must be an object, not \(found.phrase(whenExpecting: .object))"
        }
    }
}

/// ` (did you mean 'x'?)`, or nil without a suggestion.
private func didYouMean(_ suggestion: String?) -> String? {
    suggestion.map { " (did you mean \(quoted($0))?)" }
}

/// `a, b or c`.
private func either(_ words: [String]) -> String {
    words.count > 1 ? words.dropLast().joined(separator: ", ") + " or " + (words.last ?? "") : words.joined()
}

/// `an` before a vowel (`an 'info' row`), `a` otherwise.
private func article(_ word: String) -> String {
    guard let first = word.lowercased().first else { return "a" }
    return "aeiou".contains(first) ? "an" : "a"
}

/// `'text'` as a message quotes input: control characters spelled out, cut to 60 characters.
private func quoted(_ text: String) -> String { VisibleText.quoted(text) }

extension FormFileError.ExpectedType {
    var phrase: String {
        switch self {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .wholeNumber: return "a whole number"
        case .bool: return "true or false"
        case .condition: return "true, false or an expression string"
        case .option: return "a string or an object with 'title' and 'value'"
        case .scalar: return "a string, number or boolean"
        case .date: return "a date \"YYYY-MM-DD\" or \"today\""
        case .time: return "a time \"HH:MM\""
        case .dateTime: return "a date and time \"YYYY-MM-DDTHH:MM\" or \"today\""
        case .strings: return "an array of strings"
        }
    }
}

extension JSONType {
    /// `a string`, `an array`…; a number is quoted when a whole number was expected (`2.5`).
    func phrase(whenExpecting expected: FormFileError.ExpectedType) -> String {
        switch self {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number(let raw): return expected == .wholeNumber ? VisibleText.cut(raw) : "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }
}

extension FormFileError.NotAForm {
    var message: String {
        switch self {
        case .topLevelNotObject(let found):
            return "not a form: the top level must be an object, not \(found.phrase(whenExpecting: .object))"
        case .missingSections:
            return "not a form: missing 'sections'"
        case .sectionsNotArray(let found):
            return "not a form: 'sections' must be an array, not \(found.phrase(whenExpecting: .array))"
        case .noSections:
            return "not a form: 'sections' is empty"
        }
    }
}

extension FormFileError.BadValue {
    var message: String {
        switch self {
        case .negative(let key):
            return "\(quoted(key)) must not be negative"
        case .tooLarge(let key, let limit):
            return "\(quoted(key)) must be at most \(limit)"
        case .outOfRange(let key, let text):
            return "\(quoted(key)) is out of range: \(VisibleText.cut(text)) is not a whole number of 64 bits (\(Int64.min) … \(Int64.max))"
        case .longerThanMaxLength(let key, let limit):
            return "\(quoted(key)) is longer than its row's maxLength (\(limit) characters)"
        case .chosenTwice(let key, let value):
            return "\(quoted(key)) chooses \(VisibleText.cut(value)) twice"
        case .lessThanOne(let key):
            return "\(quoted(key)) must be at least 1"
        case .notPositive(let key):
            return "\(quoted(key)) must be greater than 0"
        case .empty(let key):
            return "\(quoted(key)) must not be empty"
        case .minGreaterThanMax(let min, let max):
            return "'min' (\(VisibleText.cut(min))) is greater than 'max' (\(VisibleText.cut(max)))"
        case .unknownValidatorType(let type, let suggestion):
            return "unknown validator type \(quoted(type))" + (didYouMean(suggestion) ?? "")
        case .validatorMissingField(let validator, let field):
            return "\(article(validator.rawValue)) \(quoted(validator.rawValue)) validator needs \(quoted(field))"
        case .validatorWithoutBounds(let validator):
            return "\(article(validator.rawValue)) \(quoted(validator.rawValue)) validator needs 'min' or 'max'"
        case .badRegex(let pattern, let problem):
            if problem.needsBacktracking { return problem.description }
            return "invalid regular expression \(quoted(pattern)): \(problem.description)"
        case .unknownAction(let action, let suggestion):
            return "'action' must be submit, cancel or reset, not \(quoted(action))" + (didYouMean(suggestion) ?? "")
        case .unknownFormat(let format, let suggestion):
            let known = RowFormat.allCases.map(\.rawValue)
            return "unknown format \(quoted(format))" + (didYouMean(suggestion) ?? " (use \(either(known)))")
        case .unknownStyle(let word, let suggestion):
            return "unknown style \(quoted(word))" + (didYouMean(suggestion) ?? " (use \(either(StyleSpec.words)))")
        case .minItemsAboveMaxItems(let min, let max):
            return "'minItems' (\(min)) is greater than 'maxItems' (\(max))"
        case .notAnOption(let key, let value, let options):
            let shown = options.prefix(5).map { VisibleText.cut(VisibleText.escaped($0)) }
            let listed = shown.joined(separator: ", ") + (options.count > 5 ? ", …" : "")
            return "\(quoted(key)) (\(VisibleText.cut(VisibleText.escaped(value)))) is not one of the options (\(listed))"
        case .ratingAboveMax(let key, let value, let max):
            return "\(quoted(key)) (\(value)) is more than 'max' (\(max)) stars"
        case .unknownTagReference(let tag, let suggestion):
            return "no row has the tag \(quoted(tag))" + (didYouMean(suggestion) ?? "")
        case .badTag(let tag):
            return "tag \(quoted(tag)) may only contain letters, digits, '_' and '-'"
        case .badKeyPath(let key):
            return "'key' must be a dotted path of non-empty names, not \(quoted(key))"
        case .keyTooDeep(let key, let depth, let limit):
            return "key \(quoted(key)) nests \(depth) levels; at most \(limit)"
        case .duplicateOutputKey(let key, let firstTag, let first):
            return "output key \(quoted(key)) is already used by row \(quoted(firstTag)) (at \(first))"
        case .conflictingOutputKey(let key, let other, let otherTag, let at):
            return "output key \(quoted(key)) conflicts with \(quoted(other)) of row \(quoted(otherTag)) (at \(at))"
        case .badDate(let key, let text):
            return "\(quoted(key)) must be a date \"YYYY-MM-DD\" or \"today\", not \(quoted(text))"
        case .badTime(let key, let text):
            return "\(quoted(key)) must be a time \"HH:MM\", not \(quoted(text))"
        case .badDateTime(let key, let text):
            return "\(quoted(key)) must be a date and time \"YYYY-MM-DDTHH:MM\" or \"today\", not \(quoted(text))"
        }
    }
}

extension JSONSyntaxIssue {
    var message: String {
        switch self {
        case .emptyFile:
            return "the file is empty (expected a JSON object)"
        case .unexpectedCharacter(let c, let expected):
            let hint = c == "'" ? " (strings use double quotes)" : ""
            return "unexpected character \(c == "'" ? "\"'\"" : quoted(c)), expected \(expected)\(hint)"
        case .unexpectedWord(let word, let expected):
            return "unexpected \(quoted(word)), expected \(expected) (strings need double quotes; literals are true, false and null)"
        case .unexpectedEnd(let expected):
            return "unexpected end of file, expected \(expected)"
        case .unterminatedString:
            return "unterminated string (missing closing '\"')"
        case .badEscape(let escape):
            return "invalid escape \(quoted(escape)) in string"
        case .badUnicodeEscape(let escape):
            return "invalid unicode escape \(quoted(escape)) (expected 4 hex digits)"
        case .loneSurrogate(let escape):
            return "unpaired surrogate \(quoted(escape)) in string"
        case .controlCharacter(let code):
            return "control character U+\(hexCode(code)) in string (escape it)"
        case .trailingComma(let inObject):
            return "trailing comma before '\(inObject ? "}" : "]")'"
        case .missingColon(let key):
            return "missing ':' after key \(quoted(key))"
        case .missingComma(let inObject):
            return inObject ? "missing ',' between object members" : "missing ',' between array elements"
        case .nonStringKey:
            return "object keys must be strings in double quotes"
        case .duplicateKey(let key, let first):
            return "duplicate key \(quoted(key)) (first at \(first))"
        case .badNumber(let reason):
            return "invalid number: \(reason)"
        case .numberOutOfRange(let raw):
            return "number out of range: \(VisibleText.cut(raw))"
        case .trailingContent:
            return "unexpected content after the end of the JSON value"
        case .tooDeep(let limit):
            return "nested too deeply (more than \(limit) levels)"
        case .stringTooLong(let limit):
            return "string too long (more than \(sizeText(limit)))"
        case .invalidUTF8:
            return "the file is not valid UTF-8"
        }
    }
}

/// A size in bytes as a limit reads: `16 MiB`, `1 MiB`, else bytes.
func sizeText(_ bytes: Int) -> String {
    bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
}

extension FormFileError {
    fileprivate func schemaWords(_ issue: SchemaIssue) -> String {
        switch issue {
        case .refCycle(let chain):
            return "'$ref' cycle: " + chain.map(quoted).joined(separator: " → ") + " never reaches a schema"
        case .unresolvedRef(let ref):
            return "'$ref' \(quoted(ref)) points at nothing in this file"
        case .noProperties:
            return "this JSON Schema has no object with 'properties' at its top level: nothing to ask for"
        case .badKeyword(let key, let expected, let found):
            return "\(quoted(key)) must be \(expected.phrase), not \(found.phrase(whenExpecting: expected))"
        case .refChainTooLong(let limit):
            return "more than \(limit) '$ref's in a row: formrun follows at most \(limit)"
        case .tooComplex(let limit):
            return "'$ref's and 'allOf's that make more than \(limit) schemas to merge: too complex to read as a form"
        }
    }
}

/// The one place where form-file warnings are worded.
extension FormWarning {
    /// `FILE:LINE:COLUMN: warning: property 'TAG': message`.
    public var description: String {
        let file = VisibleText.escaped(self.file)
        var text = location == .unknown ? "\(file): warning: " : "\(file):\(location.line):\(location.column): warning: "
        if let tag { text += "property \(quoted(tag)): " }
        return text + VisibleText.escaped(words)
    }

    private var words: String {
        switch kind {
        case .unknownFormat(let format):
            return "unknown format \(quoted(format)) ignored"
        case .patternNotSupported(let pattern, let problem):
            return "pattern \(quoted(pattern)) is invalid (\(problem.summary)): not checked"
        case .editedAsJSON(let reason):
            return reason.words + ": edited as JSON text, checked against its schema"
        case .ignoredKeyword(let keyword):
            return "\(quoted(keyword)) cannot be asked for in a form: ignored"
        case .externalRef(let ref):
            return "'$ref' \(quoted(ref)) is outside this file: edited as JSON text, not checked"
        case .conditionNotMapped:
            return "'if' tests more than one property with 'const' or 'enum': its 'then'/'else' are not applied"
        }
    }
}

extension FormWarning.JSONReason {
    var words: String {
        switch self {
        case .arrayOfObjects: return "a list of objects"
        case .arrayOf(let type): return "a list of \(type) values"
        case .openObject: return "an object without 'properties' (its keys are free)"
        case .patternProperties: return "'patternProperties'"
        case .objectChoice(let keyword): return "'\(keyword)' of objects or of several kinds"
        case .recursive: return "a schema that contains itself"
        case .noType: return "a value of any type"
        case .severalTypes(let types): return "a value of several types (" + types.joined(separator: ", ") + ")"
        case .backtrackingPattern(let pattern, let construct):
            return "pattern \(quoted(pattern)) uses \(construct.phrase), which formrun does not run "
                + "(matching it needs backtracking, whose time can grow exponentially) and does not check"
        }
    }
}
