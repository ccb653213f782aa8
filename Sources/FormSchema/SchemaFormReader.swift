import FormJSON
import FormCore

/// Reads a JSON Schema (draft-07 or 2020-12) as a form: the root object's properties become the
/// rows of a first section, each property that is an object a section of its own (deeper
/// objects more sections, in the order they come), with key paths for the output.
///
/// The mapping, keyword by keyword, is in the README ("JSON Schema forms"); properties formrun
/// cannot ask for are JSON text rows checked against their schema, with a warning for `--check`.
struct SchemaFormReader {
    /// The document, its validator and what its `$ref`s lead to, shared with sub-forms.
    let document: SchemaDocument
    let resolver: SchemaResolver
    var file: String { document.file }
    /// The document's validator, shared by the schema check of every row.
    var validator: SchemaValidator { document.validator }
    var sections: [Section] = []
    var warnings: [FormWarning] = []
    private(set) var requiredObjects: [[String]] = []
    /// The objects that take members their schema does not name (`InstanceRules.openObjects`).
    var openObjects: Set<[String]> = []
    /// The non-object properties their object requires (`InstanceRules.requiredProperties`).
    var requiredProperties: Set<[String]> = []
    /// The objects the instance may leave out (not required all the way up from the root).
    var optionalObjects: Set<[String]> = []
    /// Every tag given so far (rows and sections share one namespace).
    private var tags: Set<String> = []

    /// The `--values` instance, when one is given: it picks the branch of a `oneOf`/`anyOf`.
    let values: JSONNode?
    /// The whole form's reader (not a sub-form's): its rows' values are known when it is read, so
    /// a `type` list's row can take the type of the value given.
    var picksTypesFromValues = false

    /// Why each `$ref` that is not followed could not be (`SchemaBundle`).
    var unfollowedRefs: [String: String] { document.unfollowedRefs }

    /// `root` is read from `file`; the files its `$ref`s name are read beside it, or in
    /// `schemaDirectory` (`--schema-dir`).
    init(file: String, root: JSONNode, values: JSONNode? = nil, schemaDirectory: SchemaDirectory? = nil, editing: Bool = false) {
        var document = SchemaDocument(file: file, root: root, schemaDirectory: schemaDirectory)
        document.scalarMapsAsLists = editing
        self.init(document: document, values: values)
        picksTypesFromValues = true
    }

    /// A reader of `document` (the whole form's, or a sub-form's from the same document).
    init(document: SchemaDocument, values: JSONNode? = nil) {
        self.document = document
        self.values = values
        resolver = document.resolver
    }

    /// Whether a form file's top level is a JSON Schema: it names one with `$schema`, or it is
    /// `"type": "object"` with `properties` (or a map's `additionalProperties`/`patternProperties`),
    /// or `"type": "array"` with `items`; and it has no `sections` either way.
    static func isSchema(_ root: JSONValue) -> Bool {
        guard let members = root.members, !members.contains(named: "sections") else { return false }
        if members.contains(named: "$schema") { return true }
        switch root["type"]?.stringValue {
        case "object"?: return ["properties", "additionalProperties", "patternProperties"].contains { members.contains(named: $0) }
        case "array"?: return members.contains(named: "items")
        default: return false
        }
    }

    /// The form the schema describes: its root object's, or for a root that is not an object
    /// with properties (an array or a map of objects) one row that is the whole instance
    /// (`Form.documentRow`).
    mutating func form() throws -> Form {
        let rootNode = resolver.root
        guard rootNode.members != nil else {
            throw FormFileError(file: file, location: rootNode.location, kind: .notAForm(.topLevelNotObject(rootNode.jsonType)))
        }
        let flat = try resolver.flatten(rootNode)
        let root = try objectBranch(of: flat)
        guard try keyword("properties", of: root.node, .object)?.members?.isEmpty == false
                || branchChoice(of: root, path: []) != nil else {
            return try documentForm(flat, schema: rootNode)
        }
        // The root's pointer is "": a `"$ref": "#"` inside it leads back to it.
        return try objectForm(root, schema: rootNode, ancestors: Set(root.refs).union([""]))
    }

