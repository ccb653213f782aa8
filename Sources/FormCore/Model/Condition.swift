import FormJSON

/// `hidden`, `disabled` or `required`: a constant or an expression over the current values.
package enum Condition: Equatable, Sendable {
    case constant(Bool)
    /// The expression's source text and where the string starts in the form file.
    case expression(String, SourceLocation)

    package static let never = Condition.constant(false)
    package static let always = Condition.constant(true)

    package var constantValue: Bool? {
        if case .constant(let b) = self { return b }
        return nil
    }
}
