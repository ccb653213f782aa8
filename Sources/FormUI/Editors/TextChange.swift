/// Where a text changed between two moments: every character before `from` and the last
/// `keptSuffix` characters are as they were; what lies between may differ in length and content.
/// What lets a wrapped text view re-wrap only the lines an edit touched.
package struct TextChange: Equatable, Sendable {
    package private(set) var from: Int
    package private(set) var keptSuffix: Int

    /// Changed throughout (a new text).
    package static let whole = TextChange(from: 0, keptSuffix: 0)
    /// Not changed.
    package static let none = TextChange(from: Int.max, keptSuffix: Int.max)

    package init(from: Int, keptSuffix: Int) {
        self.from = from
        self.keptSuffix = keptSuffix
    }

    /// Adds an edit that changed the text from `position` on and kept its last `suffix`
    /// characters (counted after the edit): the union keeps what every edit kept.
    mutating func note(from position: Int, keeping suffix: Int) {
        from = Swift.min(from, position)
        keptSuffix = Swift.min(keptSuffix, Swift.max(0, suffix))
    }
}
