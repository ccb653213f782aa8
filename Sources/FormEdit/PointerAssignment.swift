import FormJSON

/// One `--set POINTER=VALUE`: the value at a JSON Pointer of a config. VALUE is read as JSON when
/// it is JSON (`8080`, `true`, `["a"]`, `"quoted"`), else taken as a string (`ubuntu-latest`).
package struct PointerAssignment: Equatable, Sendable {
    package var pointer: String
    package var value: JSONNode

    /// `text` split at its first `=`; nil when it has none or the pointer does not start with `/`
    /// (or is empty: the whole document).
    package init?(_ text: String) {
        guard let equals = text.firstIndex(of: "=") else { return nil }
        pointer = String(text[..<equals])
        guard pointer.isEmpty || pointer.hasPrefix("/") else { return nil }
        let raw = String(text[text.index(after: equals)...])
        value = TypedJSON.value(raw)
    }

    /// The change that makes it in a document whose value is `root`: a replace where a value is,
    /// an add where its parent is, and objects made for the members on the way that are missing
    /// (`/a/b/c=1` in `{}` adds `"a": {"b": {"c": 1}}`). Nil when the way crosses a scalar or a list
    /// index that is not there.
    package func change(in root: JSONNode) -> SourceChange? {
        let tokens = JSONPointer.tokens(Substring(pointer))
        var node = root
        for (depth, token) in tokens.enumerated() {
            let last = depth == tokens.count - 1
            switch node.kind {
            case .object(let members):
                if let next = members.last(where: { $0.key == token }) { node = next.value; continue }
                var value = value
                for key in tokens[(depth + 1)...].reversed() {
                    value = JSONNode(.object([JSONNode.Member(key: key, keyLocation: .unknown, value: value)]), at: .unknown)
                }
                return .add(pointer: JSONPointer.pointer(Array(tokens[...depth])), value: value)
            case .array(let items):
                if let i = JSONPointer.index(token), i < items.count { node = items[i]; continue }
                guard last, token == "-" || JSONPointer.index(token) == items.count else { return nil }
                return .add(pointer: pointer, value: value)
            default:
                return nil
            }
        }
        return .replace(pointer: pointer, value: value)
    }
}
