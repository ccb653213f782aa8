import FormJSON
import FormCore

/// Follows `$ref`s and merges `allOf` within one JSON Schema document, so that the form reader
/// sees one flat schema per property.
struct SchemaResolver {
    /// The document with its `$id`s and anchors indexed: the validator's, so that a `$ref` leads
    /// where the validator's check of the same schema goes.
    let index: SchemaRefIndex
    let file: String
    /// How many schemas flattening may visit in all, so that `$ref`s that fan out (`a` is the
    /// `allOf` of `b` twice, `b` of `c` twice…) cannot make the reading endless.
    static let visitLimit = 200_000
    /// The longest chain of `$ref`s followed one after another.
    static let chainLimit = 64

    /// The schemas visited so far (shared by copies of the resolver).
    private final class Visits: @unchecked Sendable {
        var count = 0
    }
    private let visits = Visits()

    init(index: SchemaRefIndex, file: String) {
        self.index = index
        self.file = file
    }

    var root: JSONNode { index.root }

    /// A `$ref` followed: where it leads (the document location's canonical pointer) and how it
    /// is written, for messages.
    struct Link {
        var key: String
        var ref: String
    }

    /// A schema with its `$ref` chain followed and its `allOf` merged in.
    struct Flat {
        var node: JSONNode
        /// The locations the `$ref`s followed to make it lead to (for telling a schema that
        /// contains itself).
        var refs: [String] = []
        /// The `if`/`then`/`else` schemas met on the way (a merged `allOf` may hold several).
        var conditionals: [JSONNode] = []
        /// A `$ref` to another file or URL, which formrun does not fetch.
        var externalRef: String?
    }

    /// `node` flattened: the target of its `$ref` with the `$ref`'s siblings winning over it,
    /// then each `allOf` branch merged in (what is given first wins; `properties` and `required`
    /// are united). A chain of `$ref`s that comes back to itself is a located error.
    func flatten(_ node: JSONNode, chain: [Link] = []) throws -> Flat {
        guard let members = node.members else { return Flat(node: node) }
        visits.count += 1
        if visits.count > Self.visitLimit { throw failure(.tooComplex(limit: Self.visitLimit), at: node.location) }
        var own = members.filter { $0.key != "$ref" && $0.key != "allOf" }
        let hasConditional = own.contains { $0.key == "if" }
        if hasConditional { own.removeAll { $0.key == "if" || $0.key == "then" || $0.key == "else" } }
        var flat = Flat(node: JSONNode(.object(own), at: node.location))
        if hasConditional {
            flat.conditionals.append(node)
        }
        if let refNode = node["$ref"], let ref = refNode.stringValue {
            if let local = localPointer(ref) {
                guard let target = index.resolve(local, base: "") else {
                    throw failure(.unresolvedRef(ref), at: refNode.location)
                }
                if chain.contains(where: { $0.key == target.key }) {
                    throw failure(.refCycle(chain.map(\.ref) + [local]), at: refNode.location)
                }
                if chain.count >= Self.chainLimit {
                    throw failure(.refChainTooLong(limit: Self.chainLimit), at: refNode.location)
                }
                let followed = try flatten(target.node, chain: chain + [Link(key: target.key, ref: local)])
                flat = Self.merge(flat, followed)
                flat.refs.insert(target.key, at: 0)
            } else {
                flat.externalRef = ref
            }
        }
        if let allOf = node["allOf"] {
            guard let branches = allOf.elements else {
                throw failure(.badKeyword("allOf", expected: .array, found: allOf.jsonType), at: allOf.location)
            }
            for branch in branches {
                flat = Self.merge(flat, try flatten(branch, chain: chain))
            }
        }
        return flat
    }

    /// `base` with what `other` adds: keys `base` lacks, `properties` united (a property in both
    /// becomes the `allOf` of the two), `required` united.
    static func merge(_ base: Flat, _ other: Flat) -> Flat {
        var merged = base
        merged.refs += other.refs
        merged.conditionals += other.conditionals
        merged.externalRef = base.externalRef ?? other.externalRef
        guard var members = base.node.members else { return merged }
        guard let extra = other.node.members else {
            if other.node.boolValue == false { merged.node = other.node }
            return merged
        }
        for member in extra {
            guard let index = members.firstIndex(where: { $0.key == member.key }) else {
                members.append(member)
                continue
            }
            switch member.key {
            case "properties":
                guard var mine = members[index].value.members, let theirs = member.value.members else { continue }
                for property in theirs {
                    if let i = mine.firstIndex(where: { $0.key == property.key }) {
                        let both = JSONNode(.array([mine[i].value, property.value]), at: property.value.location)
                        mine[i].value = JSONNode(.object([JSONNode.Member(key: "allOf", keyLocation: property.keyLocation, value: both)]),
                                                 at: mine[i].value.location)
                    } else {
                        mine.append(property)
                    }
                }
                members[index].value = JSONNode(.object(mine), at: members[index].value.location)
            case "required":
                guard var mine = members[index].value.elements, let theirs = member.value.elements else { continue }
                for name in theirs where !mine.contains(where: { $0.stringValue == name.stringValue }) { mine.append(name) }
                members[index].value = JSONNode(.array(mine), at: members[index].value.location)
            default:
                continue
            }
        }
        merged.node = JSONNode(.object(members), at: base.node.location)
        return merged
    }

    /// The local form of `ref` (`#/$defs/a`), also when it is written with the document's own
    /// `$id` in front; nil for a reference into another document.
    func localPointer(_ ref: String) -> String? {
        if ref.hasPrefix("#") { return ref }
        if let id = root["$id"]?.stringValue ?? root["id"]?.stringValue {
            let base = id.hasSuffix("#") ? String(id.dropLast()) : id
            if !base.isEmpty, ref.hasPrefix(base) {
                let rest = ref.dropFirst(base.count)
                if rest.isEmpty { return "#" }
                if rest.hasPrefix("#") { return String(rest) }
            }
        }
        return nil
    }

    func failure(_ issue: FormFileError.SchemaIssue, at location: SourceLocation, tag: String? = nil) -> FormFileError {
        FormFileError(file: file, location: location, subject: tag == nil ? .form : .row, tag: tag, kind: .schema(issue))
    }
}
