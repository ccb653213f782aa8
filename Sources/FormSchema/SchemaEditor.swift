import FormJSON
import FormCore

/// What a property of a JSON Schema is edited with: the reader's decision, made from the
/// property's flattened schema before any row is built.
enum SchemaEditor: Equatable {
    /// An object with `properties`: a section of its own.
    case object
    /// One of fixed values; `other` adds an "Other…" choice that takes free text.
    case choice([Option], other: Bool)
    /// Several of fixed values (an array of an `enum`).
    case multiple([Option])
    case boolean
    case integer
    case number
    case string(format: String?)
    /// A list of strings.
    case tokens(items: JSONNode)
    /// A value of one of several types, switched between on its row (`SchemaTypeSwitch.swift`).
    case typeSwitch([TypeSwitchRule.Alternative])
    /// An object asked on a screen of its own (a `form` row): the reader's choice, not `of`'s,
    /// for an optional object that is large or repeated, or one that contains itself.
    case subForm
    /// A list of objects, each filled in with a sub-form made from `items` (as written, not
    /// flattened); `keyed`: a map of objects (`additionalProperties`/`patternProperties`).
    case list(items: JSONNode, keyed: Bool)
    /// JSON text checked against the schema; the reason is warned about (nil: no warning).
    case json(FormWarning.JSONReason?)
    /// Nothing to ask (`"type": "null"`, `false`).
    case nothing

    /// Whether the property is a row that opens a screen of its own (`form`, `list`).
    var opensSubForm: Bool {
        switch self {
        case .subForm, .list: return true
        default: return false
        }
    }

    /// The listed scalar type that edits `value`, or the first listed when there is none; nil when
    /// the value is of none of them (JSON text then keeps it as given).
    static func editedType(of value: JSONNode?, among types: [String]) -> String? {
        guard let value, !value.isNull else { return types.first }
        switch value.kind {
        case .string: return types.first { $0 == "string" }
        case .bool: return types.first { $0 == "boolean" }
        case .number(_, let v):
            if v.rounded() == v, types.contains("integer") { return "integer" }
            return types.first { $0 == "number" }
        case .array, .object, .null: return nil
        }
    }

    /// The types formrun can edit.
    static let editableTypes = ["string", "integer", "number", "boolean", "array", "object"]

    /// What is known of a property's value when its row is made.
    enum GivenValue {
        /// Nothing yet (a sub-form built before its item's value is read).
        case unknown
        /// The values file's member (nil: not given).
        case known(JSONNode?)
    }

