/// One revision of a text row's buffer: its number (unique within a state's history), the
/// number of the revision it was made from, and where the text changed between the two.
public struct TextRevision: Equatable, Sendable {
    public var number: Int
    public var previous: Int
    public var change: TextChange

    public init(number: Int, previous: Int, change: TextChange) {
        self.number = number
        self.previous = previous
        self.change = change
    }

    /// A buffer never changed since the state began.
    public static let initial = TextRevision(number: 0, previous: 0, change: .whole)
}
