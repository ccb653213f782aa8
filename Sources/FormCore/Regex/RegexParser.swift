/// Reads ECMA-262 pattern syntax (as JSON Schema specifies it) into a `RegexNode`: literals, `.`,
/// escapes, classes, `^ $ \b \B`, groups (plain, `(?:`, `(?<name>`), `|`, and the quantifiers
/// `* + ? {n} {n,} {n,m}` with their lazy forms, and lookaround (`(?=`, `(?!`, `(?<=`, `(?<!`;
/// not quantifiable, as with ECMA-262's `u` flag). Backreferences are refused
/// (`RegexError.Kind.needsBacktracking`). Offsets count Unicode scalars from 0.
///
/// Lenient where ECMA-262's Annex B is (and JSON Schema patterns in the wild rely on it): a `{`
/// that starts no quantifier, and a lone `]` or `}`, are literals; a `-` that cannot make a range
/// inside a class is a literal; an escaped non-alphanumeric scalar is that scalar.
struct RegexParser {
    /// The largest count of `{n,m}`.
    static let countLimit = 1000
    /// The most groups inside one another.
    static let depthLimit = 200
    /// The most lookarounds in a pattern (each keeps one bit per text position while matching).
    static let lookaroundLimit = 100

    let scalars: [Unicode.Scalar]
    var position = 0
    var depth = 0
    /// The lookarounds read so far.
    var lookarounds = 0

    init(_ pattern: String) {
        scalars = Array(pattern.unicodeScalars)
    }

    /// The tree of `pattern`.
    static func parse(_ pattern: String) throws(RegexError) -> RegexNode {
        var parser = RegexParser(pattern)
        let node = try parser.alternation()
        if parser.position < parser.scalars.count {
            throw RegexError(offset: parser.position, kind: .unmatchedParenthesis)
        }
        return node
    }

    func peek(_ ahead: Int = 0) -> Unicode.Scalar? {
        position + ahead < scalars.count ? scalars[position + ahead] : nil
    }

    func fail(_ kind: RegexError.Kind, at offset: Int? = nil) -> RegexError {
        RegexError(offset: offset ?? position, kind: kind)
    }

