import FormJSON

/// The seven JSON Schema type names: matching and describing them.
enum SchemaTypeNames {
    /// "a string", "a whole number", …; nil for a name that is not a JSON Schema type.
    static func phrase(for name: String) -> String? {
        switch name {
        case "string": return "a string"
        case "number": return "a number"
        case "integer": return "a whole number"
        case "boolean": return "true or false"
        case "object": return "an object"
        case "array": return "a list"
        case "null": return "null"
        default: return nil
        }
    }

    /// Whether `instance` is of type `name`; an integer is any number without a fraction (3.0, 1e2).
    static func matches(_ instance: JSONNode, _ name: String) -> Bool {
        switch (name, instance.kind) {
        case ("string", .string), ("number", .number), ("boolean", .bool), ("object", .object),
             ("array", .array), ("null", .null):
            return true
        case ("integer", .number):
            return SchemaNumbers.isInteger(instance)
        default:
            return false
        }
    }

    /// "Must be a string or null" for the type names `names` (all known).
    static func message(for names: [String]) -> String {
        var phrases: [String] = []
        for name in names where !(name == "integer" && names.contains("number")) {
            if let phrase = phrase(for: name), !phrases.contains(phrase) { phrases.append(phrase) }
        }
        return "Must be " + phrases.joined(separator: " or ")
    }
}
