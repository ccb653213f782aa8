/// The syntax tree of a pattern, as `RegexParser` reads it and `RegexCompiler` compiles it.
indirect enum RegexNode: Equatable, Sendable {
    /// Matches the empty string (an empty pattern, an empty alternative, `()`).
    case empty
    case scalar(Unicode.Scalar)
    /// `.`: any scalar but a line terminator.
    case any
    /// A character class, or a class escape outside one (`\d`).
    case set(RegexCharSet)
    case assertion(RegexAssertion)
    case concat([RegexNode])
    case alternation([RegexNode])
    /// `( )`, `(?: )`, `(?<name> )`: the same to a matcher that only answers match or no match.
    case group(RegexNode, RegexGroupKind)
    /// `e{min,max}` (`max` nil: unbounded); `offset` is the quantifier's, for errors. Greedy and
    /// lazy quantifiers are not told apart: they change which match is found, not whether one is.
    case repetition(RegexNode, min: Int, max: Int?, offset: Int)
    /// `(?=…)`, `(?!…)`, `(?<=…)`, `(?<!…)`: a zero-width test of the position by a sub-pattern.
    case lookaround(RegexNode, RegexLook)
}

/// Which lookaround, and its number in the pattern (0-based, in the order written): copies made
/// by `{n,m}` share the number, so each written lookaround is decided once per position.
struct RegexLook: Equatable, Sendable {
    var behind: Bool
    var negative: Bool
    var index: Int
}

/// How a group was written.
enum RegexGroupKind: Equatable, Sendable {
    case capturing
    case nonCapturing
    case named(String)
}

/// A zero-width test of the position (non-multiline: `^` and `$` are the text's ends).
enum RegexAssertion: Equatable, Sendable {
    case start
    case end
    case wordBoundary
    case notWordBoundary
}

/// `[a-z\d]`, `[^…]`, or a lone class escape: scalar ranges and class escapes, maybe negated.
struct RegexCharSet: Equatable, Sendable {
    var negated = false
    var ranges: [ClosedRange<UInt32>] = []
    var escapes: [RegexClassEscape] = []
}

/// `\d`, `\w`, `\s`, `\p{…}` and their negations (`\D`, `\W`, `\S`, `\P{…}`).
struct RegexClassEscape: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case digit
        case word
        case space
        case property(RegexProperty)
    }

    var kind: Kind
    var negated: Bool

    func contains(_ s: Unicode.Scalar, _ flavor: RegexFlavor) -> Bool {
        let hit: Bool
        switch kind {
        case .digit: hit = flavor.isDigit(s)
        case .word: hit = flavor.isWord(s)
        case .space: hit = flavor.isSpace(s)
        case .property(let property): hit = property.contains(s)
        }
        return hit != negated
    }
}
