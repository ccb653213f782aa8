import FormJSON

/// JSON equality as JSON Schema means it: numbers by value (1 == 1.0), strings by code points,
/// objects regardless of member order.
enum SchemaEquality {
    static func equal(_ a: JSONNode, _ b: JSONNode) -> Bool {
        switch (a.kind, b.kind) {
        case (.number, .number):
            return SchemaNumbers.compare(a, b) == 0
        case (.string(let x), .string(let y)):
            return SchemaKeys.same(x, y)
        case (.bool(let x), .bool(let y)):
            return x == y
        case (.null, .null):
            return true
        case (.array(let x), .array(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { equal($0, $1) }
        case (.object(let x), .object(let y)):
            return x.count == y.count && x.allSatisfy { member in
                SchemaKeys.value(in: y, named: member.key).map { equal(member.value, $0) } ?? false
            }
        default:
            return false
        }
    }

    /// A byte string that is the same for two values exactly when they are `equal`.
    static func key(_ node: JSONNode) -> [UInt8] {
        var out: [UInt8] = []
        append(node, to: &out)
        return out
    }

    private static func append(_ node: JSONNode, to out: inout [UInt8]) {
        switch node.kind {
        case .null:
            out.append(UInt8(ascii: "n"))
        case .bool(let b):
            out.append(UInt8(ascii: b ? "t" : "f"))
        case .number(_, let value):
            if let d = SchemaNumbers.decimal(node) {
                out.append(UInt8(ascii: d.negative ? "-" : "+"))
                out += d.digits.map { $0 + UInt8(ascii: "0") }
                out += Array("e\(d.exponent);".utf8)
            } else {
                out += Array("v\(value);".utf8)
            }
        case .string(let s):
            appendString(s, to: &out)
        case .array(let items):
            out += Array("[\(items.count):".utf8)
            for item in items { append(item, to: &out) }
        case .object(let members):
            out += Array("{\(members.count):".utf8)
            for member in members.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
                appendString(member.key, to: &out)
                append(member.value, to: &out)
            }
        }
    }

    private static func appendString(_ s: String, to out: inout [UInt8]) {
        out += Array("s\(s.utf8.count):".utf8)
        out += s.utf8
    }
}
