/// A `Decoder` over a `JSON` value (no Foundation): how `Answers.decode` fills any `Decodable`.
struct JSONDecoding: Decoder {
    let value: JSON
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(_ value: JSON, path: [any CodingKey]) {
        self.value = value
        codingPath = path
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else { throw mismatch([String: JSON].self) }
        return KeyedDecodingContainer(KeyedJSON<Key>(members: members, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let items) = value else { throw mismatch([JSON].self) }
        return UnkeyedJSON(items: items, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { SingleJSON(value: value, codingPath: codingPath) }

    func mismatch(_ type: Any.Type) -> DecodingError {
        DecodingError.typeMismatch(type, .init(codingPath: codingPath, debugDescription: "expected \(type), found \(value.kindName): \(value)"))
    }
}

extension JSON {
    /// The JSON type's name, for messages.
    var kindName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a Boolean"
        case .integer, .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// A position in an array, as a coding key.
struct IndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "\(intValue ?? 0)" }
    init(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}

/// An object's members by key.
struct KeyedJSON<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [(key: String, value: JSON)]
    let codingPath: [any CodingKey]

    var allKeys: [Key] { members.compactMap { Key(stringValue: $0.key) } }

    func contains(_ key: Key) -> Bool { members.contains { $0.key == key.stringValue } }

    private func member(_ key: Key) throws -> JSON {
        guard let found = members.first(where: { $0.key == key.stringValue }) else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "no answer '\(key.stringValue)'"))
        }
        return found.value
    }

    func decodeNil(forKey key: Key) throws -> Bool { (try? member(key)).map { $0 == .null } ?? true }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try SingleJSON(value: member(key), codingPath: codingPath + [key]).decode(type)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try JSONDecoding(member(key), path: codingPath + [key]).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try JSONDecoding(member(key), path: codingPath + [key]).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { JSONDecoding(.object(members), path: codingPath) }

    func superDecoder(forKey key: Key) throws -> any Decoder { try JSONDecoding(member(key), path: codingPath + [key]) }
}

/// An array's items in order.
struct UnkeyedJSON: UnkeyedDecodingContainer {
    let items: [JSON]
    let codingPath: [any CodingKey]
    var currentIndex = 0

    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    private mutating func next(_ type: Any.Type) throws -> (JSON, [any CodingKey]) {
        let path = codingPath + [IndexKey(intValue: currentIndex)]
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(type, .init(codingPath: path, debugDescription: "the array has \(items.count) items"))
        }
        defer { currentIndex += 1 }
        return (items[currentIndex], path)
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, items[currentIndex] == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (item, path) = try next(type)
        return try SingleJSON(value: item, codingPath: path).decode(type)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let (item, path) = try next([String: JSON].self)
        return try JSONDecoding(item, path: path).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let (item, path) = try next([JSON].self)
        return try JSONDecoding(item, path: path).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        let (item, path) = try next(JSON.self)
        return JSONDecoding(item, path: path)
    }
}
