/// Recursive-descent parser for condition expressions.
///
/// Precedence, loosest first: `||`/`or`, `&&`/`and`, `!`/`not`, comparison
/// (`== != < <= > >= contains in`, also `not in` / `not contains`), primary
/// (literal, `$tag`, list, call, parentheses). `&&` and `||` are left-associative;
/// comparisons do not chain.
public struct ConditionParser {
    private let tokens: [ConditionToken]
    private var index = 0

    /// Parses a whole expression.
    public static func parse(_ text: String) throws(ConditionError) -> ConditionExpr {
        let tokens = try ConditionLexer.tokenize(text)
        guard tokens.count > 1 else { throw ConditionError(offset: 0, kind: .emptyExpression) }
        var parser = ConditionParser(tokens: tokens)
        let expr = try parser.parseOr()
        let rest = parser.current
        if rest.kind != .end {
            throw parser.unexpected(rest, expected: "an operator ('&&', '||', '==' …)")
        }
        return expr
    }

    private init(tokens: [ConditionToken]) { self.tokens = tokens }

    private var current: ConditionToken { tokens[index] }

    private func peek(_ ahead: Int) -> ConditionToken {
        tokens[Swift.min(index + ahead, tokens.count - 1)]
    }

    private mutating func advance() -> ConditionToken {
        let token = tokens[index]
        if index < tokens.count - 1 { index += 1 }
        return token
    }

    private func unexpected(_ token: ConditionToken, expected: String) -> ConditionError {
        if token.kind == .end { return ConditionError(offset: token.offset, kind: .unexpectedEnd(expected: expected)) }
        if case .identifier(let word) = token.kind {
            return ConditionError(offset: token.offset, kind: .unknownWord(word, suggestion: Self.suggestion(for: word)))
        }
        return ConditionError(offset: token.offset, kind: .unexpectedToken(token.text, expected: expected))
    }

    /// A keyword close to `word`, else the tag reading `$word` (a forgotten `$`).
    private static func suggestion(for word: String) -> String? {
        let words = Array(ConditionLexer.keywords.keys).sorted()
        return KeywordSuggestion.closest(to: word, in: words) ?? "$\(word)"
    }

    private mutating func parseOr() throws(ConditionError) -> ConditionExpr {
        var left = try parseAnd()
        while current.kind == .or {
            _ = advance()
            left = .or(left, try parseAnd())
        }
        return left
    }

    private mutating func parseAnd() throws(ConditionError) -> ConditionExpr {
        var left = try parseNot()
        while current.kind == .and {
            _ = advance()
            left = .and(left, try parseNot())
        }
        return left
    }

    private mutating func parseNot() throws(ConditionError) -> ConditionExpr {
        if current.kind == .not {
            _ = advance()
            return .not(try parseNot())
        }
        return try parseComparison()
    }

    private static func comparison(_ kind: ConditionToken.Kind) -> ComparisonOperator? {
        switch kind {
        case .equal: return .equal
        case .notEqual: return .notEqual
        case .less: return .less
        case .lessEqual: return .lessEqual
        case .greater: return .greater
        case .greaterEqual: return .greaterEqual
        case .contains: return .contains
        case .in: return .in
        default: return nil
        }
    }

    private mutating func parseComparison() throws(ConditionError) -> ConditionExpr {
        let left = try parsePrimary()
        var negated = false
        if current.kind == .not, Self.comparison(peek(1).kind) == .in || Self.comparison(peek(1).kind) == .contains {
            _ = advance()
            negated = true
        }
        guard let op = Self.comparison(current.kind) else { return left }
        _ = advance()
        let right = try parsePrimary()
        if Self.comparison(current.kind) != nil {
            throw ConditionError(offset: current.offset, kind: .chainedComparison(current.text))
        }
        let comparison = ConditionExpr.compare(op, left, right)
        return negated ? .not(comparison) : comparison
    }

    private mutating func parsePrimary() throws(ConditionError) -> ConditionExpr {
        let token = current
        switch token.kind {
        case .number(let n): _ = advance(); return .literal(.number(n))
        case .string(let s): _ = advance(); return .literal(.string(s))
        case .boolean(let b): _ = advance(); return .literal(.bool(b))
        case .null: _ = advance(); return .literal(.null)
        case .tag(let name): _ = advance(); return .tag(name, offset: token.offset)
        case .leftParen:
            _ = advance()
            let inner = try parseOr()
            guard current.kind == .rightParen else {
                throw ConditionError(offset: current.offset, kind: .missingClosingParen)
            }
            _ = advance()
            return inner
        case .leftBracket:
            return try parseList()
        case .identifier(let name):
            guard peek(1).kind == .leftParen else { throw unexpected(token, expected: "a value") }
            return try parseCall(name, at: token.offset)
        default:
            throw unexpected(token, expected: "a value")
        }
    }

    private mutating func parseList() throws(ConditionError) -> ConditionExpr {
        _ = advance()
        var items: [ConditionExpr] = []
        while current.kind != .rightBracket {
            if current.kind == .end { throw ConditionError(offset: current.offset, kind: .missingClosingBracket) }
            items.append(try parseOr())
            if current.kind == .comma {
                _ = advance()
            } else if current.kind != .rightBracket {
                if current.kind == .end { throw ConditionError(offset: current.offset, kind: .missingClosingBracket) }
                throw unexpected(current, expected: "',' or ']'")
            }
        }
        _ = advance()
        return .list(items)
    }

    private mutating func parseCall(_ name: String, at offset: Int) throws(ConditionError) -> ConditionExpr {
        guard let function = ConditionFunction(rawValue: name) else {
            let names = ConditionFunction.allCases.map(\.rawValue)
            throw ConditionError(offset: offset, kind: .unknownFunction(name, suggestion: KeywordSuggestion.closest(to: name, in: names, byPrefix: true)))
        }
        _ = advance()
        _ = advance()
        var args: [ConditionExpr] = []
        while current.kind != .rightParen {
            if current.kind == .end { throw ConditionError(offset: current.offset, kind: .missingClosingParen) }
            args.append(try parseOr())
            if current.kind == .comma {
                _ = advance()
            } else if current.kind != .rightParen {
                if current.kind == .end { throw ConditionError(offset: current.offset, kind: .missingClosingParen) }
                throw unexpected(current, expected: "',' or ')'")
            }
        }
        _ = advance()
        guard args.count == function.arity else {
            throw ConditionError(offset: offset, kind: .wrongArgumentCount(function: name, expected: function.arity, found: args.count))
        }
        return .call(function, args)
    }
}
