/// Finds the coding path of a key path (`\Deploy.replicas` → `["replicas"]`,
/// `\Deploy.variables[0].key` → `["variables", "0", "key"]`), which names the row a `Field` makes
/// and places a `Problem`.
///
/// Swift does not give a key path's property name, so the type is decoded with a probing decoder
/// that records, for every value it decodes, the coding path and the type asked for. A key path
/// whose value type is asked for at one place only is that place. When several places have the
/// type (two `String`s), the type is decoded again once per place with that place's first leaf
/// changed (a string lengthened, a number or a Boolean flipped, the next case of an enum, one more
/// item, nil made present): the place whose change shows at the key path is the one. The values
/// decoded start from `given` when there is one (a `Problem`'s key path reads the value checked,
/// with its list items), from empty ones otherwise. A type whose decoding refuses the probe's
/// values (a custom `init(from:)` with its own checks) gives nil.
enum KeyPathProbe {
    static func path<Root: Decodable, Value: Encodable>(of keyPath: KeyPath<Root, Value>, given: JSON? = nil) -> [String]? {
        let log = Log(flip: nil)
        guard let base = try? Root(from: Probe(given: given, path: [], log: log)) else { return nil }
        let candidates = log.calls.filter { $0.type == ObjectIdentifier(Value.self) }
        guard candidates.count > 1 else { return candidates.first?.path }
        guard let before = try? JSONEncoding.json(base[keyPath: keyPath]) else { return nil }
        for candidate in candidates {
            let changed = Log(flip: candidate.leaf)
            guard let probe = try? Root(from: Probe(given: given, path: [], log: changed)),
                  let after = try? JSONEncoding.json(probe[keyPath: keyPath]) else { continue }
            if after != before { return candidate.path }
        }
        return nil
    }

    /// The value the probe decodes with nothing given (empty strings, zeros, first cases, no
    /// items, nil), as JSON: what a sub-form's rules read for a property it does not ask.
    static func emptyValue<Root: Codable>(_ type: Root.Type) -> JSON {
        guard let value = try? Root(from: Probe(given: nil, path: [], log: Log(flip: nil))) else { return .object([]) }
        return (try? JSONEncoding.json(value)) ?? .object([])
    }

    /// The members of `Root`'s top level, in decoding order, with the type each is decoded as
    /// (an optional's own type): what `TypedForm(value)` lays a form out from.
    static func members<Root: Decodable>(of type: Root.Type, given: JSON?) -> [(key: String, type: Any.Type)] {
        let log = Log(flip: nil)
        guard (try? Root(from: Probe(given: given, path: [], log: log))) != nil else { return [] }
        var members: [(key: String, type: Any.Type)] = []
        for call in log.calls where call.path.count == 1 && !members.contains(where: { $0.key == call.path[0] }) {
            members.append((call.path[0], call.kind))
        }
        return members
    }

    /// What one decoding saw: each value asked for, and the count of leaves (the values the
    /// probe chooses: scalars, enum cases, array lengths, presence of optionals).
    final class Log {
        struct Call {
            let path: [String]
            let kind: Any.Type
            let leaf: Int
            var type: ObjectIdentifier { ObjectIdentifier(kind) }
        }
        var calls: [Call] = []
        var leaves = 0
        /// The leaf decoded changed, if any.
        let flip: Int?

        init(flip: Int?) { self.flip = flip }

        /// Takes the next leaf: whether it is the one to change.
        func leaf() -> Bool {
            defer { leaves += 1 }
            return leaves == flip
        }
    }

    struct Failure: Error {}

    /// Decodes `T` at `path`, recording it: an enum with cases is a leaf, anything else decodes itself.
    static func decode<T: Decodable>(_ type: T.Type, given: JSON?, path: [String], log: Log) throws -> T {
        log.calls.append(Log.Call(path: path, kind: T.self, leaf: log.leaves))
        if FoundationValues.isLeaf(T.self) {
            guard let value = FoundationValues.probe(type, given: given, changed: log.leaf()) else { throw Failure() }
            return value
        }
        if let cases = (T.self as? any CaseIterable.Type).map({ allCases(of: $0) }), !cases.isEmpty {
            let encoded = cases.map { ($0 as? any Encodable).flatMap { try? JSONEncoding.json($0) } }
            var index = given.flatMap { value in encoded.firstIndex { $0 == value } } ?? 0
            if log.leaf() { index = (index + 1) % cases.count }
            guard let chosen = cases[index] as? T else { throw Failure() }
            return chosen
        }
        return try T(from: Probe(given: given, path: path, log: log))
    }

    static func allCases<C: CaseIterable>(of type: C.Type) -> [Any] { C.allCases.map { $0 } }

    struct Probe: Decoder {
        let given: JSON?
        let path: [String]
        let log: Log
        var codingPath: [any CodingKey] { path.map { IndexKey.named($0) } }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
            var members: [(key: String, value: JSON)] = []
            if case .object(let given)? = given { members = given }
            return KeyedDecodingContainer(Keyed<Key>(members: members, path: path, log: log))
        }

