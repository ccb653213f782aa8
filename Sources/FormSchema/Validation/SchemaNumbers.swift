import FormJSON

/// Exact arithmetic on JSON number nodes: by their text when it reads as a decimal, else by value.
enum SchemaNumbers {
    static func decimal(_ node: JSONNode) -> ExactDecimal? {
        guard case .number(let raw, _) = node.kind else { return nil }
        return ExactDecimal(raw)
    }

    /// -1, 0 or 1 as `a` is less than, equal to or greater than `b`; nil unless both are numbers.
    static func compare(_ a: JSONNode, _ b: JSONNode) -> Int? {
        guard let x = a.numberValue, let y = b.numberValue else { return nil }
        if let p = decimal(a), let q = decimal(b) { return ExactDecimal.compare(p, q) }
        return x < y ? -1 : (x > y ? 1 : 0)
    }

    static func isInteger(_ node: JSONNode) -> Bool {
        if let d = decimal(node) { return d.isInteger }
        guard let v = node.numberValue else { return false }
        return v.isFinite && v.rounded() == v
    }

    /// Whether `node` is a whole multiple of `divisor` (a positive number).
    static func isMultiple(_ node: JSONNode, of divisor: JSONNode) -> Bool {
        if let p = decimal(node), let q = decimal(divisor), let exact = p.isMultiple(of: q) { return exact }
        guard let x = node.numberValue, let d = divisor.numberValue, d != 0 else { return true }
        let quotient = x / d
        guard quotient.isFinite else { return false }
        if abs(quotient) >= 9.0e15 { return true }
        return abs(quotient - quotient.rounded()) <= max(1e-9, abs(quotient) * 4 * Double.ulpOfOne)
    }
}
