/// The one place where pattern errors are worded. Positions count the pattern's Unicode scalars
/// from 0, as `RegexError.offset` does.
extension RegexError: CustomStringConvertible {
    /// `unclosed group: the '(' at position 5 is never closed`, or for a refused construct
    /// `backreferences are not supported (\1 at position 3): …`.
    package var description: String { words(in: nil) }

    /// What is wrong and where, in few words (a warning quotes it).
    package var summary: String { summary(in: nil) }

    /// `description`, naming the character at the error's position of `pattern` when the words
    /// need it (`nothing to repeat before '*' at position 0`).
    package func words(in pattern: String?) -> String {
        switch kind {
        case .needsBacktracking(let construct):
            return "\(construct.notSupported) (\(construct.text) at position \(offset)): matching "
                + "\(construct.them) needs backtracking, whose time can grow exponentially with the text "
                + "(patterns run in linear time)"
        default:
            return summary(in: pattern)
        }
    }

    private func summary(in pattern: String?) -> String {
        let at = "at position \(offset)"
        switch kind {
        case .unclosedGroup: return "unclosed group: the '(' \(at) is never closed"
        case .unmatchedParenthesis: return "unmatched ')' \(at): it closes no group"
        case .nothingToRepeat:
            let quantifier = pattern.flatMap(character(in:)).map { "'\($0)'" } ?? "the quantifier"
            return "nothing to repeat before \(quantifier) \(at)"
        case .unclosedClass: return "unclosed character class: the '[' \(at) is never closed"
        case .rangeOutOfOrder(let from, let to):
            return "range out of order in a character class \(at) (\(from.escaped(asASCII: true))-\(to.escaped(asASCII: true)))"
        case .trailingBackslash: return "'\\' at the end of the pattern (position \(offset)) escapes nothing"
        case .unknownEscape(let text): return "unknown escape \(text) \(at)"
        case .badHexEscape(let text): return "incomplete escape \(text) \(at): hexadecimal digits expected"
        case .notAScalar(let text): return "escape \(text) \(at) is not a Unicode scalar"
        case .countTooLarge(let n, let limit): return "repeat count \(n) \(at) is above \(limit)"
        case .countsOutOfOrder(let min, let max): return "numbers out of order in {\(min),\(max)} \(at)"
        case .tooLarge(let limit):
            return "pattern too large \(at): it would compile to more than \(limit) instructions"
        case .tooDeep(let limit): return "groups nested too deeply \(at) (more than \(limit) levels)"
        case .tooManyLookarounds(let limit): return "too many lookarounds \(at) (more than \(limit) in one pattern)"
        case .unsupportedGroup(let text): return "unsupported group syntax \(text) \(at)"
        case .badGroupName: return "invalid group name \(at)"
        case .unknownProperty(let name): return "unknown Unicode property \\p{\(name)} \(at)"
        case .needsBacktracking(let construct): return "\(construct.phrase) \(at) needs backtracking"
        }
    }

    /// The character (a quantifier: `*`, `+`, `?`, `{`) at the error's position of `pattern`.
    private func character(in pattern: String) -> String? {
        let scalars = pattern.unicodeScalars
        guard offset >= 0, offset < scalars.count else { return nil }
        let scalar = scalars[scalars.index(scalars.startIndex, offsetBy: offset)]
        return scalar.properties.isWhitespace || scalar.value < 0x20 ? nil : String(scalar)
    }
}

extension RegexBacktracking {
    /// `a backreference (\1)`.
    var phrase: String {
        switch self {
        case .backreference(let text): return "a backreference (\(text))"
        }
    }

    /// The construct as written (`\1`).
    var text: String {
        switch self {
        case .backreference(let text): return text
        }
    }

    /// `backreferences are not supported`.
    var notSupported: String {
        switch self {
        case .backreference: return "backreferences are not supported"
        }
    }

    /// The pronoun for the kind of construct.
    var them: String {
        switch self {
        case .backreference: return "them"
        }
    }
}
