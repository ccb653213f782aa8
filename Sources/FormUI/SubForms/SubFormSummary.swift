import FormCore
import FormJSON

/// The one line a `form` or `list` row shows in its value column: a form's first filled values
/// (`Ada Lovelace, London`) or `(empty)`; a list's count (`3 items`), with a keyed list's first
/// keys (`2 items: web, db`), or `No items`.
package enum SubFormSummary {
    /// The summary of `value` held by `row`; `empty` when nothing is filled in (drawn dim).
    package static func text(of value: Value, for row: Row) -> (text: String, empty: Bool) {
        if row.type.holdsItems {
            let items = SubFormRule.items(value)
            guard !items.isEmpty else { return ("No items", true) }
            let count = items.count == 1 ? "1 item" : "\(items.count) items"
            let keys = items.compactMap(\.key)
            return (keys.isEmpty ? count : count + ": " + keys.joined(separator: ", "), false)
        }
        // A member of a map of scalars (`Form.documentRow` items) shows its value.
        if let scalar = scalarText(value) { return (scalar, false) }
        let filled = SubFormRule.document(value).map { leaves(of: $0, titles: optionTitles(of: row)) } ?? []
        return filled.isEmpty ? ("(empty)", true) : (filled.joined(separator: ", "), false)
    }

    /// The summary of one item of a list: its key (keyed lists) and first filled values.
    package static func text(ofItem item: SubFormRule.Item) -> String {
        let filled = SubFormRule.document(item.value).map { leaves(of: $0) } ?? []
        let values = filled.isEmpty ? "(empty)" : filled.joined(separator: ", ")
        guard let key = item.key else { return values }
        return filled.isEmpty ? key : key + ": " + values
    }

    /// A string, number or boolean value as one line (`""` for an empty string); nil for others.
    static func scalarText(_ value: Value) -> String? {
        switch value {
        case .string(let s): return s.isEmpty ? "\"\"" : s.split(whereSeparator: \.isNewline).first.map(String.init) ?? s
        case .number(let n): return n.description
        case .bool(let b): return b ? "true" : "false"
        case .null, .list, .object, .unparsed: return nil
        }
    }

    /// The titles of the options of the choice rows at the top of a sub-form that is already
    /// built (a deferred one is not built for a summary), by output key then option value.
    static func optionTitles(of row: Row) -> [String: [Value: String]] {
        guard case .form(let form)? = row.subForm?.source else { return [:] }
        var titles: [String: [Value: String]] = [:]
        for section in form.sections {
            for row in section.rows where !row.options.isEmpty {
                titles[row.outputKey] = Dictionary(row.options.map { ($0.value, $0.title) }) { first, _ in first }
            }
        }
        return titles
    }

    /// The filled scalar values of `node` depth first, the first few: strings that are not
    /// blank, numbers, `yes` for a true boolean (a false one says nothing).
    static func leaves(of node: JSONNode, titles: [String: [Value: String]] = [:], limit: Int = 4) -> [String] {
        var out: [String] = []
        if !titles.isEmpty, let members = node.members {
            for member in members where out.count < limit {
                if let options = titles[member.key], let value = scalar(member.value), let title = options[value] {
                    out.append(title)
                } else {
                    out += leaves(of: member.value, limit: limit - out.count)
                }
            }
            return out
        }
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

    /// A string, number or boolean node as the `Value` an option holds.
    private static func scalar(_ node: JSONNode) -> Value? {
        switch node.kind {
        case .string(let s): return .string(s)
        case .number(let raw, _): return Number(text: raw).map(Value.number)
        case .bool(let b): return .bool(b)
        case .null, .array, .object: return nil
        }
    }
}
