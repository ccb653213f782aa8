/// A syntax error in JSON text (RFC 8259).
package enum JSONSyntaxIssue: Equatable, Sendable {
    case emptyFile
    /// A character that cannot start or continue anything here; `expected` says what could.
    case unexpectedCharacter(String, expected: String)
    /// A bare word such as `True`, `undefined` or an unquoted key.
    case unexpectedWord(String, expected: String)
    case unexpectedEnd(expected: String)
    case unterminatedString
    case badEscape(String)
    case badUnicodeEscape(String)
    case loneSurrogate(String)
    /// A raw control character inside a string (its code point).
    case controlCharacter(UInt32)
    case trailingComma(inObject: Bool)
    case missingColon(key: String)
    case missingComma(inObject: Bool)
    case nonStringKey
    case duplicateKey(String, first: SourceLocation)
    case badNumber(String)
    case numberOutOfRange(String)
    case trailingContent
    /// Arrays and objects nested more than `limit` levels.
    case tooDeep(limit: Int)
    /// A string longer than `limitBytes` bytes.
    case stringTooLong(limitBytes: Int)
    case invalidUTF8
    /// A `/*` comment with no `*/` (JSONC); located at its `/*`.
    case unterminatedComment
    /// A `/` that starts neither `//` nor `/*` (JSONC).
    case loneSlash
}
