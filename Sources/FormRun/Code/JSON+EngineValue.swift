import FormCore

/// Between FormRun's `JSON` and the engine's `Value`, for the code attached to rows: numbers
/// stay whole when they are; objects and arrays of them travel as the JSON text of a sub-form.
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

    /// The JSON of the value of a row; a `form` or `list` row's (`nested`), which the engine
    /// holds as JSON text, is the object or array that text writes.
    init(engineValue value: FormCore.Value, nested: Bool) {
        if nested, let text = value.stringValue {
            self = text.isEmpty ? .null : JSON(parsing: text) ?? .null
        } else {
            self.init(engineValue: value)
        }
    }

    /// The engine value of this JSON. An object, and an array holding objects or arrays, are
    /// the value of a `form` or `list` row, which the engine holds as compact JSON text.
    var engineValue: FormCore.Value {
        switch self {
        case .object:
            return .string(text(compact: true))
        case .array(let items) where items.contains(where: \.isContainer):
            return .string(text(compact: true))
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .integer(let n): return .number(Number(n))
        case .number(let n): return .number(Number(n))
        case .string(let text): return .string(text)
        case .array(let items): return .list(items.map(\.engineValue))
        }
    }
}

extension JSON {
    /// Whether this is an object or an array.
    fileprivate var isContainer: Bool {
        switch self {
        case .object, .array: return true
        default: return false
        }
    }
}
