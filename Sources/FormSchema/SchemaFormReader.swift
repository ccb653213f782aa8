import FormJSON
import FormCore

/// Reads a JSON Schema (draft-07 or 2020-12) as a form: the root object's properties become the
/// rows of a first section, each property that is an object a section of its own (deeper
/// objects more sections, in the order they come), with key paths for the output.
///
/// The mapping, keyword by keyword, is in the README ("JSON Schema forms"); properties formrun
/// cannot ask for are JSON text rows checked against their schema, with a warning for `--check`.
struct SchemaFormReader {
    let file: String
    let resolver: SchemaResolver
    /// The document's validator, shared by the schema check of every row.
    let validator: SchemaValidator
    var sections: [Section] = []
    private(set) var warnings: [FormWarning] = []
    private(set) var requiredObjects: [[String]] = []
    /// The non-object properties their object requires (`InstanceRules.requiredProperties`).
    var requiredProperties: Set<[String]> = []
    /// The objects the instance may leave out (not required all the way up from the root).
    var optionalObjects: Set<[String]> = []
    /// Every tag given so far (rows and sections share one namespace).
    private var tags: Set<String> = []

    /// The `--values` instance, when one is given: it picks the branch of a `oneOf`/`anyOf`.
    let values: JSONNode?

    /// Why each `$ref` that is not followed could not be (`SchemaBundle`).
    let unfollowedRefs: [String: String]

    /// `root` is read from `file`; the files its `$ref`s name are read beside it, or in
    /// `schemaDirectory` (`--schema-dir`).
    init(file: String, root: JSONNode, values: JSONNode? = nil, schemaDirectory: SchemaDirectory? = nil) {
        self.file = file
        self.values = values
        let bundle = SchemaBundle.bundle(root, file: file, schemaDirectory: schemaDirectory)
        unfollowedRefs = bundle.unfollowed
        validator = SchemaValidator(root: bundle.root)
        resolver = SchemaResolver(index: validator.index, file: file)
    }

    /// Whether a form file's top level is a JSON Schema: it names one with `$schema`, or it is
    /// `"type": "object"` with `properties`, and it has no `sections` either way.
    static func isSchema(_ root: JSONValue) -> Bool {
        guard let members = root.members, !members.contains(named: "sections") else { return false }
        if members.contains(named: "$schema") { return true }
        return root["type"]?.stringValue == "object" && members.contains(named: "properties")
    }

    /// The form the schema describes.
    mutating func form() throws -> Form {
        let rootNode = resolver.root
        guard rootNode.members != nil else {
            throw FormFileError(file: file, location: rootNode.location, kind: .notAForm(.topLevelNotObject(rootNode.jsonType)))
        }
        let root = try objectBranch(of: try resolver.flatten(rootNode))
        guard try keyword("properties", of: root.node, .object)?.members?.isEmpty == false
                || branchChoice(of: root, path: []) != nil else {
            throw resolver.failure(.noProperties, at: rootNode.location)
        }
        var form = Form(title: root.node["title"]?.stringValue)
        try object(root, path: [], hidden: .never, ancestors: Set(root.refs))
        if sections.isEmpty { throw resolver.failure(.noProperties, at: rootNode.location) }
        requireOnlyWhenPresent()
        form.sections = sections
        form.instance = InstanceRules(requiredObjects: requiredObjects, schema: SchemaRule(schema: rootNode, validator: validator),
                                      requiredProperties: requiredProperties)
        return form
    }

