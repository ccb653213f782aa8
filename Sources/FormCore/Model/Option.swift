/// One choice of a choice row: what is shown and what is output.
public struct Option: Equatable, Sendable {
    public var title: String
    public var value: Value

    public init(title: String, value: Value) {
        self.title = title
        self.value = value
    }
}
