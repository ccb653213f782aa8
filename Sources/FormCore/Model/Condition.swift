import FormJSON

/// `hidden`, `disabled` or `required`: a constant or an expression over the current values.
public enum Condition: Equatable, Sendable {
    case constant(Bool)
    /// The expression's source text and where the string starts in the form file.
    case expression(String, SourceLocation)

    public static let never = Condition.constant(false)
    public static let always = Condition.constant(true)

    public var constantValue: Bool? {
        if case .constant(let b) = self { return b }
        return nil
    }
}