    /// Alternatives separated by `|`, up to a `)` or the end.
    mutating func alternation() throws(RegexError) -> RegexNode {
        var branches = [try sequence()]
        while peek() == "|" {
            position += 1
            branches.append(try sequence())
        }
        return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    /// Terms, each maybe quantified, up to a `|`, a `)` or the end.
    private mutating func sequence() throws(RegexError) -> RegexNode {
        var items: [RegexNode] = []
        while let c = peek(), c != "|", c != ")" {
            var atom = try self.atom()
            if let quantifier = try quantifier() {
                switch atom {
                case .assertion, .lookaround: throw fail(.nothingToRepeat, at: quantifier.offset)
                default: break
                }
                atom = .repetition(atom, min: quantifier.min, max: quantifier.max, offset: quantifier.offset)
                if let extra = try self.quantifier() { throw fail(.nothingToRepeat, at: extra.offset) }
            }
            items.append(atom)
        }
        switch items.count {
        case 0: return .empty
        case 1: return items[0]
        default: return .concat(items)
        }
    }

    /// One term: a literal, `.`, an assertion, an escape, a class or a group.
    private mutating func atom() throws(RegexError) -> RegexNode {
        guard let c = peek() else { return .empty }
        switch c {
        case "^": position += 1; return .assertion(.start)
        case "$": position += 1; return .assertion(.end)
        case ".": position += 1; return .any
        case "(": return try group()
        case "[": return try characterClass()
        case "\\": return try escape()
        case "*", "+", "?":
            throw fail(.nothingToRepeat)
        case "{":
            var probe = self
            let startsQuantifier: Bool
            do { startsQuantifier = try probe.quantifier() != nil } catch { startsQuantifier = true }
            if startsQuantifier { throw fail(.nothingToRepeat) }
            position += 1
            return .scalar(c)
        default:
            position += 1
            return .scalar(c)
        }
    }

    /// `(…)`, `(?:…)`, `(?<name>…)` and lookaround; other `(?` forms are refused.
    private mutating func group() throws(RegexError) -> RegexNode {
        let open = position
        position += 1
        var kind = RegexGroupKind.capturing
        var look: RegexLook?
        if peek() == "?" {
            switch (peek(1), peek(2)) {
            case (":", _):
                kind = .nonCapturing
                position += 2
            case ("=", _), ("!", _):
                look = RegexLook(behind: false, negative: peek(1) == "!", index: 0)
                position += 2
            case ("<", "="), ("<", "!"):
                look = RegexLook(behind: true, negative: peek(2) == "!", index: 0)
                position += 3
            case ("<", _):
                position += 2
                kind = .named(try groupName())
            default:
                let text = "(?" + (peek(1).map { String($0) } ?? "")
                throw fail(.unsupportedGroup(text), at: open)
            }
        }
        depth += 1
        if depth > Self.depthLimit { throw fail(.tooDeep(limit: Self.depthLimit), at: open) }
        let inner = try alternation()
        depth -= 1
        guard peek() == ")" else { throw fail(.unclosedGroup, at: open) }
        position += 1
        if var look {
            if lookarounds >= Self.lookaroundLimit { throw fail(.tooManyLookarounds(limit: Self.lookaroundLimit), at: open) }
            look.index = lookarounds
            lookarounds += 1
            return .lookaround(inner, look)
        }
        return .group(inner, kind)
    }

    /// A group name up to `>` (the `>` consumed): an identifier.
    mutating func groupName() throws(RegexError) -> String {
        let start = position
        var name = ""
        while let c = peek(), c != ">" {
            let first = name.isEmpty
            guard c == "_" || c == "$" || (first ? c.properties.isIDStart : c.properties.isIDContinue) else {
                throw fail(.badGroupName, at: start)
            }
            name.unicodeScalars.append(c)
            position += 1
        }
        guard peek() == ">", !name.isEmpty else { throw fail(.badGroupName, at: start) }
        position += 1
        return name
    }

    /// A quantifier at the position (`*`, `+`, `?`, `{n}`, `{n,}`, `{n,m}`, each maybe followed by
    /// `?`), or nil; a `{` that is not a quantifier is left for the caller as a literal.
    private mutating func quantifier() throws(RegexError) -> (min: Int, max: Int?, offset: Int)? {
        let offset = position
        let bounds: (Int, Int?)
        switch peek() {
        case "*": position += 1; bounds = (0, nil)
        case "+": position += 1; bounds = (1, nil)
        case "?": position += 1; bounds = (0, 1)
        case "{":
            guard let braces = try counts() else { return nil }
            bounds = braces
        default:
            return nil
        }
        if peek() == "?" { position += 1 }
        return (bounds.0, bounds.1, offset)
    }

    /// `{n}`, `{n,}` or `{n,m}` at the position, or nil (nothing consumed) when the brace starts
    /// none of them.
    private mutating func counts() throws(RegexError) -> (Int, Int?)? {
        let offset = position
        var probe = position + 1
        func number() -> Int? {
            var value = 0, digits = 0
            while probe < scalars.count, let d = scalars[probe].asciiDigit {
                value = min(value * 10 + d, 1_000_000_000)
                digits += 1
                probe += 1
            }
            return digits > 0 ? value : nil
        }
        guard let low = number() else { return nil }
        var high: Int? = low
        if probe < scalars.count, scalars[probe] == "," {
            probe += 1
            high = number()
        }
        guard probe < scalars.count, scalars[probe] == "}" else { return nil }
        for n in [low, high ?? 0] where n > Self.countLimit {
            throw fail(.countTooLarge(n, limit: Self.countLimit), at: offset)
        }
        if let high, high < low { throw fail(.countsOutOfOrder(min: low, max: high), at: offset) }
        position = probe + 1
        return (low, high)
    }
}

extension Unicode.Scalar {
    /// 0…9 for an ASCII digit.
    var asciiDigit: Int? {
        value >= 0x30 && value <= 0x39 ? Int(value - 0x30) : nil
    }

    /// 0…15 for an ASCII hexadecimal digit.
    var hexDigit: Int? {
        switch value {
        case 0x30...0x39: return Int(value - 0x30)
        case 0x41...0x46: return Int(value - 0x41 + 10)
        case 0x61...0x66: return Int(value - 0x61 + 10)
        default: return nil
        }
    }
}
