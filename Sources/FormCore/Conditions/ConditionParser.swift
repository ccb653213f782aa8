/// Recursive-descent parser for condition expressions.
///
/// Precedence, loosest first: `||`/`or`, `&&`/`and`, `!`/`not`, comparison
/// (`== != < <= > >= contains in`, also `not in` / `not contains`), primary
/// (literal, `$tag`, list, call, parentheses). `&&` and `||` are left-associative;
/// comparisons do not chain.
///
/// Expressions nest at most `maxDepth` levels (parentheses, `!`, lists, calls and the tree's
/// own depth), so that neither this parser nor the recursive evaluator can run out of stack.
/// Long `&&`/`||` chains are grouped into a balanced tree beyond `longChain` operands, so that
/// a hundred alternatives stay shallow.
package struct ConditionParser {
    /// The deepest nesting an expression may have.
    package static let maxDepth = 200
    /// Chains of more operands than this are grouped in a balanced tree.
    static let longChain = 16

    /// An expression and the depth of its tree.
    private typealias Parsed = (expr: ConditionExpr, depth: Int)

    private let tokens: [ConditionToken]
    private var index = 0
    /// How many nested calls of the parser are open.
    private var level = 0

    /// Parses a whole expression.
    package static func parse(_ text: String) throws(ConditionError) -> ConditionExpr {
        let tokens = try ConditionLexer.tokenize(text)
        guard tokens.count > 1 else { throw ConditionError(offset: 0, kind: .emptyExpression) }
        var parser = ConditionParser(tokens: tokens)
        let expr = try parser.parseOr().expr
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

    /// Counts one more level of nesting at the current token; throws past `maxDepth`.
    private mutating func enter() throws(ConditionError) {
        level += 1
        if level > Self.maxDepth { throw ConditionError(offset: current.offset, kind: .tooDeep(limit: Self.maxDepth)) }
    }

    /// Throws when a tree of `depth` levels is too deep (`offset`: the operator that made it).
    private func check(_ depth: Int, at offset: Int) throws(ConditionError) -> Int {
        if depth > Self.maxDepth { throw ConditionError(offset: offset, kind: .tooDeep(limit: Self.maxDepth)) }
        return depth
    }

    private mutating func parseOr() throws(ConditionError) -> Parsed {
        try parseChain(.or) { (parser: inout ConditionParser) throws(ConditionError) in try parser.parseAnd() }
    }

    private mutating func parseAnd() throws(ConditionError) -> Parsed {
        try parseChain(.and) { (parser: inout ConditionParser) throws(ConditionError) in try parser.parseNot() }
    }

    /// Operands joined by `op` (`.and` or `.or`), left-associative; long chains balanced.
    private mutating func parseChain(_ op: ConditionToken.Kind,
                                     operand: (inout ConditionParser) throws(ConditionError) -> Parsed) throws(ConditionError) -> Parsed {
        var operands = [try operand(&self)]
        while current.kind == op {
            let offset = advance().offset
            operands.append(try operand(&self))
            if operands.count <= Self.longChain {
                _ = try check(operands.map(\.depth).max()! + operands.count - 1, at: offset)
            }
        }
        let join: (ConditionExpr, ConditionExpr) -> ConditionExpr = op == .and ? { .and($0, $1) } : { .or($0, $1) }
        if operands.count <= Self.longChain {
            var left = operands[0]
            for right in operands.dropFirst() { left = (join(left.expr, right.expr), Swift.max(left.depth, right.depth) + 1) }
            return left
        }
        let joined = Self.balanced(operands[...], join)
        return (joined.expr, try check(joined.depth, at: current.offset))
    }

    /// `operands` joined in a balanced tree, in order.
    private static func balanced(_ operands: ArraySlice<Parsed>, _ join: (ConditionExpr, ConditionExpr) -> ConditionExpr) -> Parsed {
        if operands.count == 1 { return operands[operands.startIndex] }
        let middle = operands.startIndex + operands.count / 2
        let left = balanced(operands[..<middle], join), right = balanced(operands[middle...], join)
        return (join(left.expr, right.expr), Swift.max(left.depth, right.depth) + 1)
    }

    private mutating func parseNot() throws(ConditionError) -> Parsed {
        if current.kind == .not {
            try enter()
            defer { level -= 1 }
            let offset = advance().offset
            let operand = try parseNot()
            return (.not(operand.expr), try check(operand.depth + 1, at: offset))
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

    private mutating func parseComparison() throws(ConditionError) -> Parsed {
        let left = try parsePrimary()
        var negated = false
        if current.kind == .not, Self.comparison(peek(1).kind) == .in || Self.comparison(peek(1).kind) == .contains {
            _ = advance()
            negated = true
        }
        guard let op = Self.comparison(current.kind) else { return left }
        let offset = advance().offset
        let right = try parsePrimary()
        if Self.comparison(current.kind) != nil {
            throw ConditionError(offset: current.offset, kind: .chainedComparison(current.text))
        }
        let comparison = ConditionExpr.compare(op, left.expr, right.expr)
        let depth = try check(Swift.max(left.depth, right.depth) + (negated ? 2 : 1), at: offset)
        return (negated ? .not(comparison) : comparison, depth)
    }

    private mutating func parsePrimary() throws(ConditionError) -> Parsed {
        let token = current
        switch token.kind {
        case .number(let n): _ = advance(); return (.literal(.number(n)), 1)
        case .string(let s): _ = advance(); return (.literal(.string(s)), 1)
        case .boolean(let b): _ = advance(); return (.literal(.bool(b)), 1)
        case .null: _ = advance(); return (.literal(.null), 1)
        case .tag(let name): _ = advance(); return (.tag(name, offset: token.offset), 1)
        case .leftParen:
            try enter()
            defer { level -= 1 }
            _ = advance()
            let inner = try parseOr()
            guard current.kind == .rightParen else {
                throw ConditionError(offset: current.offset, kind: .missingClosingParen)
            }
            _ = advance()
            return inner
        case .leftBracket:
            try enter()
            defer { level -= 1 }
            return try parseList()
        case .identifier(let name):
            guard peek(1).kind == .leftParen else { throw unexpected(token, expected: "a value") }
            try enter()
            defer { level -= 1 }
            return try parseCall(name, at: token.offset)
        default:
            throw unexpected(token, expected: "a value")
        }
    }

    private mutating func parseList() throws(ConditionError) -> Parsed {
        _ = advance()
        var items: [ConditionExpr] = []
        var depth = 0
        while current.kind != .rightBracket {
            if current.kind == .end { throw ConditionError(offset: current.offset, kind: .missingClosingBracket) }
            let item = try parseOr()
            items.append(item.expr)
            depth = Swift.max(depth, item.depth)
            if current.kind == .comma {
                _ = advance()
            } else if current.kind != .rightBracket {
                if current.kind == .end { throw ConditionError(offset: current.offset, kind: .missingClosingBracket) }
                throw unexpected(current, expected: "',' or ']'")
            }
        }
        _ = advance()
        return (.list(items), try check(depth + 1, at: current.offset))
    }

    private mutating func parseCall(_ name: String, at offset: Int) throws(ConditionError) -> Parsed {
        guard let function = ConditionFunction(rawValue: name) else {
            let names = ConditionFunction.allCases.map(\.rawValue)
            throw ConditionError(offset: offset, kind: .unknownFunction(name, suggestion: KeywordSuggestion.closest(to: name, in: names, byPrefix: true)))
        }
        _ = advance()
        _ = advance()
        var args: [ConditionExpr] = []
        var depth = 0
        while current.kind != .rightParen {
            if current.kind == .end { throw ConditionError(offset: current.offset, kind: .missingClosingParen) }
            let arg = try parseOr()
            args.append(arg.expr)
            depth = Swift.max(depth, arg.depth)
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
        return (.call(function, args), try check(depth + 1, at: offset))
    }
}
