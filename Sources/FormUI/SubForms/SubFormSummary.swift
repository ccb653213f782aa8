import FormCore
import FormJSON

/// The one line a `form` or `list` row shows in its value column: a form's first filled values
/// (`Ada Lovelace, London`) or `(empty)`; a list's count (`3 items`), with a keyed list's first
/// keys (`2 items: web, db`), or `No items`.
public enum SubFormSummary {
    /// The summary of `value` held by `row`; `empty` when nothing is filled in (drawn dim).
    public static func text(of value: Value, for row: Row) -> (text: String, empty: Bool) {
        if row.type == .list {
            let items = SubFormRule.items(value)
            guard !items.isEmpty else { return ("No items", true) }
            let count = items.count == 1 ? "1 item" : "\(items.count) items"
            let keys = items.compactMap(\.key)
            return (keys.isEmpty ? count : count + ": " + keys.joined(separator: ", "), false)
        }
        let filled = SubFormRule.document(value).map { leaves(of: $0) } ?? []
        return filled.isEmpty ? ("(empty)", true) : (filled.joined(separator: ", "), false)
    }

    /// The summary of one item of a list: its key (keyed lists) and first filled values.
    public static func text(ofItem item: SubFormRule.Item) -> String {
        let filled = SubFormRule.document(.string(item.text)).map { leaves(of: $0) } ?? []
        let values = filled.isEmpty ? "(empty)" : filled.joined(separator: ", ")
        guard let key = item.key else { return values }
        return filled.isEmpty ? key : key + ": " + values
    }

    /// The filled scalar values of `node` depth first, the first few: strings that are not
    /// blank, numbers, `yes` for a true boolean (a false one says nothing).
    static func leaves(of node: JSONNode, limit: Int = 4) -> [String] {
        var out: [String] = []
        func walk(_ node: JSONNode) {
            guard out.count < limit else { return }
            switch node.kind {
            case .string(let s):
                let line = s.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
                if !line.allSatisfy(\.isWhitespace) { out.append(line) }
            case .number(let raw, _): out.append(raw)
            case .bool(let b): if b { out.append("yes") }
            case .null: break
            case .array(let elements): elements.forEach(walk)
            case .object(let members): members.forEach { walk($0.value) }
            }
        }
        walk(node)
        return out
    }
}
