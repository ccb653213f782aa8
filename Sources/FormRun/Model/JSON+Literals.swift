/// JSON values written as Swift literals: `value: 18`, `["age": 30, "name": "Ada"]`, `nil` for null.
extension JSON: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    /// `nil` is JSON's `null`.
    public init(nilLiteral: ()) { self = .null }
    /// `true` or `false`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// A whole number, kept exact.
    public init(integerLiteral value: Int64) { self = .integer(value) }
    /// A number with a fraction.
    public init(floatLiteral value: Double) { self = .number(value) }
    /// A string.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An array.
    public init(arrayLiteral elements: JSON...) { self = .array(elements) }
    /// An object, its members in the order written.
    public init(dictionaryLiteral elements: (String, JSON)...) { self = .object(elements.map { (key: $0.0, value: $0.1) }) }
}

extension JSON {
    /// A member of an object by key (the first of that name), or an element of an array by its
    /// decimal index; nil for anything else.
    public subscript(key: String) -> JSON? {
        switch self {
        case .object(let members): return members.first { $0.key == key }?.value
        case .array(let items):
            guard let i = Int(key), items.indices.contains(i) else { return nil }
            return items[i]
        default: return nil
        }
    }

    /// The string, when this is one.
    public var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    /// The number as a `Double`, when this is one.
    public var doubleValue: Double? {
        switch self {
        case .integer(let i): return Double(i)
        case .number(let d): return d
        default: return nil
        }
    }

    /// The Boolean, when this is one.
    public var boolValue: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }
}
