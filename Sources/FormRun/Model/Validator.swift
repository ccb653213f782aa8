/// A check of the form file's `validators` list, one case a validator type
/// (`.validate(.length(min: 8), message: "At least 8 characters")`).
public enum Validator: Sendable {
    /// The text matches the regular expression (`regex`).
    case regex(String)
    /// The text's length, in characters, is within the bounds (`length`).
    case length(min: Int? = nil, max: Int? = nil)
    /// The number is within the bounds (`range`).
    case range(min: Double? = nil, max: Double? = nil)
    /// The value equals that of the row tagged so (`equals`, "repeat password").
    case equals(tag: String)
    /// A condition over the answers holds (`expression`: `"$age >= 18 || !empty($guardian)"`).
    case expression(String)
    /// The value (JSON text) is an instance of the JSON Schema (`schema`).
    case schema(JSON)

    /// The validator's `type` as the form file names it.
    public var type: String {
        switch self {
        case .regex: return "regex"
        case .length: return "length"
        case .range: return "range"
        case .equals: return "equals"
        case .expression: return "expression"
        case .schema: return "schema"
        }
    }

    /// The validator's object in the form file, without its message.
    var members: [(key: String, value: JSON)] {
        var object: [(key: String, value: JSON)] = [("type", .string(type))]
        switch self {
        case .regex(let pattern): object.append(("pattern", .string(pattern)))
        case .length(let min, let max):
            if let min { object.append(("min", .integer(Int64(min)))) }
            if let max { object.append(("max", .integer(Int64(max)))) }
        case .range(let min, let max):
            if let min { object.append(("min", Row.number(min))) }
            if let max { object.append(("max", Row.number(max))) }
        case .equals(let tag): object.append(("tag", .string(tag)))
        case .expression(let text): object.append(("expression", .string(text)))
        case .schema(let schema): object.append(("schema", schema))
        }
        return object
    }
}