    /// The form of the object schema `root` (flattened from `schema`): its sections and the
    /// rules that shape its output into an instance of `schema`.
    mutating func objectForm(_ root: SchemaResolver.Flat, schema: JSONNode, ancestors: Set<String>) throws -> Form {
        var form = Form(title: root.node["title"]?.stringValue)
        try object(root, path: [], hidden: .never, ancestors: ancestors)
        if sections.isEmpty { throw resolver.failure(.noProperties, at: schema.location) }
        requireOnlyWhenPresent()
        form.sections = sections
        form.instance = InstanceRules(requiredObjects: requiredObjects, schema: SchemaRule(schema: schema, validator: validator),
                                      requiredProperties: requiredProperties)
        form.instance?.openObjects = openObjects
        return form
    }

    // MARK: Objects → sections

    /// The section of the object at `path` (when it has rows of its own), then the sections of
    /// the objects inside it. A `oneOf`/`anyOf` of objects is asked as `branchChoice` says.
    private mutating func object(_ given: SchemaResolver.Flat, path: [String], hidden: Condition,
                                 ancestors: Set<String>) throws {
        var flat = given
        var discriminator: SchemaDiscriminator?
        switch try branchChoice(of: given, path: path) {
        case .discriminated(let found)?:
            flat = Self.without(found.keyword, in: given)
            discriminator = found
        case .picked(let keyword, let branch, let validated, let others)?:
            flat = try merging(picked: branch, validated: validated, others: others, into: Self.without(keyword, in: given))
        case nil:
            break
        }
        flat = try withBranchProperties(flat)
        let node = flat.node
        let properties = try keyword("properties", of: node, .object)?.members ?? []
        guard !properties.isEmpty || discriminator != nil else { return }
        let required = Set(try keyword("required", of: node, .array)?.elements?.compactMap(\.stringValue) ?? [])
        if Self.takesOtherMembers(node) { openObjects.insert(path) }
        if let additional = node["additionalProperties"], additional.members != nil {
            warn(.ignoredKeyword("additionalProperties"), at: additional.location, tag: pathTag(path))
        }
        if let pattern = node["patternProperties"] {
            warn(.ignoredKeyword("patternProperties"), at: pattern.location, tag: pathTag(path))
        }

        var rows: [Row] = path.isEmpty ? intro(of: node) : []
        var nested: [(flat: SchemaResolver.Flat, path: [String], hidden: Condition)] = []
        var rowIndex: [String: Int] = [:]

        func add(_ name: String, _ schema: JSONNode, hidden rowHidden: Condition, required: Set<String>,
                 inBranch: Bool = false) throws {
            let propertyPath = path + [name]
            let property = try resolver.flatten(schema)
            let recursive = !ancestors.isDisjoint(with: property.refs)
            // A `type` list's row takes the type of the value given (else the first listed) where the
            // values are known: the whole form's, not a sub-form's built before its item is.
            let given: SchemaEditor.GivenValue = picksTypesFromValues
                ? .known(values.flatMap { Self.member(of: $0, at: propertyPath) }) : .unknown
            var editor = try SchemaEditor.of(property.node, resolver: resolver, given: given)
            if document.scalarMapsAsLists, case .json = editor, let items = try SchemaEditor.scalarMapItems(of: property.node, resolver: resolver) {
                editor = .list(items: items, keyed: true)
            }
            if recursive, editor != .object, !editor.opensSubForm { editor = .json(.recursive) }
            if property.externalRef != nil, property.node.members?.isEmpty ?? true { editor = .json(nil) }
            let isRequired = required.contains(name) && !inBranch
            if editor == .object, try asksOnItsOwnScreen(property, required: isRequired, recursive: recursive, ancestors: ancestors) {
                editor = .subForm
            }
            if editor == .object {
                // An object only a branch requires is written only while that branch is shown.
                if isRequired {
                    requiredObjects.append(propertyPath)
                } else {
                    optionalObjects.insert(propertyPath)
                }
                nested.append((property, propertyPath, rowHidden))
                return
            }
            if required.contains(name) { requiredProperties.insert(propertyPath) }
            if let ref = property.externalRef {
                warn(.externalRef(ref, reason: unfollowedRefs[ref]), at: schema.location, tag: pathTag(propertyPath))
            }
            let built = try editor.opensSubForm
                ? subFormRows(editor, property, schema: schema, path: propertyPath, required: required.contains(name),
                              hidden: rowHidden, ancestors: ancestors)
                : propertyRows(editor, property, path: propertyPath, at: schema.location,
                               required: required.contains(name), hidden: rowHidden)
            if !built.isEmpty, rowIndex[name] == nil { rowIndex[name] = rows.count }
            rows.append(contentsOf: built)
        }

        var branchRows: [(tag: String, discriminator: SchemaDiscriminator)] = []
        if let discriminator {
            let picker = try discriminatorRows(discriminator, path: path, hidden: hidden, node: node)
            if let tag = picker.first?.tag {
                rowIndex[discriminator.name] = rows.count
                branchRows.append((tag, discriminator))
            }
            rows.append(contentsOf: picker)
        }
        for property in properties where property.key != discriminator?.name {
            try add(property.key, property.value, hidden: hidden, required: required)
        }
        for (tag, discriminator) in branchRows {
            for (branch, value) in zip(discriminator.branches, discriminator.values) {
                let shown = Condition.expression("!($\(tag) == \(Self.literal(value) ?? "null"))", value.location)
                let branchRequired = Set(branch.node["required"]?.elements?.compactMap(\.stringValue) ?? [])
                for property in branch.node["properties"]?.members ?? [] where property.key != discriminator.name {
                    try add(property.key, property.value, hidden: Self.or(hidden, shown), required: branchRequired, inBranch: true)
                }
            }
        }
        let conditionals = self.conditionals(of: flat) { name in rowIndex[name].map { rows[$0].tag } }
        // Properties that only a `then` or an `else` brings are shown while its branch holds; one
        // both bring has a row in each (buf.gen's `plugins`, of other items in v1 and v2).
        let ownRows = Set(rowIndex.keys)
        for conditional in conditionals {
            guard let test = conditional.test, let negated = conditional.negated else {
                warn(.conditionNotMapped, at: conditional.location, tag: pathTag(path))
                continue
            }
            for (branch, holds) in [(conditional.then, test), (conditional.otherwise, negated)] {
                guard let extra = branch?["properties"]?.members else { continue }
                for property in extra where !ownRows.contains(property.key) && !properties.contains(where: { $0.key == property.key }) {
                    let shown = Condition.expression("!(" + holds + ")", conditional.location)
                    try add(property.key, property.value, hidden: Self.or(hidden, shown), required: required)
                }
            }
        }
        applyRequired(conditionals, object: node, rows: &rows, rowIndex: rowIndex)

        if !rows.isEmpty {
            let tag = claim(path.isEmpty ? "form" : path.joined(separator: "."))
            var section = Section(tag: tag, title: path.isEmpty ? nil : title(of: node, name: path.last ?? ""), rows: rows)
            section.footer = path.isEmpty ? nil : SchemaDescription.of(node)
            section.hidden = hidden
            section.location = node.location
            sections.append(section)
        }
        for child in nested {
            try object(child.flat, path: child.path, hidden: child.hidden, ancestors: ancestors.union(child.flat.refs))
        }
    }

