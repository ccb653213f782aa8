/// Follows `$ref`s and merges `allOf` within one JSON Schema document, so that the form reader
/// sees one flat schema per property.
struct SchemaResolver {
    let root: JSONNode
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

    init(root: JSONNode, file: String) {
        self.root = root
        self.file = file
    }

    /// A schema with its `$ref` chain followed and its `allOf` merged in.
    struct Flat {
        var node: JSONNode
        /// The local `$ref`s followed to make it (for telling a schema that contains itself).
        var refs: [String] = []
        /// The `if`/`then`/`else` schemas met on the way (a merged `allOf` may hold several).
        var conditionals: [JSONNode] = []
        /// A `$ref` to another file or URL, which formrun does not fetch.
        var externalRef: String?
    }

    /// `node` flattened: the target of its `$ref` with the `$ref`'s siblings winning over it,
    /// then each `allOf` branch merged in (what is given first wins; `properties` and `required`
    /// are united). A chain of `$ref`s that comes back to itself is a located error.
    func flatten(_ node: JSONNode, chain: [String] = []) throws -> Flat {
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
                if chain.contains(local) {
                    throw failure(.refCycle(chain + [local]), at: refNode.location)
                }
                if chain.count >= Self.chainLimit {
                    throw failure(.refChainTooLong(limit: Self.chainLimit), at: refNode.location)
                }
                guard let target = self.target(of: local) else {
                    throw failure(.unresolvedRef(ref), at: refNode.location)
                }
                let followed = try flatten(target, chain: chain + [local])
                flat = Self.merge(flat, followed)
                flat.refs.insert(local, at: 0)
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

    /// The node a local reference names: a JSON pointer (`#/$defs/a`, `#/properties/x/items`)
    /// or an anchor (`#name`, by `$anchor` or a `$id` of `#name`).
    func target(of ref: String) -> JSONNode? {
        guard ref.hasPrefix("#") else { return nil }
        let pointer = ref.dropFirst()
        if pointer.isEmpty { return root }
        guard pointer.hasPrefix("/") else { return anchor(String(pointer), in: root) }
        var node = root
        for raw in pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            let token = Self.unescape(String(raw))
            if let members = node.members {
                guard let next = members.first(where: { $0.key == token })?.value else { return nil }
                node = next
            } else if let elements = node.elements, let index = Int(token), elements.indices.contains(index) {
                node = elements[index]
            } else {
                return nil
            }
        }
        return node
    }

    private func anchor(_ name: String, in node: JSONNode) -> JSONNode? {
        if let members = node.members {
            if node["$anchor"]?.stringValue == name || node["$id"]?.stringValue == "#" + name { return node }
            for member in members where member.key != "enum" && member.key != "const" && member.key != "default" {
                if let found = anchor(name, in: member.value) { return found }
            }
        } else if let elements = node.elements {
            for element in elements {
                if let found = anchor(name, in: element) { return found }
            }
        }
        return nil
    }

    /// A pointer token with `%XX`, `~1` and `~0` decoded.
    static func unescape(_ token: String) -> String {
        var bytes: [UInt8] = []
        var utf8 = Array(token.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%"), utf8.count >= 2,
               let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16) {
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return unescapeTildes(String(decoding: bytes, as: UTF8.self))
    }

    /// A JSON pointer token with `~1` and `~0` decoded (`a~1b` → `a/b`).
    static func unescapeTildes(_ token: String) -> String {
        var text = ""
        var tilde = false
        for c in token {
            if tilde {
                if c == "1" { text.append("/") } else if c == "0" { text.append("~") } else { text += "~" + String(c) }
                tilde = false
            } else if c == "~" {
                tilde = true
            } else {
                text.append(c)
            }
        }
        return tilde ? text + "~" : text
    }

    func failure(_ issue: FormFileError.SchemaIssue, at location: SourceLocation, tag: String? = nil) -> FormFileError {
        FormFileError(file: file, location: location, subject: tag == nil ? .form : .row, tag: tag, kind: .schema(issue))
    }
}
