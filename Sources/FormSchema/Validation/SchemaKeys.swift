import FormJSON

/// Looking up an object's keys by code points (Swift's `==` on strings would also match
/// canonically equivalent spellings, which JSON does not).
enum SchemaKeys {
    static func same(_ a: String, _ b: String) -> Bool {
        a.utf8.elementsEqual(b.utf8)
    }

    static func value(in members: [JSONNode.Member], named key: String) -> JSONNode? {
        members.first(where: { same($0.key, key) })?.value
    }

    static func contains(_ members: [JSONNode.Member], _ key: String) -> Bool {
        members.contains(where: { same($0.key, key) })
    }
}