    /// The editor for a flattened property schema. A `type` list of several scalar types
    /// (`["integer", "string"]`) edits the type of the value `given` (a number: `integer` or
    /// `number`; a string; a boolean), else the first listed; with the value not known yet, JSON
    /// text, which takes a value of any of them as it is given.
    static func of(_ node: JSONNode, resolver: SchemaResolver, given: GivenValue = .unknown) throws -> SchemaEditor {
        if let b = node.boolValue { return b ? .json(.noType) : .nothing }
        if let options = try choices(node, resolver: resolver) { return options }
        if let alternatives = try typeSwitch(node, resolver: resolver, given: given) { return .typeSwitch(alternatives) }
        if let list = node["type"]?.elements?.compactMap(\.stringValue) {
            let containers = list.filter { $0 == "object" || $0 == "array" }
            let scalars = list.filter { editableTypes.contains($0) && $0 != "object" && $0 != "array" }
            // `["string", "object"]` (a string or a whole object): only JSON text takes both.
            if !containers.isEmpty && (!scalars.isEmpty || containers.count > 1) { return .json(.severalTypes(list)) }
            // `integer` with `number` is a number.
            if Set(scalars.map { $0 == "integer" ? "number" : $0 }).count > 1 {
                guard case .known(let value) = given, let type = editedType(of: value, among: scalars) else {
                    return .json(.severalTypes(list))
                }
                var members = node.members?.filter { $0.key != "type" } ?? []
                members.append(JSONNode.Member(key: "type", keyLocation: node.location, value: JSONNode(.string(type), at: node.location)))
                return try of(JSONNode(.object(members), at: node.location), resolver: resolver)
            }
        }
        if node["properties"] == nil, type(of: node) ?? "object" == "object", try objectChoice(in: node, resolver: resolver) {
            return .object
        }
        switch type(of: node) {
        case "object":
            if node["properties"]?.members?.isEmpty == false {
                return .object
            }
            if let items = try mapItems(of: node, resolver: resolver) { return .list(items: items, keyed: true) }
            if node["patternProperties"] != nil { return .json(.patternProperties) }
            return .json(.openObject)
        case "array":
            guard let itemsNode = node["items"], itemsNode.elements == nil else { return .json(.noType) }
            let items = try resolver.flatten(itemsNode).node
            if case .choice(let options, other: false)? = try choices(items, resolver: resolver) { return .multiple(options) }
            switch type(of: items) {
            case "string":
                if let types = severalItemTypes(items) { return .json(.severalTypes(types)) }
                // Items that may also be null (sourcemap's `sourcesContent`) are more than tokens hold.
                let others = items["type"]?.elements?.compactMap(\.stringValue) ?? []
                if others.contains(where: { ["null", "array", "object"].contains($0) }) { return .json(.arrayOf(others.joined(separator: " or "))) }
                return backtrackingPattern(in: items).map { .json($0) } ?? .tokens(items: items)
            case "object":
                return try isObjectForm(items, resolver: resolver) ? .list(items: itemsNode, keyed: false) : .json(.arrayOfObjects)
            case let other?: return .json(.arrayOf(other))
            case nil: return .json(.noType)
            }
        case "boolean": return .boolean
        case "integer": return .integer
        case "number": return .number
        case "string": return backtrackingPattern(in: node).map { .json($0) } ?? .string(format: node["format"]?.stringValue)
        case "null": return .nothing
        default:
            if let keyword = ["oneOf", "anyOf"].first(where: { node[$0] != nil }) { return .json(.objectChoice(keyword)) }
            return .json(.noType)
        }
    }

    /// Whether a flattened schema is asked as a form of its own: an object with `properties`, or
    /// a choice between such objects.
    static func isObjectForm(_ node: JSONNode, resolver: SchemaResolver) throws -> Bool {
        guard type(of: node) ?? "object" == "object" else { return false }
        if node["properties"]?.members?.isEmpty == false { return true }
        return try node["properties"] == nil && objectChoice(in: node, resolver: resolver)
    }

    /// The schema of the values of a map of objects: the one schema its `patternProperties` and
    /// `additionalProperties` give its members, when that is an object with `properties`; nil
    /// for an object whose members take other values, or several schemas.
    static func mapItems(of node: JSONNode, resolver: SchemaResolver) throws -> JSONNode? {
        var schemas = node["patternProperties"]?.members?.map(\.value) ?? []
        if let additional = node["additionalProperties"], additional.members != nil { schemas.append(additional) }
        guard schemas.count == 1, let first = schemas.first else { return nil }
        return try isObjectForm(resolver.flatten(first).node, resolver: resolver) ? first : nil
    }

    /// Whether `node` is a `oneOf`/`anyOf` of at least two objects with `properties` (each
    /// branch's rows are asked: `SchemaBranchChoice`).
    static func objectChoice(in node: JSONNode, resolver: SchemaResolver) throws -> Bool {
        for keyword in ["oneOf", "anyOf"] {
            guard let branches = node[keyword]?.elements, branches.count > 1 else { continue }
            if try branches.allSatisfy({ try resolver.flatten($0).node["properties"]?.members?.isEmpty == false }) { return true }
        }
        return false
    }

    /// A `pattern` of `node` that formrun refuses because it needs backtracking (a
    /// backreference): a form cannot check it, so the property is edited as JSON text.
    static func backtrackingPattern(in node: JSONNode) -> FormWarning.JSONReason? {
        guard let pattern = node["pattern"]?.stringValue, let problem = SchemaPattern.error(pattern),
              case .needsBacktracking(let construct) = problem.kind else { return nil }
        return .backtrackingPattern(pattern, construct)
    }

