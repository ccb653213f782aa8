import FormCore
import FormJSON

/// Which properties are one row with a type switch (`typeSwitch`, `TypeSwitchRule`): a value
/// that may be a string or a list of strings (a workflow's `runs-on`, `needs`), a string or a
/// number, written as a `type` list (`["string", "array"]`) or an `anyOf`/`oneOf` whose branches
/// are such types. The row's schema check (the whole property) judges the value, so a branch's
/// `pattern` or `minItems` still holds.
extension SchemaEditor {
    /// The alternatives of a property edited with a type switch, in the order its schema lists
    /// them; nil when it is none. `given` is the value the property holds when known: a value no
    /// alternative holds (an object, a boolean) leaves the property to the editor it had before.
    static func typeSwitch(_ node: JSONNode, resolver: SchemaResolver, given: GivenValue) throws -> [TypeSwitchRule.Alternative]? {
        var found: [TypeSwitchRule.Alternative] = []
        var others = false
        func add(_ alternative: TypeSwitchRule.Alternative?) {
            guard let alternative else { others = true; return }
            if !found.contains(alternative) { found.append(alternative) }
        }

        if let list = node["type"]?.elements?.compactMap(\.stringValue) {
            for type in list where type != "null" { add(alternative(type: type, items: node["items"], resolver: resolver)) }
        } else if let branches = (node["oneOf"] ?? node["anyOf"])?.elements, node["type"] == nil || node["type"]?.stringValue == nil {
            for branch in branches {
                let flat = try resolver.flatten(branch).node
                if flat.boolValue != nil || flat["enum"] != nil || flat["const"] != nil { others = true; continue }
                guard let type = type(of: flat) else { others = true; continue }
                if type == "null" { continue }
                // An object form beside them (the GitHub schema's runner group for `runs-on`): a
                // value of it given to an item is held as it is, drawn as JSON, never typed
                // (`TypeSwitchRule`); a known one leaves the property to JSON text (`holds`).
                if type == "object" { continue }
                add(alternative(type: type, items: flat["items"], resolver: resolver))
            }
        } else {
            return nil
        }
        guard found.count > 1, found.contains(.text) || found.contains(.number) else { return nil }
        switch given {
        case .known(let value?):
            // The value decides: one of the alternatives', or the editor the property had before.
            guard holds(value, found) else { return nil }
        case .known(nil):
            if others { return nil }
        case .unknown:
            // An item's value is read after its rows are made: every value must fit.
            if others { return nil }
        }
        return found
    }

    /// The alternative a branch of `type` is edited as; nil for one no alternative holds (an
    /// object, a boolean, a list of objects).
    private static func alternative(type: String, items: JSONNode?, resolver: SchemaResolver) -> TypeSwitchRule.Alternative? {
        switch type {
        case "string": return .text
        case "number", "integer": return .number
        case "array":
            guard let items else { return .list }
            let schemas = items.elements ?? [items]
            return schemas.allSatisfy { scalarItems($0, resolver: resolver, depth: 0) } ? .list : nil
        default: return nil
        }
    }

    /// Whether every value an item schema takes is a string or a number: its `type` says so, or
    /// each branch of its `anyOf`/`oneOf` does.
    private static func scalarItems(_ schema: JSONNode, resolver: SchemaResolver, depth: Int) -> Bool {
        guard depth < 8, let flat = try? resolver.flatten(schema).node else { return false }
        if let kind = Self.type(of: flat) { return kind == "string" || kind == "number" || kind == "integer" }
        guard let branches = (flat["anyOf"] ?? flat["oneOf"])?.elements, !branches.isEmpty else { return false }
        return branches.allSatisfy { scalarItems($0, resolver: resolver, depth: depth + 1) }
    }

    /// Whether a type switch of `alternatives` holds `value`.
    private static func holds(_ value: JSONNode, _ alternatives: [TypeSwitchRule.Alternative]) -> Bool {
        if value.isNull { return true }
        switch value.kind {
        case .string: return alternatives.contains(.text)
        case .number: return alternatives.contains(.number)
        case .array:
            return alternatives.contains(.list) && (value.elements ?? []).allSatisfy { $0.stringValue != nil || $0.numberValue != nil }
        case .bool, .object, .null: return false
        }
    }
}