        func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
            var items: [JSON] = []
            if case .array(let given)? = given { items = given }
            let count = log.leaf() ? items.count + 1 : items.count
            return Unkeyed(items: items, count: count, path: path, log: log)
        }

        func singleValueContainer() throws -> any SingleValueDecodingContainer { Single(given: given, path: path, log: log) }
    }

    struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let members: [(key: String, value: JSON)]
        let path: [String]
        let log: Log
        var codingPath: [any CodingKey] { path.map { IndexKey.named($0) } }
        var allKeys: [Key] { members.compactMap { Key(stringValue: $0.key) } }

        private func member(_ key: Key) -> JSON? { members.first { $0.key == key.stringValue }?.value }
        func contains(_ key: Key) -> Bool { true }
        func decodeNil(forKey key: Key) throws -> Bool { false }
        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            try KeyPathProbe.decode(type, given: member(key), path: path + [key.stringValue], log: log)
        }
        func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? { try optional(type, as: T?.self, forKey: key) }
        func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try optional(type, as: String?.self, forKey: key) }
        func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try optional(type, as: Int?.self, forKey: key) }
        func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try optional(type, as: Double?.self, forKey: key) }
        func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try optional(type, as: Bool?.self, forKey: key) }

        /// An optional member: its presence is a leaf, recorded as the optional type.
        private func optional<T: Decodable>(_ type: T.Type, as recorded: Any.Type, forKey key: Key) throws -> T? {
            let given = member(key)
            log.calls.append(Log.Call(path: path + [key.stringValue], kind: recorded, leaf: log.leaves))
            var present = given != nil && given != .null
            if log.leaf() { present.toggle() }
            return present ? try decode(type, forKey: key) : nil
        }
        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
            try Probe(given: member(key), path: path + [key.stringValue], log: log).container(keyedBy: type)
        }
        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try Probe(given: member(key), path: path + [key.stringValue], log: log).unkeyedContainer()
        }
        func superDecoder() throws -> any Decoder { Probe(given: .object(members), path: path, log: log) }
        func superDecoder(forKey key: Key) throws -> any Decoder { Probe(given: member(key), path: path + [key.stringValue], log: log) }
    }

    struct Unkeyed: UnkeyedDecodingContainer {
        let items: [JSON]
        let count: Int?
        let path: [String]
        let log: Log
        var currentIndex = 0
        var codingPath: [any CodingKey] { path.map { IndexKey.named($0) } }
        var isAtEnd: Bool { currentIndex >= count ?? 0 }

        private mutating func next() -> (JSON?, [String]) {
            defer { currentIndex += 1 }
            return (currentIndex < items.count ? items[currentIndex] : nil, path + ["\(currentIndex)"])
        }
        mutating func decodeNil() throws -> Bool { false }
        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            let (given, path) = next()
            return try KeyPathProbe.decode(type, given: given, path: path, log: log)
        }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
            let (given, path) = next()
            return try Probe(given: given, path: path, log: log).container(keyedBy: type)
        }
        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            let (given, path) = next()
            return try Probe(given: given, path: path, log: log).unkeyedContainer()
        }
        mutating func superDecoder() throws -> any Decoder {
            let (given, path) = next()
            return Probe(given: given, path: path, log: log)
        }
    }

    struct Single: SingleValueDecodingContainer {
        let given: JSON?
        let path: [String]
        let log: Log
        var codingPath: [any CodingKey] { path.map { IndexKey.named($0) } }

        func decodeNil() -> Bool {
            var absent = given == nil || given == .null
            if log.leaf() { absent.toggle() }
            return absent
        }
        func decode(_ type: Bool.Type) throws -> Bool { log.leaf() ? !(given?.boolValue ?? false) : given?.boolValue ?? false }
        func decode(_ type: String.Type) throws -> String {
            let base = given?.stringValue ?? ""
            return log.leaf() ? base + "\u{1}" : base
        }
        func decode(_ type: Double.Type) throws -> Double { number() }
        func decode(_ type: Float.Type) throws -> Float { Float(number()) }
        func decode(_ type: Int.Type) throws -> Int { try integer() }
        func decode(_ type: Int8.Type) throws -> Int8 { try integer() }
        func decode(_ type: Int16.Type) throws -> Int16 { try integer() }
        func decode(_ type: Int32.Type) throws -> Int32 { try integer() }
        func decode(_ type: Int64.Type) throws -> Int64 { try integer() }
        func decode(_ type: UInt.Type) throws -> UInt { try integer() }
        func decode(_ type: UInt8.Type) throws -> UInt8 { try integer() }
        func decode(_ type: UInt16.Type) throws -> UInt16 { try integer() }
        func decode(_ type: UInt32.Type) throws -> UInt32 { try integer() }
        func decode(_ type: UInt64.Type) throws -> UInt64 { try integer() }
        func decode<T: Decodable>(_ type: T.Type) throws -> T { try KeyPathProbe.decode(type, given: given, path: path, log: log) }

        private func number() -> Double {
            let base = given?.doubleValue ?? 0
            return log.leaf() ? (base == 0 ? 1 : 0) : base
        }
        private func integer<T: FixedWidthInteger>() throws -> T {
            var base: T = 0
            if case .integer(let value)? = given, let exact = T(exactly: value) { base = exact }
            guard log.leaf() else { return base }
            return base == 0 ? 1 : 0
        }
    }
}

extension IndexKey {
    /// A coding key for a step of a path (an index when it is digits).
    static func named(_ step: String) -> any CodingKey {
        if let index = Int(step) { return IndexKey(intValue: index) }
        return NameKey(stringValue: step)
    }
}

/// A member's name, as a coding key.
struct NameKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
