extension String {
    /// The text cut at its dots, as `split(separator: ".", omittingEmptySubsequences:)` cuts it
    /// (`a.b` → `a`, `b`). An output key is read per row: one without a dot is not cut at all, and
    /// an ASCII one is cut as bytes (each byte is then a character of its own).
    func dottedParts(omittingEmpty: Bool) -> [String] {
        let dot = UInt8(ascii: ".")
        guard utf8.contains(dot) else { return omittingEmpty && isEmpty ? [] : [self] }
        guard utf8.allSatisfy({ $0 < 0x80 }) else {
            return split(separator: ".", omittingEmptySubsequences: omittingEmpty).map(String.init)
        }
        var parts: [String] = []
        var start = utf8.startIndex
        var i = start
        while i != utf8.endIndex {
            if utf8[i] == dot {
                if !(omittingEmpty && start == i) { parts.append(String(self[start..<i])) }
                start = utf8.index(after: i)
            }
            i = utf8.index(after: i)
        }
        if !(omittingEmpty && start == endIndex) { parts.append(String(self[start...])) }
        return parts
    }
}
