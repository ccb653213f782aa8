import FormJSON

/// The words of a key whose value is wrong.
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
            if problem.needsBacktracking { return problem.words(in: pattern) }
            return "invalid regular expression \(quoted(pattern)): \(problem.words(in: pattern))"
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
        case .badSpelling(let key, let text, let accepted):
            return "\(quoted(key)) must be \(accepted), not \(quoted(text))"
        }
    }
}
