/// The names the other items of a keyed list carry, as an item's screen sees them: every key of
/// the list counted, less the item's own, so that opening an item never copies the list's keys
/// (a list of 100,000 items opened item by item stays linear).
package struct OtherKeys: Equatable, Sendable, ExpressibleByArrayLiteral {
    /// How many items carry each key.
    private var counts: [String: Int]
    /// The key of the item itself, not counted as another's.
    private var own: String?

    init(counts: [String: Int], own: String?) {
        self.counts = counts
        self.own = own
    }

    package init(arrayLiteral keys: String...) {
        var counts: [String: Int] = [:]
        for key in keys { counts[key, default: 0] += 1 }
        self.init(counts: counts, own: nil)
    }

    /// Whether another item carries `key`.
    package func contains(_ key: String) -> Bool {
        (counts[key] ?? 0) - (key == own ? 1 : 0) > 0
    }

    /// The counts without the item's own key.
    private var others: [String: Int] {
        guard let own, let count = counts[own] else { return counts }
        var others = counts
        others[own] = count > 1 ? count - 1 : nil
        return others
    }

    package static func == (a: OtherKeys, b: OtherKeys) -> Bool {
        a.own == b.own ? a.counts == b.counts : a.others == b.others
    }
}
