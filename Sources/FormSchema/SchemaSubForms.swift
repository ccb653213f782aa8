import FormJSON
import FormCore

/// Parts of a schema asked on screens of their own (DECISIONS.md, "Schemas to sub-forms"):
/// an array of objects is a `list` row, a map of objects a keyed `list` row, and an object that
/// contains itself, or an optional one that is large or named by `$ref` from several places, is a
/// `form` row. A `form` row's sub-form, and a list item's when it would be costly or endless, is
/// built only when it is opened (`DeferredForm`): a schema's size never sets the first screen's cost.
extension SchemaFormReader {
    /// The most leaf rows an optional object shows inline; a larger one is a `form` row.
    static let inlineLeafLimit = 8

    /// Whether the object `property` (flattened) is a `form` row rather than a section: it
    /// contains itself, or it is optional and large or repeated elsewhere.
    func asksOnItsOwnScreen(_ property: SchemaResolver.Flat, required: Bool, recursive: Bool,
                            ancestors: Set<String>) throws -> Bool {
        if recursive { return true }
        if required { return false }
        if document.isRepeated(property.refs) { return true }
        return try leafCount(property, ancestors: ancestors.union(property.refs), limit: Self.inlineLeafLimit) > Self.inlineLeafLimit
    }

    /// How many rows the object `flat` would show inline (its objects' rows counted in, a branch's
    /// properties too), counted no further than just past `limit`.
    func leafCount(_ flat: SchemaResolver.Flat, ancestors: Set<String>, limit: Int) throws -> Int {
        var schemas = flat.node["properties"]?.members?.map(\.value) ?? []
        for keyword in ["oneOf", "anyOf"] {
            for branch in flat.node[keyword]?.elements ?? [] {
                schemas += try resolver.flatten(branch).node["properties"]?.members?.map(\.value) ?? []
            }
        }
        var count = 0
        for schema in schemas {
            let property = try resolver.flatten(schema)
            if ancestors.isDisjoint(with: property.refs), try SchemaEditor.isObjectForm(property.node, resolver: resolver) {
                count += try leafCount(property, ancestors: ancestors.union(property.refs), limit: limit - count)
            } else {
                count += 1
            }
            if count > limit { break }
        }
        return count
    }

    /// The row of a property asked on a screen of its own (`editor` is `.subForm` or `.list`) and
    /// the line of its description. `schema` is the property as written: a sub-form is built
    /// from it (its `$ref`s, `allOf` and `if`s followed again when the sub-form is made).
    mutating func subFormRows(_ editor: SchemaEditor, _ property: SchemaResolver.Flat, schema: JSONNode, path: [String],
                              required: Bool, hidden: Condition, ancestors: Set<String>, tag wanted: String? = nil) throws -> [Row] {
        let node = property.node
        let subForm: SubForm
        switch editor {
        case .list(let items, let keyed):
            let item = try resolver.flatten(items)
            // A list that is inside itself (a map of permissions whose items hold such a map)
            // builds its items only when one is opened.
            guard let source = itemForm(item, schema: items, ancestors: ancestors.union(property.refs),
                                        recursive: !ancestors.isDisjoint(with: property.refs),
                                        tag: wanted ?? path.joined(separator: ".")) else {
                return try propertyRows(.json(nil), property, path: path, at: schema.location, required: required,
                                        hidden: hidden, tag: wanted)
            }
            subForm = SubForm(source, keyed: keyed, itemTitle: item.node["title"]?.stringValue)
        default:
            let repeats = property.refs.contains("") || !ancestors.isDisjoint(with: property.refs)
            subForm = SubForm(.deferred(Self.deferredForm(document, schema: schema, ancestors: ancestors.union(property.refs),
                                                          repeatsAnOuterSchema: repeats)))
        }
        // A `"$ref": "#"` (renovate's managers) must not take the root's title and description.
        let words = property.refs.contains("") ? ownWords(of: schema) : node
        let tag = claim(wanted ?? path.joined(separator: "."))
        var row = Row(tag: tag, type: editor == .subForm ? .form : .list, title: title(of: words, name: path.last ?? tag))
        row.keyPath = path
        row.location = schema.location
        row.hidden = hidden
        row.subForm = subForm
        if node["readOnly"]?.boolValue == true { row.disabled = .always }
        if required { row.required = .always }
        // Checked against the flattened schema, as every row is: a property several branches
        // declare is the `allOf` of their schemas as written (`withBranchProperties`).
        row.validators = [ValidatorSpec(kind: .schema(SchemaRule(schema: node, validator: validator)), location: schema.location)]
        if row.type.holdsItems {
            let keyed = subForm.keyed
            row.minItems = node[keyed ? "minProperties" : "minItems"]?.intValue
            row.maxItems = node[keyed ? "maxProperties" : "maxItems"]?.intValue
        } else if required {
            // A required object starts as `{}`: written when its parent is new, like a default.
            row.value = .object([])
        }
        let description = describe(&row, node: words)
        return [row] + description
    }

    /// The schema that gives `schema` its words: itself, or the first schema its `$ref`s lead
    /// to that has a title or description, short of the root.
    private func ownWords(of schema: JSONNode) -> JSONNode {
        var node = schema
        for _ in 0..<SchemaResolver.chainLimit {
            guard ["title", "description", "markdownDescription"].allSatisfy({ node[$0] == nil }),
                  let ref = node["$ref"]?.stringValue, let local = resolver.localPointer(ref),
                  let target = resolver.index.resolve(local, base: ""), !target.key.isEmpty else { break }
            node = target.node
        }
        return node
    }