    /// A keyword's value, checked to be of the JSON type JSON Schema gives it.
    private func keyword(_ name: String, of node: JSONNode, _ expected: FormFileError.ExpectedType) throws -> JSONNode? {
        guard let value = node[name] else { return nil }
        let fits = expected == .object ? value.members != nil : value.elements != nil
        guard fits else { throw resolver.failure(.badKeyword(name, expected: expected, found: value.jsonType), at: value.location) }
        return value
    }

    // MARK: Names

    /// The schema's `title`, else the property name in words.
    func title(of node: JSONNode, name: String) -> String {
        if let title = node["title"]?.stringValue, !title.isEmpty { return title }
        return SchemaTitle.words(name)
    }

    /// A key path as a tag: `server.port`, with characters a condition cannot name made `_`.
    func pathTag(_ path: [String]) -> String? {
        path.isEmpty ? nil : path.joined(separator: ".")
    }

    /// A tag for `wanted` that no row or section has yet, made fit for conditions (`$server.port`).
    mutating func claim(_ wanted: String) -> String {
        var base = String(wanted.map { ConditionLexer.isTagCharacter($0) ? $0 : "_" })
        if base.isEmpty || !(base.first.map(ConditionLexer.isWordStart) ?? false) { base = "p_" + base }
        var tag = base
        var n = 2
        while tags.contains(tag) {
            tag = base + "-" + String(n)
            n += 1
        }
        tags.insert(tag)
        return tag
    }

    mutating func warn(_ kind: FormWarning.Kind, at location: SourceLocation?, tag: String?) {
        warnings.append(FormWarning(file: file, location: location ?? .unknown, tag: tag, kind: kind))
    }
}
