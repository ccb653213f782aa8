/// The words of `--check`'s warnings.
extension FormWarning {
    /// `FILE:LINE:COLUMN: warning: property 'TAG': message`.
    package var description: String {
        let file = VisibleText.escaped(self.file)
        var text = location == .unknown ? "\(file): warning: " : "\(file):\(location.line):\(location.column): warning: "
        if let tag { text += "property \(quoted(tag)): " }
        return text + VisibleText.escaped(words)
    }

    private var words: String {
        switch kind {
        case .unknownFormat(let format):
            return "unknown format \(quoted(format)) ignored"
        case .patternNotSupported(let pattern, let problem):
            return "pattern \(quoted(pattern)) is invalid (\(problem.summary)): not checked"
        case .editedAsJSON(let reason):
            return reason.words + ": edited as JSON text, checked against its schema"
        case .ignoredKeyword(let keyword):
            return "\(quoted(keyword)) cannot be asked for in a form: ignored"
        case .externalRef(let ref, let reason):
            return "'$ref' \(quoted(ref)) cannot be followed (\(reason ?? "outside this file")): edited as JSON text, checked only to be JSON"
        case .conditionNotMapped:
            return "'if' tests more than one property with 'const' or 'enum': its 'then'/'else' are not applied"
        }
    }
}

extension FormWarning.JSONReason {
    var words: String {
        switch self {
        case .arrayOfObjects: return "a list of objects"
        case .arrayOf(let type): return "a list of \(type) values"
        case .openObject: return "an object without 'properties' (its keys are free)"
        case .patternProperties: return "'patternProperties'"
        case .objectChoice(let keyword): return "'\(keyword)' of objects or of several kinds"
        case .recursive: return "a schema that contains itself"
        case .noType: return "a value of any type"
        case .severalTypes(let types): return "a value of several types (" + types.joined(separator: ", ") + ")"
        case .backtrackingPattern(let pattern, let construct):
            return "pattern \(quoted(pattern)) uses \(construct.phrase), which formrun does not run "
                + "(matching it needs backtracking, whose time can grow exponentially) and does not check"
        }
    }
}