    /// A root with `oneOf`/`anyOf` and no `properties` of its own stands for its object branch;
    /// with several, for the choice between them (`object`).
    private mutating func objectBranch(of root: SchemaResolver.Flat) throws -> SchemaResolver.Flat {
        guard root.node["properties"] == nil else { return root }
        if try branchChoice(of: root, path: []) != nil { return root }
        for keyword in ["oneOf", "anyOf"] {
            guard let branches = root.node[keyword]?.elements else { continue }
            let objects = try branches.map { try resolver.flatten($0) }.filter { $0.node["properties"]?.members != nil }
            guard objects.count == 1, let only = objects.first else { continue }
            var rest = root
            rest.node = JSONNode(.object(root.node.members?.filter { $0.key != keyword } ?? []), at: root.node.location)
            return SchemaResolver.merge(rest, only)
        }
        return try withBranchProperties(root)
    }

    /// An object whose `oneOf`/`anyOf` branches declare properties (jsconfig's `files`,
    /// `include`, `exclude` in an `anyOf`) gets rows for all of them, none required by a branch:
    /// which branch the answers match is checked on the whole instance at submit.
    private func withBranchProperties(_ object: SchemaResolver.Flat) throws -> SchemaResolver.Flat {
        var merged = object
        for keyword in ["oneOf", "anyOf"] {
            guard let branches = object.node[keyword]?.elements else { continue }
            for branch in branches {
                let flat = try resolver.flatten(branch)
                guard let properties = flat.node["properties"], properties.members != nil else { continue }
                var optional = SchemaResolver.Flat(node: JSONNode(.object([JSONNode.Member(key: "properties", keyLocation: properties.location, value: properties)]),
                                                                  at: flat.node.location))
                optional.refs = flat.refs
                merged = SchemaResolver.merge(merged, optional)
            }
        }
        if merged.node["properties"] == nil, object.node["properties"] == nil { return object }
        return merged
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
            flat = merging(picked: branch, validated: validated, others: others, into: Self.without(keyword, in: given))
        case nil:
            break
        }
        flat = try withBranchProperties(flat)
        let node = flat.node
        let properties = try keyword("properties", of: node, .object)?.members ?? []
        guard !properties.isEmpty || discriminator != nil else { return }
        let required = Set(try keyword("required", of: node, .array)?.elements?.compactMap(\.stringValue) ?? [])
        if let additional = node["additionalProperties"], additional.members != nil {
            warn(.ignoredKeyword("additionalProperties"), at: additional.location, tag: pathTag(path))
        }
        if let pattern = node["patternProperties"] {
            warn(.ignoredKeyword("patternProperties"), at: pattern.location, tag: pathTag(path))
        }

        var rows: [Row] = []
        if path.isEmpty, let description = SchemaDescription.of(node) {
            var intro = Row(tag: claim("_about"), type: .longInfo)
            intro.value = .string(description)
            rows.append(intro)
        }
        var nested: [(flat: SchemaResolver.Flat, path: [String], hidden: Condition)] = []
        var rowIndex: [String: Int] = [:]

        func add(_ name: String, _ schema: JSONNode, hidden rowHidden: Condition, required: Set<String>,
                 inBranch: Bool = false) throws {
            let propertyPath = path + [name]
            let property = try resolver.flatten(schema)
            let recursive = !ancestors.isDisjoint(with: property.refs)
            var editor = recursive ? .json(.recursive) : try SchemaEditor.of(property.node, resolver: resolver)
            if property.externalRef != nil, property.node.members?.isEmpty ?? true { editor = .json(nil) }
            if editor == .object {
                // An object only a branch requires is written only while that branch is shown.
                if required.contains(name) && !inBranch {
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
            let built = try propertyRows(editor, property, path: propertyPath, at: schema.location,
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
        // Properties that only a `then` or an `else` brings are shown while its branch holds.
        for conditional in conditionals {
            guard let test = conditional.test, let negated = conditional.negated else {
                warn(.conditionNotMapped, at: conditional.location, tag: pathTag(path))
                continue
            }
            for (branch, holds) in [(conditional.then, test), (conditional.otherwise, negated)] {
                guard let extra = branch?["properties"]?.members else { continue }
                for property in extra where rowIndex[property.key] == nil && !properties.contains(where: { $0.key == property.key }) {
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
