/// The styles of the form file's `style` objects, read once by the spec layer. A row's style
/// outranks its section's, which outranks the form's; a part without a style (nil) takes the
/// one that it outranks, or the screen's default.
package struct Style: Equatable, Sendable {
    package var title: StyleSpec?
    package var value: StyleSpec?
    package var focus: StyleSpec?
    package var error: StyleSpec?

    package init(title: StyleSpec? = nil, value: StyleSpec? = nil, focus: StyleSpec? = nil, error: StyleSpec? = nil) {
        self.title = title
        self.value = value
        self.focus = focus
        self.error = error
    }

    /// Each field of `self`, or `fallback`'s where `self` has none.
    package func over(_ fallback: Style) -> Style {
        Style(title: title ?? fallback.title, value: value ?? fallback.value,
              focus: focus ?? fallback.focus, error: error ?? fallback.error)
    }
}
