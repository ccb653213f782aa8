import FormJSON

/// An error in a condition of a form file, located in the file and naming its owner.
package struct LocatedConditionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The expression's location with the column advanced to the faulty character.
    package var location: SourceLocation
    package var owner: ConditionOwner
    /// What is wrong, e.g. `unknown tag '$newsleter' in condition (did you mean '$newsletter'?)`.
    package var message: String

    package init(location: SourceLocation, owner: ConditionOwner, message: String) {
        self.location = location
        self.owner = owner
        self.message = message
    }

    /// The owning row's or section's tag; empty for the form's own `disabled`.
    package var ownerTag: String { owner.tag }
    package var ownerIsSection: Bool { owner.isSection }

    package var description: String { "\(location): \(message)" }
}

extension SourceLocation {
    /// This location moved `offset` characters to the right on the same line
    /// (unchanged when the location is unknown).
    package func advanced(by offset: Int) -> SourceLocation {
        self == .unknown ? self : SourceLocation(line: line, column: column + offset)
    }
}
