/// The one place where pattern errors are worded.
extension RegexError: CustomStringConvertible {
    /// `unbalanced parenthesis: '(' at 5 is never closed`, or for a refused construct
    /// `pattern uses a backreference (\1), which formrun does not run: …`.
    public var description: String {
        switch kind {
        case .needsBacktracking(let construct):
            return "pattern uses \(construct.phrase), which formrun does not run: matching it needs backtracking, "
                + "whose time can grow exponentially with the text (patterns run in linear time)"
        default:
            return summary
        }
    }

    /// What is wrong and where, for a pattern that is refused.
    public var summary: String {
        let at = "at \(offset)"
        switch kind {
        case .unclosedGroup: return "unbalanced parenthesis: '(' \(at) is never closed"
        case .unmatchedParenthesis: return "unbalanced parenthesis: ')' \(at) closes no group"
        case .nothingToRepeat: return "nothing to repeat \(at)"
        case .unclosedClass: return "missing ']' for the class opened \(at)"
        case .rangeOutOfOrder(let from, let to):
            return "range out of order in character class \(at) (\(from.escaped(asASCII: true))-\(to.escaped(asASCII: true)))"
        case .trailingBackslash: return "'\\' at the end of the pattern (\(at))"
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
}

extension RegexBacktracking {
    /// `a backreference (\1)`.
    var phrase: String {
        switch self {
        case .backreference(let text): return "a backreference (\(text))"
        }
    }
}
