import FormJSON
import FormCore

/// How an object's `oneOf`/`anyOf` of several object schemas is asked (DECISIONS.md, "A oneOf or
/// anyOf of objects picks its branch").
///
/// With a discriminator — a property that is a `const` (or a one-value `enum`) in every branch,
/// with a different value in each, such as `kind` — the property becomes a choice at the top of
/// the object's rows and each branch's rows are shown only while it holds that branch's value.
/// Without one, the branch the `--values` instance validates against (else the first) gives the
/// rules of the properties the branches share; the other branches' other properties are rows too,
/// none required, as the whole-instance check at submit tells which branch holds.
enum SchemaBranchChoice {
    case discriminated(SchemaDiscriminator)
    /// `branch` is the one picked; `validated` when the values instance matched it (its
    /// `required` then applies), `others` the rest.
    case picked(keyword: String, branch: SchemaResolver.Flat, validated: Bool, others: [SchemaResolver.Flat])
}

/// A property whose value tells the branches of a `oneOf`/`anyOf` apart.
struct SchemaDiscriminator {
    var keyword: String
    var name: String
    /// The branches, flattened, in the order to make rows: the one the values pick first (the
    /// values file's member goes to the first row of its key path).
    var branches: [SchemaResolver.Flat]
    /// The discriminator's value in each branch (same order).
    var values: [JSONNode]
    /// The value the form starts with: the values instance's, else the first branch's.
    var start: JSONNode
    /// Whether every branch requires the discriminator.
    var required: Bool
}

