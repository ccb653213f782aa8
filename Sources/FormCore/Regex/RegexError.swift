/// Why a pattern is refused, at a Unicode-scalar offset of the pattern (0-based). Worded in
/// `RegexError+Message.swift`.
package struct RegexError: Error, Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        /// A `(` never closed.
        case unclosedGroup
        /// A `)` that closes no group.
        case unmatchedParenthesis
        /// A quantifier after nothing, after `|`, `(`, an assertion or another quantifier.
        case nothingToRepeat
        /// A `[` never closed.
        case unclosedClass
        /// `[z-a]`.
        case rangeOutOfOrder(from: Unicode.Scalar, to: Unicode.Scalar)
        /// A `\` at the end of the pattern.
        case trailingBackslash
        /// A letter or digit escape ECMA-262 does not define (`\q`, `\A`), as written.
        case unknownEscape(String)
        /// `\x`, `\u` or `\u{…}` without the hexadecimal digits it needs, as written.
        case badHexEscape(String)
        /// A code point above U+10FFFF or a lone surrogate, as written.
        case notAScalar(String)
        /// `{n,m}` with a count above `limit`.
        case countTooLarge(Int, limit: Int)
        /// `{5,2}`.
        case countsOutOfOrder(min: Int, max: Int)
        /// The compiled program would hold more than `limit` instructions.
        case tooLarge(limit: Int)
        /// More than `limit` groups inside one another.
        case tooDeep(limit: Int)
        /// More than `limit` lookarounds in one pattern.
        case tooManyLookarounds(limit: Int)
        /// A `(?` group that is not `(?:`, `(?<name>` or lookaround (inline flags, atomic groups), as written.
        case unsupportedGroup(String)
        /// `(?<` without a valid name and `>`.
        case badGroupName
        /// `\p{…}` naming no property formrun knows, as written inside the braces.
        case unknownProperty(String)
        /// A construct only a backtracking engine runs: never run, refused.
        case needsBacktracking(RegexBacktracking)
    }

    package var offset: Int
    package var kind: Kind

    package init(offset: Int, kind: Kind) {
        self.offset = offset
        self.kind = kind
    }

    /// Whether the pattern is valid ECMA-262 that formrun refuses because matching it needs
    /// backtracking (rather than a pattern that is not valid at all).
    package var needsBacktracking: Bool {
        if case .needsBacktracking = kind { return true }
        return false
    }
}

/// A construct whose matching needs backtracking (its time can grow exponentially with the text).
/// Lookaround is not one: `RegexMatcher` decides it in linear time.
package enum RegexBacktracking: Equatable, Sendable {
    /// `\1`, `\k<name>`, as written.
    case backreference(String)
}
