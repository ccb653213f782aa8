/// An `Encoder` into a `JSON` value (no Foundation): how a `TypedForm` turns its starting value
/// into the form's given values, and a submitted value into the values it checks.
struct JSONEncoding: Encoder {
    /// A value being built: containers are shared by the encoders and containers writing into them.
    final class Node {
        enum Kind { case value(JSON), object([(key: String, node: Node)]), array([Node]) }
        var kind = Kind.value(.null)

        var json: JSON {
            switch kind {
            case .value(let value): return value
            case .object(let members): return .object(members.map { (key: $0.key, value: $0.node.json) })
            case .array(let items): return .array(items.map(\.json))
            }
        }

        func child(_ key: String) -> Node {
            let node = Node()
            var members: [(key: String, node: Node)] = []
            if case .object(let earlier) = kind { members = earlier.filter { $0.key != key } }
            kind = .object(members + [(key, node)])
            return node
        }

        func append() -> Node {
            let node = Node()
            if case .array(let earlier) = kind { kind = .array(earlier + [node]) } else { kind = .array([node]) }
            return node
        }
    }

    let node: Node
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// `value` as JSON.
    static func json(_ value: some Encodable) throws -> JSON {
        let node = Node()
        try encode(value, into: node, codingPath: [])
        return node.json
    }

    /// Writes `value` into `node`: a `Date` or `Decimal` as the form's value (`FoundationValues`),
    /// anything else as it encodes itself.
    static func encode(_ value: some Encodable, into node: Node, codingPath: [any CodingKey]) throws {
        if let json = FoundationValues.json(value) {
            node.kind = .value(json)
        } else {
            try value.encode(to: JSONEncoding(node: node, codingPath: codingPath))
        }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .object = node.kind {} else { node.kind = .object([]) }
        return KeyedEncodingContainer(Keyed<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .array = node.kind {} else { node.kind = .array([]) }
        return Unkeyed(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { Single(node: node, codingPath: codingPath) }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let node: Node
        let codingPath: [any CodingKey]
        mutating func encodeNil(forKey key: Key) throws { node.child(key.stringValue).kind = .value(.null) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            try JSONEncoding.encode(value, into: node.child(key.stringValue), codingPath: codingPath + [key])
        }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            JSONEncoding(node: node.child(key.stringValue), codingPath: codingPath + [key]).container(keyedBy: keyType)
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            JSONEncoding(node: node.child(key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
        }
        mutating func superEncoder() -> any Encoder { JSONEncoding(node: node.child("super"), codingPath: codingPath) }
        mutating func superEncoder(forKey key: Key) -> any Encoder { JSONEncoding(node: node.child(key.stringValue), codingPath: codingPath + [key]) }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let node: Node
        let codingPath: [any CodingKey]
        var count: Int { if case .array(let items) = node.kind { return items.count } else { return 0 } }
        mutating func encodeNil() throws { node.append().kind = .value(.null) }
        mutating func encode<T: Encodable>(_ value: T) throws {
            let path = codingPath + [IndexKey(intValue: count)]
            try JSONEncoding.encode(value, into: node.append(), codingPath: path)
        }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            JSONEncoding(node: node.append(), codingPath: codingPath).container(keyedBy: keyType)
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            JSONEncoding(node: node.append(), codingPath: codingPath).unkeyedContainer()
        }
        mutating func superEncoder() -> any Encoder { JSONEncoding(node: node.append(), codingPath: codingPath) }
    }

    struct Single: SingleValueEncodingContainer {
        let node: Node
        let codingPath: [any CodingKey]
        mutating func encodeNil() throws { node.kind = .value(.null) }
        mutating func encode(_ value: Bool) throws { node.kind = .value(.bool(value)) }
        mutating func encode(_ value: String) throws { node.kind = .value(.string(value)) }
        mutating func encode(_ value: Double) throws { node.kind = .value(.number(value)) }
        mutating func encode(_ value: Float) throws { node.kind = .value(.number(Double(value))) }
        mutating func encode(_ value: Int) throws { node.kind = .value(.integer(Int64(value))) }
        mutating func encode(_ value: Int8) throws { node.kind = .value(.integer(Int64(value))) }
        mutating func encode(_ value: Int16) throws { node.kind = .value(.integer(Int64(value))) }
        mutating func encode(_ value: Int32) throws { node.kind = .value(.integer(Int64(value))) }
        mutating func encode(_ value: Int64) throws { node.kind = .value(.integer(value)) }
        mutating func encode(_ value: UInt) throws { node.kind = .value(Int64(exactly: value).map(JSON.integer) ?? .number(Double(value))) }
        mutating func encode(_ value: UInt8) throws { node.kind = .value(.integer(Int64(value))) }
        mutating func encode(_ value: UInt16) throws { node.kind = .value(.integer(Int64(value))) }
        mutating func encode(_ value: UInt32) throws { node.kind = .value(.integer(Int64(value))) }
        mutating func encode(_ value: UInt64) throws { node.kind = .value(Int64(exactly: value).map(JSON.integer) ?? .number(Double(value))) }
        mutating func encode<T: Encodable>(_ value: T) throws { try JSONEncoding.encode(value, into: node, codingPath: codingPath) }
    }
}
