import FormCore

/// Between FormRun's `JSON` and the engine's `Value`, for the code attached to rows: numbers
/// stay whole when they are, a sub-form's object and a list's array are the same tree, and the
/// text of a JSON text row that is not JSON is that text.
extension JSON {
    /// The JSON of an engine value.
    init(engineValue value: FormCore.Value) {
        switch value {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .string(let text), .unparsed(let text): self = .string(text)
        case .number(let number): self = number.exact.map(JSON.integer) ?? .number(number.double)
        case .list(let items): self = .array(items.map(JSON.init(engineValue:)))
        case .object(let members): self = .object(members.map { (key: $0.key, value: JSON(engineValue: $0.value)) })
        }
    }

    /// The engine value of this JSON.
    var engineValue: FormCore.Value {
        switch self {
        case .null: return .null
        case .object(let members): return .object(members.map { FormCore.Value.Member(key: $0.key, value: $0.value.engineValue) })
        case .bool(let flag): return .bool(flag)
        case .integer(let n): return .number(Number(n))
        case .number(let n): return .number(Number(n))
        case .string(let text): return .string(text)
        case .array(let items): return .list(items.map(\.engineValue))
        }
    }
}
