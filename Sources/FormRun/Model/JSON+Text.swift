import FormCore
import FormJSON

extension JSON: CustomStringConvertible {
    /// The value as compact JSON text (`{"a":1}`); a number that is not finite is written `null`.
    public var description: String { text(compact: true) }

    /// The value as JSON text, pretty (two-space indent, as formrun prints answers) or compact.
    public func text(compact: Bool) -> String {
        var out = ""
        OutputWriter.write(node, indent: 0, compact: compact, into: &out)
        return out
    }

    /// The value as the JSON reader's node (with no location).
    var node: JSONNode {
        switch self {
        case .null: return JSONNode(.null, at: .unknown)
        case .bool(let b): return JSONNode(.bool(b), at: .unknown)
        case .integer(let i): return JSONNode(.number(raw: String(i), value: Double(i)), at: .unknown)
        case .number(let d):
            guard d.isFinite else { return JSONNode(.null, at: .unknown) }
            return JSONNode(.number(raw: NumberText.format(d), value: d), at: .unknown)
        case .string(let s): return JSONNode(.string(s), at: .unknown)
        case .array(let items): return JSONNode(.array(items.map(\.node)), at: .unknown)
        case .object(let members):
            return JSONNode(.object(members.map { JSONNode.Member(key: $0.key, keyLocation: .unknown, value: $0.value.node) }),
                            at: .unknown)
        }
    }

    /// The value of a node the JSON reader read: a number written without fraction or exponent
    /// that fits 64 bits stays whole (`.integer`).
    init(_ node: JSONNode) {
        switch node.kind {
        case .null: self = .null
        case .bool(let b): self = .bool(b)
        case .string(let s): self = .string(s)
        case .number(let raw, let value):
            if !raw.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }), let whole = Int64(raw) {
                self = .integer(whole)
            } else {
                self = .number(value)
            }
        case .array(let items): self = .array(items.map(JSON.init))
        case .object(let members): self = .object(members.map { (key: $0.key, value: JSON($0.value)) })
        }
    }

    /// Parses JSON text; nil when it is not JSON.
    package init?(parsing text: String) {
        guard let node = try? JSONReader.parse(text) else { return nil }
        self.init(node)
    }
}
