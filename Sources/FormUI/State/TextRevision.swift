/// One revision of a text row's buffer: its number (unique within a state's history), the
/// number of the revision it was made from, and where the text changed between the two.
package struct TextRevision: Equatable, Sendable {
    package var number: Int
    package var previous: Int
    package var change: TextChange

    package init(number: Int, previous: Int, change: TextChange) {
        self.number = number
        self.previous = previous
        self.change = change
    }

    /// A buffer never changed since the state began.
    package static let initial = TextRevision(number: 0, previous: 0, change: .whole)
}
