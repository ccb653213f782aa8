import FormJSON

/// An error in a condition of a form file, located in the file and naming its owner.
public struct LocatedConditionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The expression's location with the column advanced to the faulty character.
    public var location: SourceLocation
    public var owner: ConditionOwner
    /// What is wrong, e.g. `unknown tag '$newsleter' in condition (did you mean '$newsletter'?)`.
    public var message: String

    public init(location: SourceLocation, owner: ConditionOwner, message: String) {
        self.location = location
        self.owner = owner
        self.message = message
    }

    /// The owning row's or section's tag; empty for the form's own `disabled`.
    public var ownerTag: String { owner.tag }
    public var ownerIsSection: Bool { owner.isSection }

    public var description: String { "\(location): \(message)" }
}

extension SourceLocation {
    /// This location moved `offset` characters to the right on the same line
    /// (unchanged when the location is unknown).
    public func advanced(by offset: Int) -> SourceLocation {
        self == .unknown ? self : SourceLocation(line: line, column: column + offset)
    }
}
