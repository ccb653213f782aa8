import FormJSON
import FormCore

/// Maps of scalars (`additionalProperties` or `patternProperties` with a string, number, boolean
/// or enum schema: package.json `scripts`, a workflow's `env`) as keyed lists, the machinery of
/// maps of objects (FORMAT.md, `"keyed": true`): each item's screen is its key's name row and one
/// row of the value's type, the item form's whole document (`Form.documentRow`), so that an item's
/// value is the scalar itself, not an object holding it.
extension SchemaEditor {
    /// The schema of the values of a map of scalars, nil for any other object.
    static func scalarMapItems(of node: JSONNode, resolver: SchemaResolver) throws -> JSONNode? {
        var schemas = node["patternProperties"]?.members?.map(\.value) ?? []
        if let additional = node["additionalProperties"], additional.members != nil { schemas.append(additional) }
        guard schemas.count == 1, let first = schemas.first else { return nil }
        return try isScalarItem(of(resolver.flatten(first).node, resolver: resolver)) ? first : nil
    }

    /// Whether `editor` edits one scalar in one row (a choice without "Other…", whose free text
    /// is a second row, is one).
    static func isScalarItem(_ editor: SchemaEditor) -> Bool {
        switch editor {
        case .boolean, .integer, .number, .string: return true
        case .choice(_, let other): return !other
        case .json(.severalTypes(let types)?): return !types.contains("object") && !types.contains("array")
        default: return false
        }
    }
}

extension SchemaFormReader {
    /// The tag of a map of scalars' value row, in its item's form.
    static let scalarItemTag = "value"

    /// The form of one member of a map of scalars: the value's row, which is the whole document;
    /// nil when `item` is not a scalar's schema.
    mutating func scalarItemForm(_ item: SchemaResolver.Flat, schema: JSONNode) -> Form? {
        guard let editor = try? SchemaEditor.of(item.node, resolver: resolver), SchemaEditor.isScalarItem(editor) else { return nil }
        var reader = SchemaFormReader(document: document)
        // Built as a required row (a boolean is written when false, a number has no empty state),
        // and then optional: an empty text is a value of its own.
        guard var rows = try? reader.propertyRows(editor, item, path: [], at: schema.location, required: true,
                                                  hidden: .never, tag: Self.scalarItemTag),
              let index = rows.firstIndex(where: \.type.carriesValue) else { return nil }
        rows[index].required = .never
        if item.node["title"] == nil { rows[index].title = "Value" }
        var form = Form(title: nil)
        form.sections = [Section(tag: "form", title: nil, rows: rows)]
        form.documentRow = rows[index].tag
        form.instance = InstanceRules(schema: SchemaRule(schema: schema, validator: validator), requiredProperties: [[]])
        return form
    }
}

extension SchemaFormReader {
    /// Whether an object's schema takes members it does not name: `additionalProperties` absent,
    /// `true` or a schema, and no `patternProperties` that would say which names (nor
    /// `unevaluatedProperties: false`).
    static func takesOtherMembers(_ node: JSONNode) -> Bool {
        if node["patternProperties"] != nil || node["unevaluatedProperties"]?.boolValue == false { return false }
        guard let additional = node["additionalProperties"] else { return true }
        return additional.boolValue ?? true
    }
}

extension SchemaEditor {
    /// The types of list items that may be strings or other scalars (compose's `expose: [5432,
    /// "80"]`, `["string", "number"]`): a list of strings cannot hold them, JSON text does.
    static func severalItemTypes(_ items: JSONNode) -> [String]? {
        guard let types = items["type"]?.elements?.compactMap(\.stringValue) else { return nil }
        let scalars = Set(types.filter { $0 != "null" }.map { $0 == "integer" ? "number" : $0 })
        return scalars.count > 1 ? types : nil
    }
}