    /// The form each item of a list is filled in with: built now when it is small and plain (its
    /// warnings joining the form's, tagged under `tag`), else — the list or its item inside
    /// itself (`recursive`, `ancestors`), repeated, or large — when an item is first opened; nil
    /// when it cannot be built (the list is then JSON text).
    private mutating func itemForm(_ item: SchemaResolver.Flat, schema: JSONNode, ancestors: Set<String>,
                                   recursive: Bool, tag: String) -> SubForm.Source? {
        if let scalar = scalarItemForm(item, schema: schema) { return .form(scalar) }
        let inner = ancestors.union(item.refs)
        let costly = recursive || !ancestors.isDisjoint(with: item.refs) || document.isRepeated(item.refs)
            || ((try? leafCount(item, ancestors: inner, limit: Self.inlineLeafLimit)) ?? .max) > Self.inlineLeafLimit
        if costly { return .deferred(Self.deferredForm(document, schema: schema, ancestors: inner)) }
        var reader = SchemaFormReader(document: document)
        guard let form = try? reader.subForm(item, schema: schema, ancestors: inner) else { return nil }
        warnings += reader.warnings.map { warning in
            var moved = warning
            moved.tag = tag + "[]" + (warning.tag.map { "." + $0 } ?? "")
            return moved
        }
        return .form(form)
    }

    /// The form of the object `schema` (flattened: `flat`) as a sub-form, its conditions checked.
    mutating func subForm(_ flat: SchemaResolver.Flat, schema: JSONNode, ancestors: Set<String>) throws -> Form {
        var form = try objectForm(objectBranch(of: flat), schema: schema, ancestors: ancestors)
        form.title = nil
        form.conditionParses = try FormLoader.checkConditions(of: form, file: file).parses
        return form
    }

    /// A sub-form built from `schema` when it is first needed (nil when it cannot be built).
    static func deferredForm(_ document: SchemaDocument, schema: JSONNode, ancestors: Set<String>,
                             repeatsAnOuterSchema: Bool = false) -> DeferredForm {
        DeferredForm(repeatsAnOuterSchema: repeatsAnOuterSchema) {
            var reader = SchemaFormReader(document: document)
            guard let flat = try? reader.resolver.flatten(schema) else { return nil }
            return try? reader.subForm(flat, schema: schema, ancestors: ancestors.union(flat.refs))
        }
    }

    // MARK: A root that is not an object with properties

    /// Whether a branch of `node`'s `anyOf`/`oneOf` is an object or an array, or a branch of no
    /// stated type whose own branches are (avro-avsc's root, a `oneOf` of one `$ref` to a `oneOf`).
    private func branchesTakeAContainer(_ node: JSONNode, depth: Int = 0) throws -> Bool {
        guard depth < 8 else { return false }
        for keyword in ["anyOf", "oneOf"] {
            for branch in node[keyword]?.elements ?? [] {
                let flat = try resolver.flatten(branch).node
                switch SchemaEditor.type(of: flat) {
                case "object", "array": return true
                case nil: if try branchesTakeAContainer(flat, depth: depth + 1) { return true }
                default: continue
                }
            }
        }
        return false
    }

    /// The form of a schema whose root is an array or a map (or an object of free keys): one row
    /// that is the whole instance (`Form.documentRow`), a list when its items are objects, else
    /// JSON text. A root of no stated type whose `anyOf`/`oneOf` takes an object or an array
    /// (any.json: any JSON value) is JSON text too. Any other root has nothing to ask for.
    mutating func documentForm(_ flat: SchemaResolver.Flat, schema: JSONNode) throws -> Form {
        let type = SchemaEditor.type(of: flat.node)
        let anyValue = try type == nil && branchesTakeAContainer(flat.node)
        guard ["object", "array"].contains(type ?? "") || anyValue else {
            throw resolver.failure(.noProperties, at: schema.location)
        }
        var editor = try SchemaEditor.of(flat.node, resolver: resolver)
        var rows: [Row] = []
        let tag = "items"
        if case .list = editor {
            // The schema's description follows the row, as for any list.
            rows += try subFormRows(editor, flat, schema: schema, path: [], required: true, hidden: .never,
                                    ancestors: Set(flat.refs).union([""]), tag: tag)
        } else {
            if case .json = editor {} else { editor = .json(nil) }
            rows += intro(of: flat.node)
            rows += try propertyRows(editor, flat, path: [], at: schema.location, required: false, hidden: .never, tag: tag)
        }
        guard let index = rows.firstIndex(where: \.type.carriesValue) else { throw resolver.failure(.noProperties, at: schema.location) }
        // The form's title is the schema's; the row is what the instance holds.
        rows[index].title = "Items"
        var form = Form(title: flat.node["title"]?.stringValue)
        form.sections = [Section(tag: claim("form"), title: nil, rows: rows)]
        form.documentRow = rows[index].tag
        form.instance = InstanceRules(schema: SchemaRule(schema: schema, validator: validator), requiredProperties: [[]])
        return form
    }
}
