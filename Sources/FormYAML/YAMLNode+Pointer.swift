extension YAMLNode {
    /// The node that JSON Pointer `tokens` lead to, as the JSON view addresses it (a mapping's
    /// entry by its key's text, a sequence's item by its index); nil when there is none. The
    /// node carries its ranges: what a writer patching the text in place looks up for a change.
    package func node(at tokens: some Collection<String>) -> YAMLNode? {
        guard let first = tokens.first else { return self }
        return child(first)?.node(at: tokens.dropFirst())
    }

    /// Why an edit at `tokens` would change more than its own text: the name of the anchor or
    /// alias on the way there (`&defaults`, `*defaults`), or of one inside the node it leads to.
    /// An edit inside an anchored node would change what its aliases read, and one through an alias
    /// would have to edit the anchored node instead: `--edit` refuses both, naming this. Nil when
    /// the edit is the node's own (and when `tokens` lead nowhere).
    package func sharing(at tokens: some Collection<String>) -> String? {
        if let alias { return "*" + alias }
        if let anchor { return "&" + anchor }
        guard let first = tokens.first else { return sharedInside }
        return child(first)?.sharing(at: tokens.dropFirst())
    }

    /// The first anchor or alias inside this node, as `&name` or `*name`.
    private var sharedInside: String? {
        if let alias { return "*" + alias }
        if let anchor { return "&" + anchor }
        switch kind {
        case .mapping(let entries):
            for entry in entries {
                if let name = entry.key.sharedInside ?? entry.value.sharedInside { return name }
            }
            return nil
        case .sequence(let items):
            for item in items {
                if let name = item.sharedInside { return name }
            }
            return nil
        case .scalar:
            return nil
        }
    }

    /// The entry of a mapping whose key's JSON text is `key`, with its position.
    package func entry(forKey key: String) -> (index: Int, entry: Entry)? {
        guard let entries else { return nil }
        guard let index = entries.firstIndex(where: { $0.key.keyText == key }) else { return nil }
        return (index, entries[index])
    }

    private func child(_ token: String) -> YAMLNode? {
        switch kind {
        case .mapping: return entry(forKey: token)?.entry.value
        case .sequence(let items):
            guard let index = Int(token), items.indices.contains(index), token == String(index) else { return nil }
            return items[index]
        case .scalar: return nil
        }
    }
}
