/// The position of an element in a two-level collection: `section`, then `element` within it.
/// One-level diffs use `section == 0`.
public struct ElementPath: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The index of the element within its section.
    public var element: Int
    /// The index of the section.
    public var section: Int

    @inlinable
    public init(element: Int, section: Int) {
        self.element = element
        self.section = section
    }

    /// Orders by section, then by element.
    @inlinable
    public static func < (lhs: ElementPath, rhs: ElementPath) -> Bool {
        (lhs.section, lhs.element) < (rhs.section, rhs.element)
    }

    public var description: String {
        "[\(section), \(element)]"
    }
}
