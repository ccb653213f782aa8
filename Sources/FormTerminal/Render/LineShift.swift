/// One insert- or delete-line operation inside a region of lines, in region coordinates: lines
/// `at...` of the region move down (insert) or up (delete) by `count`, the region's last line
/// staying the limit.
package struct LineShift: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        case insert, delete
    }

    package var kind: Kind
    package var at: Int
    package var count: Int

    package init(_ kind: Kind, at: Int, count: Int) {
        self.kind = kind
        self.at = at
        self.count = count
    }

    /// Applies the shift to `lines` (a region), filling the vacated lines with `blank`; returns
    /// how many lines moved (the survivors inside the region).
    @discardableResult
    package func apply<T>(to lines: inout [T], blank: T) -> Int {
        let size = lines.count
        guard count > 0, at >= 0, at < size else { return 0 }
        let n = min(count, size - at)
        switch kind {
        case .insert:
            lines.removeSubrange((size - n)..<size)
            lines.insert(contentsOf: repeatElement(blank, count: n), at: at)
        case .delete:
            lines.removeSubrange(at..<(at + n))
            lines.append(contentsOf: repeatElement(blank, count: n))
        }
        return size - at - n
    }
}
