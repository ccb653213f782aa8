/// Splits a condition expression into tokens. Offsets count characters, as columns do.
package enum ConditionLexer {
    /// The words with a meaning of their own (the function names are identifiers).
    package static let keywords: [String: ConditionToken.Kind] = [
        "true": .boolean(true), "false": .boolean(false), "null": .null,
        "and": .and, "or": .or, "not": .not, "contains": .contains, "in": .in,
    ]

    /// Every token of `text`, ending with `.end`.
    package static func tokenize(_ text: String) throws(ConditionError) -> [ConditionToken] {
        var scanner = Scanner(chars: Array(text))
        var tokens: [ConditionToken] = []
        while let token = try scanner.next() { tokens.append(token) }
        tokens.append(ConditionToken(kind: .end, offset: scanner.chars.count, text: ""))
        return tokens
    }

    package static func isTagCharacter(_ c: Character) -> Bool {
        c.isLetter || c.isNumber || c == "_" || c == "-" || c == "."
    }

    package static func isWordStart(_ c: Character) -> Bool { c.isLetter || c == "_" }
    static func isWordCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }
    static func isDigit(_ c: Character) -> Bool { c.isASCII && c.isNumber }

    private struct Scanner {
        let chars: [Character]
        var position = 0

        init(chars: [Character]) { self.chars = chars }

        func peek(_ ahead: Int = 0) -> Character? {
            position + ahead < chars.count ? chars[position + ahead] : nil
        }

        func text(from start: Int) -> String { String(chars[start..<position]) }

        mutating func next() throws(ConditionError) -> ConditionToken? {
            while let c = peek(), c.isWhitespace { position += 1 }
            guard let c = peek() else { return nil }
            let start = position
            func token(_ kind: ConditionToken.Kind, length: Int) -> ConditionToken {
                position = start + length
                return ConditionToken(kind: kind, offset: start, text: String(chars[start..<position]))
            }
            switch c {
            case "$": return try tag(start)
            case "'", "\"": return try string(start, quote: c)
            case "[": return token(.leftBracket, length: 1)
            case "]": return token(.rightBracket, length: 1)
            case "(": return token(.leftParen, length: 1)
            case ")": return token(.rightParen, length: 1)
            case ",": return token(.comma, length: 1)
            case "=":
                if peek(1) == "=" { return token(.equal, length: 2) }
                throw ConditionError(offset: start, kind: .unexpectedCharacter("=", suggestion: "=="))
            case "!": return peek(1) == "=" ? token(.notEqual, length: 2) : token(.not, length: 1)
            case "<": return peek(1) == "=" ? token(.lessEqual, length: 2) : token(.less, length: 1)
            case ">": return peek(1) == "=" ? token(.greaterEqual, length: 2) : token(.greater, length: 1)
            case "&":
                if peek(1) == "&" { return token(.and, length: 2) }
                throw ConditionError(offset: start, kind: .unexpectedCharacter("&", suggestion: "&&"))
            case "|":
                if peek(1) == "|" { return token(.or, length: 2) }
                throw ConditionError(offset: start, kind: .unexpectedCharacter("|", suggestion: "||"))
            default:
                if ConditionLexer.isDigit(c) || (c == "-" && peek(1).map(ConditionLexer.isDigit) == true) {
                    return try number(start)
                }
                if ConditionLexer.isWordStart(c) { return word(start) }
                throw ConditionError(offset: start, kind: .unexpectedCharacter(c, suggestion: nil))
            }
        }

        mutating func tag(_ start: Int) throws(ConditionError) -> ConditionToken {
            position += 1
            while let c = peek(), ConditionLexer.isTagCharacter(c) { position += 1 }
            guard position > start + 1 else { throw ConditionError(offset: start, kind: .emptyTag) }
            let name = String(chars[(start + 1)..<position])
            return ConditionToken(kind: .tag(name), offset: start, text: text(from: start))
        }

        mutating func string(_ start: Int, quote: Character) throws(ConditionError) -> ConditionToken {
            position += 1
            var value = ""
            while let c = peek() {
                position += 1
                if c == quote {
                    return ConditionToken(kind: .string(value), offset: start, text: text(from: start))
                }
                if c == "\\", let escaped = peek() {
                    position += 1
                    switch escaped {
                    case "n": value.append("\n")
                    case "t": value.append("\t")
                    default: value.append(escaped)
                    }
                } else {
                    value.append(c)
                }
            }
            throw ConditionError(offset: start, kind: .unterminatedString)
        }

        mutating func number(_ start: Int) throws(ConditionError) -> ConditionToken {
            if peek() == "-" { position += 1 }
            while let c = peek(), ConditionLexer.isDigit(c) { position += 1 }
            if peek() == ".", let after = peek(1), ConditionLexer.isDigit(after) {
                position += 1
                while let c = peek(), ConditionLexer.isDigit(c) { position += 1 }
            }
            if let c = peek(), ConditionLexer.isWordCharacter(c) || c == "." {
                while let c = peek(), ConditionLexer.isWordCharacter(c) || c == "." { position += 1 }
                throw ConditionError(offset: start, kind: .invalidNumber(text(from: start)))
            }
            let literal = text(from: start)
            guard let value = Double(literal) else {
                throw ConditionError(offset: start, kind: .invalidNumber(literal))
            }
            return ConditionToken(kind: .number(value), offset: start, text: literal)
        }

        mutating func word(_ start: Int) -> ConditionToken {
            while let c = peek(), ConditionLexer.isWordCharacter(c) { position += 1 }
            let word = text(from: start)
            let kind = ConditionLexer.keywords[word] ?? .identifier(word)
            return ConditionToken(kind: kind, offset: start, text: word)
        }
    }
}