extension SchemaFormReader {
    /// A root with `oneOf`/`anyOf` and no `properties` of its own stands for its object branch;
    /// with several, for the choice between them (`object`).
    mutating func objectBranch(of root: SchemaResolver.Flat) throws -> SchemaResolver.Flat {
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
    ///
    /// A property several branches declare takes any of their schemas (`anyOf`), and one that is a
    /// single value in each (a nested discriminator such as drone's pipeline `type`) is a choice of
    /// those values: the branches are alternatives, not all at once.
    func withBranchProperties(_ object: SchemaResolver.Flat) throws -> SchemaResolver.Flat {
        var merged = object
        for keyword in ["oneOf", "anyOf"] {
            guard let branches = object.node[keyword]?.elements else { continue }
            var names: [String] = []
            var alternatives: [String: [JSONNode.Member]] = [:]
            var refs: [String] = []
            var location: SourceLocation?
            for branch in branches {
                let flat = try resolver.flatten(branch)
                guard let properties = flat.node["properties"], let members = properties.members else { continue }
                location = location ?? properties.location
                refs += flat.refs
                for member in members {
                    if alternatives[member.key] == nil { names.append(member.key) }
                    alternatives[member.key, default: []].append(member)
                }
            }
            guard let location else { continue }
            var properties: [JSONNode.Member] = []
            let own = object.node["properties"]?.members ?? []
            for name in names {
                guard let choices = alternatives[name], var first = choices.first else { continue }
                // A property of the object's own that some branch leaves free keeps its own schema:
                // the others' are alternatives, not rules (uxp-manifest's `type`, `not` in one branch).
                if choices.count < branches.count, own.contains(where: { $0.key == name }) { continue }
                if choices.count > 1 { first.value = try alternative(choices.map(\.value), at: first.value.location) }
                properties.append(first)
            }
            var optional = SchemaResolver.Flat(node: JSONNode(.object([JSONNode.Member(key: "properties", keyLocation: location,
                                                                                        value: JSONNode(.object(properties), at: location))]),
                                                              at: location))
            optional.refs = refs
            merged = SchemaResolver.merge(merged, optional)
        }
        if merged.node["properties"] == nil, object.node["properties"] == nil { return object }
        return merged
    }

    /// One schema for a property that `schemas` (from different branches) each describe: an
    /// `enum` of their values when each is a single scalar value, else their `anyOf`.
    private func alternative(_ schemas: [JSONNode], at location: SourceLocation) throws -> JSONNode {
        var values: [JSONNode] = []
        var title: JSONNode?
        for schema in schemas {
            let flat = try resolver.flatten(schema).node
            guard let value = Self.singleValue(flat), SchemaEditor.scalar(value) != nil else { values = []; break }
            title = title ?? flat["title"]
            if !values.contains(where: { SchemaEditor.scalar($0) == SchemaEditor.scalar(value) }) { values.append(value) }
        }
        if !values.isEmpty {
            var members = [JSONNode.Member(key: "enum", keyLocation: location, value: JSONNode(.array(values), at: location))]
            if let title { members.append(JSONNode.Member(key: "title", keyLocation: location, value: title)) }
            return JSONNode(.object(members), at: location)
        }
        let unique = schemas.count > 1 ? JSONNode(.array(schemas), at: location) : schemas[0]
        return JSONNode(.object([JSONNode.Member(key: "anyOf", keyLocation: location, value: unique)]), at: location)
    }

    /// The `oneOf`/`anyOf` of `flat` whose branches are all objects with `properties`, at least
    /// two of them: how it is asked; nil when there is none.
    func branchChoice(of flat: SchemaResolver.Flat, path: [String]) throws -> SchemaBranchChoice? {
        for keyword in ["oneOf", "anyOf"] {
            guard let nodes = flat.node[keyword]?.elements, nodes.count > 1 else { continue }
            let branches = try nodes.map { try resolver.flatten($0) }
            guard branches.allSatisfy({ $0.node["properties"]?.members?.isEmpty == false }) else { continue }
            let instance = values.flatMap { Self.member(of: $0, at: path) }
            if var discriminator = try discriminator(keyword, branches) {
                if let given = instance.flatMap({ Self.member(of: $0, at: [discriminator.name]) }),
                   let index = discriminator.values.firstIndex(where: { SchemaEditor.scalar($0) == SchemaEditor.scalar(given) }) {
                    discriminator.start = discriminator.values[index]
                    discriminator.branches.insert(discriminator.branches.remove(at: index), at: 0)
                    discriminator.values.insert(discriminator.values.remove(at: index), at: 0)
                }
                return .discriminated(discriminator)
            }
            let matching = instance.flatMap { instance in
                nodes.firstIndex { validator.failures(of: instance, against: $0).isEmpty }
            }
            let index = matching ?? 0
            var others = branches
            let branch = others.remove(at: index)
            return .picked(keyword: keyword, branch: branch, validated: matching != nil, others: others)
        }
        return nil
    }

    /// The property that is a scalar `const`/one-value `enum` in every branch, different in each.
    private func discriminator(_ keyword: String, _ branches: [SchemaResolver.Flat]) throws -> SchemaDiscriminator? {
        guard let candidates = branches.first?.node["properties"]?.members else { return nil }
        for candidate in candidates {
            var values: [JSONNode] = []
            for branch in branches {
                guard let schema = branch.node["properties"]?.members?.first(where: { $0.key == candidate.key })?.value,
                      let value = Self.singleValue(try resolver.flatten(schema).node), SchemaEditor.scalar(value) != nil,
                      !values.contains(where: { SchemaEditor.scalar($0) == SchemaEditor.scalar(value) }) else { break }
                values.append(value)
            }
            guard values.count == branches.count, let first = values.first else { continue }
            let required = branches.allSatisfy { branch in
                branch.node["required"]?.elements?.contains { $0.stringValue == candidate.key } ?? false
            }
            return SchemaDiscriminator(keyword: keyword, name: candidate.key, branches: branches, values: values,
                                       start: first, required: required)
        }
        return nil
    }

    /// The choice of branch: a row for the discriminator, with an option a branch (titled by the
    /// branch's `title`, else by its value), starting at `start`.
    mutating func discriminatorRows(_ discriminator: SchemaDiscriminator, path: [String], hidden: Condition,
                                    node: JSONNode) throws -> [Row] {
        let options = zip(discriminator.branches, discriminator.values).compactMap { branch, value in
            SchemaEditor.scalar(value).map { Option(title: branch.node["title"]?.stringValue ?? SchemaEditor.text(of: value), value: $0) }
        }
        let propertyPath = path + [discriminator.name]
        let declared = discriminator.branches.first?.node["properties"]?.members?.first { $0.key == discriminator.name }
        let location = declared?.value.location ?? node.location
        var members = [JSONNode.Member(key: "enum", keyLocation: location, value: JSONNode(.array(discriminator.values), at: location))]
        if let title = declared.flatMap({ try? resolver.flatten($0.value).node["title"] }) {
            members.append(JSONNode.Member(key: "title", keyLocation: location, value: title))
        }
        let schema = SchemaResolver.Flat(node: JSONNode(.object(members), at: location))
        if discriminator.required { requiredProperties.insert(propertyPath) }
        var rows = try propertyRows(.choice(options, other: false), schema, path: propertyPath, at: location,
                                    required: discriminator.required, hidden: hidden)
        if !rows.isEmpty { rows[0].value = SchemaEditor.scalar(discriminator.start) ?? .null }
        return rows
    }

    /// The `anyOf` of the scalar schemas several branches give one property when they differ
    /// (compilerconfig's `inputFile`, a `pattern` in each branch): a list's items share one form,
    /// and each item may be of another branch. Nil when they agree or one describes an object or
    /// a list or they differ in `type`, whose rows are built from the branch picked.
    private static func eitherScalar(_ schemas: [JSONNode], at location: SourceLocation) -> JSONNode? {
        guard schemas.count > 1 else { return nil }
        var distinct: [JSONNode] = []
        for schema in schemas {
            let type = schema["type"]?.stringValue
            guard schema["properties"] == nil, schema["items"] == nil, type != "object", type != "array",
                  schema["type"]?.elements == nil else { return nil }
            if !distinct.contains(where: { SchemaText.json($0) == SchemaText.json(schema) }) { distinct.append(schema) }
        }
        // Branches of different types keep the first branch's row (its kind of editor).
        guard distinct.count > 1, Set(distinct.map { $0["type"]?.stringValue ?? "" }).count == 1 else { return nil }
        return JSONNode(.object([JSONNode.Member(key: "anyOf", keyLocation: location, value: JSONNode(.array(distinct), at: location))]), at: location)
    }

    /// A schema's only value: its `const`, or its `enum` of one.
    static func singleValue(_ node: JSONNode) -> JSONNode? {
        node["const"] ?? node["enum"]?.elements.flatMap { $0.count == 1 ? $0[0] : nil }
    }

    /// The member of an instance at `path` (the instance itself for `[]`).
    static func member(of instance: JSONNode, at path: [String]) -> JSONNode? {
        var node = instance
        for key in path {
            guard let next = node.members?.first(where: { $0.key == key })?.value else { return nil }
            node = next
        }
        return node
    }

    /// `flat` without the `keyword` member.
    static func without(_ keyword: String, in flat: SchemaResolver.Flat) -> SchemaResolver.Flat {
        var rest = flat
        rest.node = JSONNode(.object(flat.node.members?.filter { $0.key != keyword } ?? []), at: flat.node.location)
        return rest
    }

    /// `object` with the picked branch merged in (its `required` only when `validated`) and the
    /// other branches' properties it does not have, none of them required. A branch picked
    /// without the values' say (none given, none matched: a list's item, whose value is read after
    /// its rows are made) does not decide alone a property that is a constant in some branches —
    /// a resource's `type` — which becomes a choice of every branch's constant (with **Other…**
    /// when a branch takes any string).
    func merging(picked branch: SchemaResolver.Flat, validated: Bool, others: [SchemaResolver.Flat],
                 into object: SchemaResolver.Flat) throws -> SchemaResolver.Flat {
        let picked = validated ? branch : try withConstantChoices(Self.propertiesOnly(branch, except: []), among: [branch] + others)
        var merged = SchemaResolver.merge(object, picked)
        for other in others {
            let have = Set(merged.node["properties"]?.members?.map(\.key) ?? [])
            merged = SchemaResolver.merge(merged, Self.propertiesOnly(other, except: have))
        }
        return merged
    }

    /// `flat` with each property that is a scalar constant in at least two of `branches` replaced
    /// by the choice of those constants, and of any string when a branch types it as a string.
    private func withConstantChoices(_ flat: SchemaResolver.Flat, among branches: [SchemaResolver.Flat]) throws -> SchemaResolver.Flat {
        guard let properties = flat.node["properties"], var members = properties.members else { return flat }
        for index in members.indices {
            var constants: [JSONNode] = []
            var anyString = false
            var declared: [JSONNode] = []
            for branch in branches {
                guard let schema = branch.node["properties"]?.members?.first(where: { $0.key == members[index].key })?.value else { continue }
                let node = try resolver.flatten(schema).node
                declared.append(node)
                // A branch's `enum` of several values (app-config's publisher `type`) adds them all.
                let values = Self.singleValue(node).map { [$0] } ?? node["enum"]?.elements ?? []
                if !values.isEmpty, values.allSatisfy({ SchemaEditor.scalar($0) != nil }) {
                    for value in values where !constants.contains(where: { SchemaEditor.scalar($0) == SchemaEditor.scalar(value) }) {
                        constants.append(value)
                    }
                } else if node["type"]?.stringValue == "string", node["enum"] == nil, node["pattern"] == nil {
                    anyString = true
                }
            }
            let location = members[index].value.location
            if constants.count <= 1 {
                if let either = Self.eitherScalar(declared, at: location) { members[index].value = either }
                continue
            }
            var choices = constants.map { JSONNode(.object([JSONNode.Member(key: "const", keyLocation: location, value: $0)]), at: location) }
            if anyString {
                choices.append(JSONNode(.object([JSONNode.Member(key: "type", keyLocation: location, value: JSONNode(.string("string"), at: location))]), at: location))
            }
            members[index].value = JSONNode(.object([JSONNode.Member(key: "anyOf", keyLocation: location, value: JSONNode(.array(choices), at: location))]), at: location)
        }
        var changed = flat
        changed.node = JSONNode(.object(flat.node.members?.map { member in
            member.key == "properties" ? JSONNode.Member(key: "properties", keyLocation: member.keyLocation, value: JSONNode(.object(members), at: properties.location)) : member
        } ?? []), at: flat.node.location)
        return changed
    }

    /// A schema holding only `flat`'s `properties` (those not named in `except`).
    static func propertiesOnly(_ flat: SchemaResolver.Flat, except names: Set<String>) -> SchemaResolver.Flat {
        guard let properties = flat.node["properties"] else { return SchemaResolver.Flat(node: JSONNode(.object([]), at: flat.node.location)) }
        let kept = properties.members?.filter { !names.contains($0.key) } ?? []
        let member = JSONNode.Member(key: "properties", keyLocation: properties.location, value: JSONNode(.object(kept), at: properties.location))
        var only = SchemaResolver.Flat(node: JSONNode(.object([member]), at: flat.node.location))
        only.refs = flat.refs
        return only
    }
}
