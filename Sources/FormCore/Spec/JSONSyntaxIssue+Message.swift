import FormJSON

/// The words of a JSON syntax error.
extension JSONSyntaxIssue {
    var message: String {
        switch self {
        case .emptyFile:
            return "the file is empty (expected a JSON object)"
        case .unexpectedCharacter(let c, let expected):
            let hint = c == "'" ? " (strings use double quotes)" : ""
            return "unexpected character \(c == "'" ? "\"'\"" : quoted(c)), expected \(expected)\(hint)"
        case .unexpectedWord(let word, let expected):
            return "unexpected \(quoted(word)), expected \(expected) (strings need double quotes; literals are true, false and null)"
        case .unexpectedEnd(let expected):
            return "unexpected end of file, expected \(expected)"
        case .unterminatedString:
            return "unterminated string (missing closing '\"')"
        case .badEscape(let escape):
            return "invalid escape \(quoted(escape)) in string"
        case .badUnicodeEscape(let escape):
            return "invalid unicode escape \(quoted(escape)) (expected 4 hex digits)"
        case .loneSurrogate(let escape):
            return "unpaired surrogate \(quoted(escape)) in string"
        case .controlCharacter(let code):
            return "control character U+\(hexCode(code)) in string (escape it)"
        case .trailingComma(let inObject):
            return "trailing comma before '\(inObject ? "}" : "]")'"
        case .missingColon(let key):
            return "missing ':' after key \(quoted(key))"
        case .missingComma(let inObject):
            return inObject ? "missing ',' between object members" : "missing ',' between array elements"
        case .nonStringKey:
            return "object keys must be strings in double quotes"
        case .duplicateKey(let key, let first):
            return "duplicate key \(quoted(key)) (first at \(first))"
        case .badNumber(let reason):
            return "invalid number: \(reason)"
        case .numberOutOfRange(let raw):
            return "number out of range: \(VisibleText.cut(raw))"
        case .trailingContent:
            return "unexpected content after the end of the JSON value"
        case .tooDeep(let limit):
            return "nested too deeply (more than \(limit) levels)"
        case .stringTooLong(let limit):
            return "string too long (more than \(sizeText(limit)))"
        case .invalidUTF8:
            return "the file is not valid UTF-8"
        case .unterminatedComment:
            return "unterminated comment (missing closing '*/')"
        case .loneSlash:
            return "unexpected character '/' (a comment starts with '//' or '/*')"
        }
    }
}

/// A size in bytes as a limit reads: `16 MiB`, `1 MiB`, else bytes.
func sizeText(_ bytes: Int) -> String {
    bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
}
