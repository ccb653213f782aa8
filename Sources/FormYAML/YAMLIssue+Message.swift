import FormJSON

/// The words of every YAML error, in one place.
extension YAMLIssue {
    package var message: String {
        switch self {
        case .invalidUTF8: return "the text is not valid UTF-8"
        case .nonPrintable(let code):
            return "control character U+\(hexCode(code)) is not allowed in YAML (write it as an escape in a double-quoted string)"
        case .unexpectedCharacter(let c): return "unexpected character \(Self.quote(c))"
        case .unexpected(let found, let expected): return "expected \(expected), found \(found)"
        case .unexpectedEnd(let inside): return "unexpected end of file inside \(inside)"
        case .tabIndentation: return "a tab cannot indent YAML (use spaces)"
        case .badIndentation: return "bad indentation: this line does not line up with a node above it"
        case .mappingValueNotAllowed: return "a mapping value (':') is not allowed here"
        case .sequenceEntryNotAllowed: return "a sequence entry ('-') is not allowed here"
        case .missingColon: return "expected ':' after the key (a key must end on its own line)"
        case .unterminatedQuoted(let double): return "unterminated \(double ? "double" : "single")-quoted string"
        case .badEscape(let escape): return "invalid escape \(Self.quote(escape)) in a double-quoted string"
        case .documentMarkerInScalar: return "a document marker ('---' or '...') inside a quoted string"
        case .badBlockScalarHeader(let header): return "invalid block scalar header \(Self.quote(header))"
        case .badBlockScalarIndentation: return "a leading empty line of a block scalar is indented more than its text"
        case .undefinedAlias(let name): return "alias *\(name) names no anchor defined before it"
        case .emptyAnchorName: return "an anchor or alias needs a name"
        case .undefinedTagHandle(let handle): return "tag handle \(Self.quote(handle)) is not declared by a %TAG directive"
        case .badDirective(let text): return "invalid directive \(Self.quote(text))"
        case .duplicateDirective(let name): return "directive %\(name) given twice for one document"
        case .commentWithoutSpace: return "a comment ('#') must be separated from what comes before it by a space"
        case .trailingContent: return "unexpected content after the end of the node"
        case .tooDeep(let limit): return "collections nested more than \(limit) levels deep"
        case .tooManyValues(let limit): return "aliases expand to more than \(limit) values"
        case .complexKey: return "a mapping key that is a mapping or a sequence has no JSON equivalent"
        case .badMerge: return "a merge key ('<<') takes a mapping or a list of mappings"
        case .duplicateKey(let key): return "duplicate key \(Self.quote(key))"
        }
    }

    private static func quote(_ text: String) -> String {
        "'" + text.unicodeScalars.map { $0.value < 0x20 ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined() + "'"
    }
}
