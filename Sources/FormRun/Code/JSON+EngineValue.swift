import FormCore

/// Between FormRun's `JSON` and the engine's `Value`, for the code attached to rows: numbers
/// stay whole when they are, and an object (which no row value holds as such) becomes `null`.
extension JSON {
    /// The JSON of an engine value.
    init(engineValue value: FormCore.Value) {
        switch value {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .string(let text): self = .string(text)
        case .number(let number): self = number.exact.map(JSON.integer) ?? .number(number.double)
        case .list(let items): self = .array(items.map(JSON.init(engineValue:)))
        }
    }

    /// The engine value of this JSON.
    var engineValue: FormCore.Value {
        switch self {
        case .null, .object: return .null
        case .bool(let flag): return .bool(flag)
        case .integer(let n): return .number(Number(n))
        case .number(let n): return .number(Number(n))
        case .string(let text): return .string(text)
        case .array(let items): return .list(items.map(\.engineValue))
        }
    }
}
