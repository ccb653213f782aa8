/// The styles of the form file's `style` objects, read once by the spec layer. A row's style
/// outranks its section's, which outranks the form's; a part without a style (nil) takes the
/// one that it outranks, or the screen's default.
public struct Style: Equatable, Sendable {
    public var title: StyleSpec?
    public var value: StyleSpec?
    public var focus: StyleSpec?
    public var error: StyleSpec?

    public init(title: StyleSpec? = nil, value: StyleSpec? = nil, focus: StyleSpec? = nil, error: StyleSpec? = nil) {
        self.title = title
        self.value = value
        self.focus = focus
        self.error = error
    }

    /// Each field of `self`, or `fallback`'s where `self` has none.
    public func over(_ fallback: Style) -> Style {
        Style(title: title ?? fallback.title, value: value ?? fallback.value,
              focus: focus ?? fallback.focus, error: error ?? fallback.error)
    }
}
