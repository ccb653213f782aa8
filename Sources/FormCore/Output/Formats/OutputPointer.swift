import FormJSON

/// Finds what a JSON Pointer into the output names (`--get /repos/1/url`): a row's whole value, a
/// member of nested output keys (`/user` when rows write `user.name` and `user.email`), or a part
/// of a row's value — an item of a list, a member of a sub-form's object, to any depth.
enum OutputPointer {
    /// The value at `tokens` (the pointer's reference tokens) as an entry at that path, or nil when
    /// the output holds nothing there (a row left out, an item past the end).
    static func entry(at tokens: [String], in entries: [OutputEntry]) -> OutputEntry? {
        if let exact = entries.first(where: { $0.path == tokens }) { return exact }
        // The row whose output path starts the pointer: the rest walks into its value.
        if let outer = entries.first(where: { !$0.path.isEmpty && tokens.starts(with: $0.path) })
            ?? entries.first(where: { $0.path.isEmpty }) {
            let rest = tokens.dropFirst(outer.path.count)
            switch outer.content {
            case .value(let value):
                return walk(value, Array(rest)).map { OutputEntry(path: tokens, content: .value($0)) }
            case .json(var node):
                for token in rest {
                    guard let child = JSONPointer.child(of: node, token) else { return nil }
                    node = child
                }
                return OutputEntry(path: tokens, content: .json(node))
            case .emptyObject:
                return nil
            }
        }
        // Members of rows' nested output keys: the object they make together.
        guard !tokens.isEmpty, entries.contains(where: { $0.path.starts(with: tokens) }) else { return nil }
        return walk(OutputWriter.tree(entries), tokens).map { OutputEntry(path: tokens, content: .value($0)) }
    }

    /// The part of `value` that `tokens` name: object members by key, list items by index as
    /// JSON Pointer spells it (digits, no leading zero).
    private static func walk(_ value: Value, _ tokens: [String]) -> Value? {
        var node = value
        for token in tokens {
            switch node {
            case .object(let members):
                guard let member = members.first(where: { $0.key.utf8.elementsEqual(token.utf8) }) else { return nil }
                node = member.value
            case .list(let items):
                guard let index = JSONPointer.index(token), index < items.count else { return nil }
                node = items[index]
            default:
                return nil
            }
        }
        return node
    }

}
