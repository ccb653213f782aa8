/// A syntax error in a condition expression, at a character offset of the expression.
package struct ConditionError: Error, Equatable, Sendable, CustomStringConvertible {
    package enum Kind: Equatable, Sendable {
        /// The expression is empty or only blanks.
        case emptyExpression
        /// A character that starts no token; `suggestion` is the likely intended operator.
        case unexpectedCharacter(Character, suggestion: String?)
        /// A quoted string without its closing quote.
        case unterminatedString
        /// Something that starts like a number and is not one, e.g. `12ab`.
        case invalidNumber(String)
        /// A `$` without a tag name after it.
        case emptyTag
        /// A token where something else was expected; `expected` describes what.
        case unexpectedToken(String, expected: String)
        /// The expression stopped where something else was expected.
        case unexpectedEnd(expected: String)
        /// A call of a function that does not exist.
        case unknownFunction(String, suggestion: String?)
        /// A bare word that is neither a keyword nor a call (a tag without `$`, a misspelled `and`).
        case unknownWord(String, suggestion: String?)
        /// The whole condition is one bare word that names no row (`"required": "yes"`): what
        /// the key takes is `true`, `false` or an expression; `yes` says which boolean the word
        /// reads as (`yes`, `on` → true; `no`, `off` → false), nil when it reads as neither.
        case bareWord(String, yes: Bool?)
        /// A `(` never closed.
        case missingClosingParen
        /// A `[` never closed.
        case missingClosingBracket
        case wrongArgumentCount(function: String, expected: Int, found: Int)
        /// `a == b == c`: comparisons do not chain.
        case chainedComparison(String)
        /// More than `limit` levels of nesting (parentheses, `!`, operators, lists, calls).
        case tooDeep(limit: Int)
    }

    /// Character offset in the expression (0-based); the expression's length for "unexpected end".
    package var offset: Int
    package var kind: Kind

    package init(offset: Int, kind: Kind) {
        self.offset = offset
        self.kind = kind
    }

    /// What is wrong, without the hint.
    package var summary: String {
        switch kind {
        case .emptyExpression: return "empty expression"
        case .unexpectedCharacter(let c, _): return "unexpected character '\(c)'"
        case .unterminatedString: return "unterminated string"
        case .invalidNumber(let text): return "invalid number '\(text)'"
        case .emptyTag: return "'$' without a tag name"
        case .unexpectedToken(let text, let expected): return "unexpected '\(text)', expected \(expected)"
        case .unexpectedEnd(let expected): return "unexpected end of expression, expected \(expected)"
        case .unknownFunction(let name, _): return "unknown function '\(name)'"
        case .unknownWord(let word, _): return "unknown word '\(word)'"
        case .bareWord(let word, _): return "unknown word '\(word)'"
        case .missingClosingParen: return "missing ')'"
        case .missingClosingBracket: return "missing ']'"
        case .wrongArgumentCount(let name, let expected, let found):
            let plural = expected == 1 ? "" : "s"
            return "\(name)() takes \(expected) argument\(plural), not \(found)"
        case .chainedComparison(let op): return "comparisons cannot be chained ('\(op)'); use parentheses"
        case .tooDeep(let limit): return "nested too deeply (more than \(limit) levels)"
        }
    }

    /// A did-you-mean hint, when there is one.
    package var hint: String? {
        switch kind {
        case .unexpectedCharacter(_, let suggestion?): return "did you mean '\(suggestion)'?"
        case .unknownFunction(_, let suggestion?): return "did you mean '\(suggestion)'?"
        case .unknownWord(_, let suggestion?): return "did you mean '\(suggestion)'?"
        case .bareWord(_, let yes):
            switch yes {
            case true?: return "did you mean true? A condition is true, false or an expression such as '$tag'"
            case false?: return "did you mean false? A condition is true, false or an expression such as '$tag'"
            case nil: return "did you mean true or false? A condition is true, false or an expression such as '$tag'"
            }
        default: return nil
        }
    }

    /// This error with its did-you-mean chosen among the words the key takes, once the form's
    /// rows are known: a bare word is a tag without its `$` only when such a tag (or one close to
    /// it) exists; a condition that is one bare word otherwise reads as a boolean written as a word.
    package func suggesting(tags: [String], in text: String) -> ConditionError {
        guard case .unknownWord(let word, let suggestion) = kind,
              suggestion.map({ ConditionLexer.keywords[$0] == nil }) ?? true else { return self }
        var error = self
        if let tag = tags.contains(word) ? word : Suggestion.closest(to: word, in: tags) {
            error.kind = .unknownWord(word, suggestion: "$" + tag)
        } else if String(text.trimmedOfWhitespace) == word {
            let yes = BooleanWords.reading(word)
            error.kind = .bareWord(word, yes: yes)
        } else {
            error.kind = .unknownWord(word, suggestion: nil)
        }
        return error
    }

    /// The full wording: summary and hint.
    package var message: String {
        hint.map { "\(summary) (\($0))" } ?? summary
    }

    package var description: String { "\(offset): \(message)" }
}
