/// A JSON value as read from a file, with where it starts (line:column of its first character).
///
/// Unlike Foundation's decoder, objects keep their members in file order together with the
/// location of every key, so that every complaint about a form file can point at the spot.
package struct JSONNode: Equatable, Sendable {
    /// One `"key": value` pair of an object.
    package struct Member: Equatable, Sendable {
        package var key: String
        package var keyLocation: SourceLocation
        package var value: JSONNode

        package init(key: String, keyLocation: SourceLocation, value: JSONNode) {
            self.key = key
            self.keyLocation = keyLocation
            self.value = value
        }
    }

    package enum Kind: Equatable, Sendable {
        case object([Member])
        case array([JSONNode])
        case string(String)
        /// The number as written (`-1.5e3`) and its value.
        case number(raw: String, value: Double)
        case bool(Bool)
        case null
    }

    package var kind: Kind
    package var location: SourceLocation

    package init(_ kind: Kind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }

    package var members: [Member]? {
        if case .object(let m) = kind { return m }
        return nil
    }

    package var elements: [JSONNode]? {
        if case .array(let e) = kind { return e }
        return nil
    }

    package var stringValue: String? {
        if case .string(let s) = kind { return s }
        return nil
    }

    package var numberValue: Double? {
        if case .number(_, let v) = kind { return v }
        return nil
    }

    /// The number when it is whole and fits an `Int` (`3`, `3.0`, `3e2`), else nil.
    package var intValue: Int? {
        guard let v = numberValue, v.rounded() == v, abs(v) < 9.0e15 else { return nil }
        return Int(v)
    }

    package var boolValue: Bool? {
        if case .bool(let b) = kind { return b }
        return nil
    }

    package var isNull: Bool { kind == .null }

    /// The first member named `key` of an object (objects read from files have unique keys).
    package subscript(key: String) -> JSONNode? {
        members?.first(where: { $0.key == key })?.value
    }

    /// What kind of JSON value this is, for "must be …, not …" messages.
    package var jsonType: JSONType {
        switch kind {
        case .object: return .object
        case .array: return .array
        case .string: return .string
        case .number(let raw, _): return .number(raw)
        case .bool: return .bool
        case .null: return .null
        }
    }
}

/// The JSON type of a value found in a file (numbers keep their text so that
/// "must be a whole number, not 2.5" can quote them).
package enum JSONType: Equatable, Sendable {
    case object, array, string, number(String), bool, null
}
