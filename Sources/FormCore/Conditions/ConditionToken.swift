/// One token of a condition expression, with where it starts in the expression text.
package struct ConditionToken: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        /// `$tag`: the tag without the `$`.
        case tag(String)
        case number(Double)
        case string(String)
        case boolean(Bool)
        case null
        case leftBracket, rightBracket, leftParen, rightParen, comma
        case equal, notEqual, less, lessEqual, greater, greaterEqual
        /// `&&` or `and`.
        case and
        /// `||` or `or`.
        case or
        /// `!` or `not`.
        case not
        case contains
        case `in`
        /// A bare word that is not a keyword: a function name when followed by `(`.
        case identifier(String)
        case end
    }

    package var kind: Kind
    /// The character offset of the token's first character in the expression (0-based).
    package var offset: Int
    /// The token as written (empty for `end`).
    package var text: String

    package init(kind: Kind, offset: Int, text: String) {
        self.kind = kind
        self.offset = offset
        self.text = text
    }
}
