/// A value the diff can track: an identity that survives edits (`differenceIdentifier`) and a
/// content comparison that tells an unchanged value from an updated one.
///
/// Two elements with equal identifiers are "the same element"; if they are not
/// `isContentEqual(to:)`, the diff reports an update.
@usableFromInline
package protocol Differentiable {
    /// The type of the identity; `Hashable` so the diff can index the source in O(1).
    associatedtype DifferenceIdentifier: Hashable

    /// The identity that survives edits (a row's tag, a record's primary key).
    var differenceIdentifier: DifferenceIdentifier { get }

    /// Whether `self` (a target element) shows the same content as `source`, an element with the
    /// same identifier. When false the diff reports an update.
    func isContentEqual(to source: Self) -> Bool
}

extension Differentiable where Self: Equatable {
    /// Content equality is `==` for equatable values.
    @inlinable
    package func isContentEqual(to source: Self) -> Bool {
        self == source
    }
}

extension Differentiable where Self: Hashable {
    /// A hashable value is its own identifier.
    @inlinable
    package var differenceIdentifier: Self {
        self
    }
}

extension Int: Differentiable {}
extension String: Differentiable {}
extension Character: Differentiable {}
