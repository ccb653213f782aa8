import FormJSON

/// Changes worked out between two other trees (the values a form started from and the ones it
/// submitted) moved onto the file's own tree: a change at a place the file does not have (a member
/// the form filled in by itself) becomes an add of the submitted value at the deepest place the file
/// has, a rename of a member the file does not hold is an add of its new name, and a remove of what
/// the file does not hold is dropped.
package enum ChangeRebase {
    package static func onto(_ file: JSONNode, _ changes: [SourceChange], submitted: JSONNode) -> [SourceChange] {
        var out: [SourceChange] = []
        var added = Set<String>()
        for change in changes {
            let tokens = change.tokens
            if case .rename(_, let key) = change, existingDepth(tokens, in: file) == tokens.count - 1 {
                // A member the file lacks: its new name's submitted value is added.
                let place = Array(tokens.dropLast()) + [key]
                if let value = node(at: place, in: submitted), added.insert(JSONPointer.pointer(place)).inserted {
                    out.append(.add(pointer: JSONPointer.pointer(place), value: value))
                }
                continue
            }
            let isAdd: Bool
            if case .add = change { isAdd = true } else { isAdd = false }
            let checked = isAdd ? Array(tokens.dropLast()) : tokens
            let depth = existingDepth(checked, in: file)
            if depth == checked.count {
                if isAdd, case .add(_, let value) = change, let last = tokens.last, node(at: checked, in: file)?.members?.contains(where: { $0.key == last }) == true {
                    out.append(.replace(pointer: change.pointer, value: value))
                } else {
                    out.append(change)
                }
                continue
            }
            // The file lacks `checked[depth]`: the submitted value there is added whole, once.
            let place = Array(checked[...depth])
            guard let value = node(at: place, in: submitted) else { continue }
            let pointer = JSONPointer.pointer(place)
            guard added.insert(pointer).inserted else { continue }
            if node(at: Array(place.dropLast()), in: file)?.elements != nil {
                out.append(.add(pointer: JSONPointer.pointer(Array(place.dropLast())) + "/-", value: value))
            } else {
                out.append(.add(pointer: pointer, value: value))
            }
        }
        return out
    }

    /// How many of `tokens` lead to a value of `root`.
    private static func existingDepth(_ tokens: [String], in root: JSONNode) -> Int {
        var node = root
        for (depth, token) in tokens.enumerated() {
            guard let next = child(token, of: node) else { return depth }
            node = next
        }
        return tokens.count
    }

    private static func node(at tokens: [String], in root: JSONNode) -> JSONNode? {
        var node = root
        for token in tokens {
            guard let next = child(token, of: node) else { return nil }
            node = next
        }
        return node
    }

    private static func child(_ token: String, of node: JSONNode) -> JSONNode? {
        if let members = node.members { return members.last(where: { $0.key == token })?.value }
        if let items = node.elements, let i = JSONPointer.index(token), i < items.count { return items[i] }
        return nil
    }
}
