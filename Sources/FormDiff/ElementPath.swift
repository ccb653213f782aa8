/// The position of an element in a two-level collection: `section`, then `element` within it.
/// One-level diffs use `section == 0`.
package struct ElementPath: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The index of the element within its section.
    package var element: Int
    /// The index of the section.
    package var section: Int

    @inlinable
    package init(element: Int, section: Int) {
        self.element = element
        self.section = section
    }

    /// Orders by section, then by element.
    @inlinable
    package static func < (lhs: ElementPath, rhs: ElementPath) -> Bool {
        (lhs.section, lhs.element) < (rhs.section, rhs.element)
    }

    package var description: String {
        "[\(section), \(element)]"
    }
}
