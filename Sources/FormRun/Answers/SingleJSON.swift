/// One value decoded as a scalar, or handed to a `Decodable` type's own `init(from:)`.
struct SingleJSON: SingleValueDecodingContainer {
    let value: JSON
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool { value == .null }

    private func mismatch(_ type: Any.Type) -> DecodingError {
        JSONDecoding(value, path: codingPath).mismatch(type)
    }

    func decode(_ type: Bool.Type) throws -> Bool {
        guard case .bool(let b) = value else { throw mismatch(type) }
        return b
    }

    func decode(_ type: String.Type) throws -> String {
        guard case .string(let s) = value else { throw mismatch(type) }
        return s
    }

    func decode(_ type: Double.Type) throws -> Double {
        guard let d = value.doubleValue else { throw mismatch(type) }
        return d
    }

    func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }

    /// A whole number that fits `T`: `.integer`, or a `.number` without fraction.
    private func whole<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        switch value {
        case .integer(let i):
            if let fitted = T(exactly: i) { return fitted }
        case .number(let d):
            if let fitted = T(exactly: d) { return fitted }
        default:
            break
        }
        throw mismatch(type)
    }

    func decode(_ type: Int.Type) throws -> Int { try whole(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try whole(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try whole(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try whole(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try whole(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try whole(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try whole(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try whole(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try whole(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try whole(type) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if let special = FoundationValues.decode(type, from: value) { return special }
        return try T(from: JSONDecoding(value, path: codingPath))
    }
}
