import FormJSON
import Synchronization

/// Where `$ref`s lead: the schema document with its `$id`s and `$anchor`s indexed.
struct SchemaRefIndex: Sendable {
    /// A schema a reference resolves to.
    struct Target: Sendable {
        /// The target's location in the document as a JSON pointer, the same for every reference to it.
        var key: String
        var node: JSONNode
        /// The base URI in effect where the target sits (its own `$id` applies when it is evaluated).
        var base: String
    }

    let root: JSONNode
    /// The root's own base URI ("" when it has no `$id`).
    private let rootBase: String
    /// Resource URIs (from `$id`, without fragment) to the pointer tokens of their schemas.
    private var resources: [String: [String]] = [:]
    /// "resource#name" (from `$anchor`, `$dynamicAnchor` and draft-07 `"$id": "#name"`) to pointer tokens.
    private var anchors: [String: [String]] = [:]
    /// Anchor names alone, for references whose resource part does not resolve.
    private var anchorsByName: [String: [[String]]] = [:]
    /// What each reference from each base resolved to: a `$ref` met at every level of a deep
    /// instance is resolved once, not once a level.
    private let resolved = ResolvedReferences()

    init(root: JSONNode) {
        self.root = root
        if let id = root["$id"]?.stringValue, !id.hasPrefix("#") {
            rootBase = URIReference.withoutFragment(URIReference.resolve(id, against: ""))
        } else {
            rootBase = ""
        }
        resources[""] = []
        visit(root, tokens: [], base: "")
    }

    /// Records the `$id`s and anchors of `node` and of the schemas inside it.
    private mutating func visit(_ node: JSONNode, tokens: [String], base: String) {
        guard let members = node.members, tokens.count < SchemaEvaluation.maxDepth else { return }
        var base = base
        if let id = node["$id"]?.stringValue {
            let (resource, fragment) = URIReference.split(URIReference.resolve(id, against: base))
            if !id.hasPrefix("#") {
                base = resource
                if resources[resource] == nil { resources[resource] = tokens }
            }
            if let fragment, !fragment.isEmpty, !fragment.hasPrefix("/") { addAnchor(fragment, in: base, tokens) }
        }
        for key in ["$anchor", "$dynamicAnchor"] {
            if let name = node[key]?.stringValue { addAnchor(name, in: base, tokens) }
        }
        for member in members {
            let here = tokens + [member.key]
            switch member.key {
            case "additionalProperties", "propertyNames", "additionalItems", "contains", "not", "if", "then", "else",
                 "unevaluatedItems", "unevaluatedProperties", "contentSchema", "items":
                if let items = member.value.elements, member.key == "items" {
                    for (i, item) in items.enumerated() { visit(item, tokens: here + [String(i)], base: base) }
                } else {
                    visit(member.value, tokens: here, base: base)
                }
            case "properties", "patternProperties", "$defs", "definitions", "dependentSchemas", "dependencies":
                for entry in member.value.members ?? [] { visit(entry.value, tokens: here + [entry.key], base: base) }
            case "allOf", "anyOf", "oneOf", "prefixItems":
                for (i, item) in (member.value.elements ?? []).enumerated() {
                    visit(item, tokens: here + [String(i)], base: base)
                }
            default:
                break
            }
        }
    }

    private mutating func addAnchor(_ name: String, in resource: String, _ tokens: [String]) {
        let key = resource + "#" + name
        if anchors[key] == nil { anchors[key] = tokens }
        anchorsByName[name, default: []].append(tokens)
    }

    /// The schema `reference` leads to from a schema whose base URI is `base`; nil when it leads
    /// outside the document or nowhere.
    func resolve(_ reference: String, base: String) -> Target? {
        let key = base + "\u{0}" + reference
        if let known = resolved.targets.withLock({ $0[key] }) { return known }
        let target = resolveAnew(reference, base: base)
        resolved.targets.withLock { $0[key] = target }
        return target
    }

    private func resolveAnew(_ reference: String, base: String) -> Target? {
        var (resource, fragment) = URIReference.split(URIReference.resolve(reference, against: base))
        if resources[resource] == nil {
            for alternative in [URIReference.resolve(reference, against: rootBase), reference] {
                let (other, otherFragment) = URIReference.split(alternative)
                if resources[other] != nil {
                    (resource, fragment) = (other, otherFragment)
                    break
                }
            }
        }
        guard let start = resources[resource] else { return nil }
        let name = URIReference.percentDecoded(fragment ?? "")
        let tokens: [String]
        if name.isEmpty {
            tokens = start
        } else if name.hasPrefix("/") {
            tokens = start + JSONPointer.tokens(Substring(name))
        } else if let found = anchors[resource + "#" + name] {
            tokens = found
        } else if let found = anchorsByName[name], found.count == 1 {
            tokens = found[0]
        } else {
            return nil
        }
        return target(at: tokens)
    }

    /// The schema at `tokens`, with the base URI of the resource around it.
    private func target(at tokens: [String]) -> Target? {
        var node = root
        var base = ""
        for token in tokens {
            if let id = node["$id"]?.stringValue, !id.hasPrefix("#") {
                base = URIReference.withoutFragment(URIReference.resolve(id, against: base))
            }
            guard let child = JSONPointer.child(of: node, token) else { return nil }
            node = child
        }
        return Target(key: JSONPointer.pointer(tokens), node: node, base: base)
    }
}

/// `SchemaRefIndex.resolve`'s memo, shared by the copies of an index.
private final class ResolvedReferences: Sendable {
    let targets = Mutex<[String: SchemaRefIndex.Target?]>([:])
}