    /// `type`, or the first one of a list formrun can edit (`null` is not), or the one the other
    /// keywords imply.
    static func type(of node: JSONNode) -> String? {
        if let single = node["type"]?.stringValue { return single }
        if let list = node["type"]?.elements?.compactMap(\.stringValue) {
            return list.first(where: editableTypes.contains) ?? list.first
        }
        if node["properties"] != nil || node["patternProperties"] != nil || node["additionalProperties"] != nil { return "object" }
        if node["items"] != nil || node["prefixItems"] != nil { return "array" }
        if ["format", "pattern", "minLength", "maxLength"].contains(where: { node[$0] != nil }) { return "string" }
        if ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"].contains(where: { node[$0] != nil }) {
            return "number"
        }
        return nil
    }

    /// The options of an `enum`, a `const`, or a `oneOf`/`anyOf` of `const`s or one-value
    /// `enum`s, or branches of several `enum` values (titled by their `title` or `description`; a
    /// `{"type": "string"}` or `{"pattern": …}` branch adding
    /// "Other…"); nil when the property is none of these.
    static func choices(_ node: JSONNode, resolver: SchemaResolver) throws -> SchemaEditor? {
        if let values = node["enum"]?.elements {
            let titles = (node["enumNames"] ?? node["x-enumNames"])?.elements?.compactMap(\.stringValue)
            guard let options = enumOptions(values, titles: titles) else { return nil }
            return options.isEmpty ? nil : .choice(options, other: false)
        }
        if let constant = node["const"], let value = scalar(constant) {
            return .choice([Option(title: node["title"]?.stringValue ?? text(of: constant), value: value)], other: false)
        }
        guard let branches = (node["oneOf"] ?? node["anyOf"])?.elements, !branches.isEmpty else { return nil }
        var options: [Option] = []
        var other = false
        for branch in branches {
            let flat = try resolver.flatten(branch).node
            let single = flat["const"] ?? flat["enum"]?.elements.flatMap { $0.count == 1 ? $0[0] : nil }
            if single == nil, let values = flat["enum"]?.elements {
                // A branch of several values (an enum beside a pattern: tsconfig's `target`).
                guard let listed = enumOptions(values, titles: nil) else { return nil }
                options += listed.filter { option in !options.contains { $0.value == option.value } }
            } else if let single {
                guard let value = scalar(single) else { return nil }
                let title = flat["title"]?.stringValue ?? SchemaDescription.line(of: flat) ?? text(of: single)
                options.append(Option(title: title, value: value))
            } else if type(of: flat) == "string", flat["enum"] == nil {
                other = true
            } else if type(of: flat) == "null" {
                continue
            } else {
                return nil
            }
        }
        return options.isEmpty ? nil : .choice(options, other: other)
    }

    /// The options of an `enum`'s values (`null` left out), titled by `titles` when there is one
    /// for each value; nil when a value is an object or an array.
    static func enumOptions(_ values: [JSONNode], titles: [String]?) -> [Option]? {
        var options: [Option] = []
        for (i, element) in values.enumerated() where !element.isNull {
            guard let value = scalar(element) else { return nil }
            let title = titles.flatMap { $0.count == values.count ? $0[i] : nil } ?? text(of: element)
            options.append(Option(title: title, value: value))
        }
        return options
    }

    /// A JSON scalar as a row value; nil for objects, arrays and null.
    static func scalar(_ node: JSONNode) -> Value? {
        switch node.kind {
        case .string(let s): return .string(s)
        case .number(let raw, let value): return .number(Number(text: raw) ?? Number(value))
        case .bool(let b): return .bool(b)
        case .null, .object, .array: return nil
        }
    }

    /// A scalar as an option shows it: strings as they are, numbers as written.
    static func text(of node: JSONNode) -> String {
        switch node.kind {
        case .string(let s): return s
        case .number(let raw, _): return raw
        case .bool(let b): return b ? "true" : "false"
        default: return "null"
        }
    }
}
