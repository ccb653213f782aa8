import FormJSON

/// The one place where form-file errors are worded.
extension FormFileError {
    /// `FILE:LINE:COLUMN: row 'TAG': message` (`FILE: message` when the location is unknown).
    package var description: String {
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
    package var message: String { VisibleText.escaped(words) }

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
        case .boolAsString(let key, let word):
            return "\(quoted(key)) must be true or false, not the string \(quoted(word))" + BooleanWords.didYouMean(word)
        case .unknownKey(let key, let suggestions):
            return "unknown key \(quoted(key))" + (didYouMean(suggestions) ?? "")
        case .keyNotApplicable(let key, .row(let type)):
            return "\(quoted(key)) does not apply to \(article(type.rawValue)) \(quoted(type.rawValue)) row"
                + (SpecSynonyms.rowKeyAdvice[key].map { " (\($0))" } ?? "")
        case .keyNotApplicable(let key, .validator(let type)):
            return "\(quoted(key)) does not apply to \(article(type.rawValue)) \(quoted(type.rawValue)) validator"
        case .missingKey(let key):
            return "missing \(quoted(key))"
        case .unknownType(let type, let suggestions):
            return "unknown type \(quoted(type))" + (didYouMean(suggestions) ?? "")
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

extension FormFileErrors {
    /// One line an error, the first `shownLimit` of them, then `… and N more errors`.
    package var description: String {
        var lines = errors.prefix(Self.shownLimit).map(\.description)
        let more = errors.count - Self.shownLimit
        if more > 0 { lines.append("… and \(more) more error\(more == 1 ? "" : "s")") }
        return lines.joined(separator: "\n")
    }

    /// The first error on one line, for a place that shows one (the status line of `--watch`):
    /// `FILE:LINE:COLUMN: message (and 2 more errors)`.
    package var firstLine: String {
        guard let first else { return "" }
        let more = errors.count - 1
        return first.description + (more > 0 ? " (and \(more) more error\(more == 1 ? "" : "s"))" : "")
    }
}

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
        case .objects: return "an object for each item"
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
