/// A section for the two-level diff: it is itself `Differentiable` (its identifier and its
/// header content) and holds differentiable `elements`.
package protocol DifferentiableSection: Differentiable {
    /// The type of the rows.
    associatedtype Element: Differentiable

    /// The rows, in display order.
    var elements: [Element] { get }

    /// A copy of `source` (same identifier and header) holding `elements` instead.
    init(source: Self, elements: [Element])
}

/// The ready-made section: a differentiable `model` (the header) and its `elements`.
/// Identity and content are the model's.
package struct ArraySection<Model: Differentiable, Element: Differentiable>: DifferentiableSection {
    /// The section's own value: its identifier and header content.
    package var model: Model
    /// The rows, in display order.
    package var elements: [Element]

    @inlinable
    package init(model: Model, elements: [Element]) {
        self.model = model
        self.elements = elements
    }

    @inlinable
    package init(source: ArraySection, elements: [Element]) {
        self.init(model: source.model, elements: elements)
    }

    @inlinable
    package var differenceIdentifier: Model.DifferenceIdentifier {
        model.differenceIdentifier
    }

    @inlinable
    package func isContentEqual(to source: ArraySection) -> Bool {
        model.isContentEqual(to: source.model)
    }
}

extension ArraySection: Equatable where Model: Equatable, Element: Equatable {}
extension ArraySection: Hashable where Model: Hashable, Element: Hashable {}
extension ArraySection: Sendable where Model: Sendable, Element: Sendable {}

extension ArraySection: CustomStringConvertible {
    package var description: String {
        "\(model): \(elements)"
    }
}
