/// One choice of a choice row: what is shown and what is output.
package struct Option: Equatable, Sendable {
    package var title: String
    package var value: Value

    package init(title: String, value: Value) {
        self.title = title
        self.value = value
    }
}
