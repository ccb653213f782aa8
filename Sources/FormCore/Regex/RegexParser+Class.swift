/// Character classes: `[abc]`, `[a-z]`, `[^…]`, escapes inside (`[\d\-\]]`), `[]` (matches
/// nothing) and `[^]` (any scalar).
extension RegexParser {
    mutating func characterClass() throws(RegexError) -> RegexNode {
        let open = position
        position += 1
        var set = RegexCharSet()
        if peek() == "^" {
            set.negated = true
            position += 1
        }
        while true {
            guard let c = peek() else { throw fail(.unclosedClass, at: open) }
            if c == "]" {
                position += 1
                return .set(set)
            }
            let fromOffset = position
            let from = try classAtom()
            // A range needs a scalar on both sides of `-`, and something after it but `]`.
            guard peek() == "-", let after = peek(1), after != "]" else {
                add(from, to: &set)
                continue
            }
            position += 1
            let to = try classAtom()
            guard case .scalar(let low) = from, case .scalar(let high) = to else {
                add(from, to: &set)
                add(.scalar("-"), to: &set)
                add(to, to: &set)
                continue
            }
            guard low.value <= high.value else { throw fail(.rangeOutOfOrder(from: low, to: high), at: fromOffset) }
            set.ranges.append(low.value...high.value)
        }
    }

    /// One scalar or class escape inside a class.
    private mutating func classAtom() throws(RegexError) -> Escape {
        guard let c = peek() else { throw fail(.unclosedClass) }
        if c == "\\" { return try escapeValue(inClass: true) }
        position += 1
        return .scalar(c)
    }

    private func add(_ item: Escape, to set: inout RegexCharSet) {
        switch item {
        case .scalar(let s): set.ranges.append(s.value...s.value)
        case .classEscape(let e): set.escapes.append(e)
        case .assertion: break
        }
    }
}
