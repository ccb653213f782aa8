extension YAMLNode {
    /// The node that JSON Pointer `tokens` lead to, as the JSON view addresses it (a mapping's
    /// entry by its key's text, a sequence's item by its index); nil when there is none. The
    /// node carries its ranges: what a writer patching the text in place looks up for a change.
    package func node(at tokens: some Collection<String>) -> YAMLNode? {
        guard let first = tokens.first else { return self }
        return child(first)?.node(at: tokens.dropFirst())
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
