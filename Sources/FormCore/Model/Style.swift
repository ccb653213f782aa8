/// Style names from the form file (`bold`, `dim`, `reverse`, `underline` or a colour name).
/// A row's style outranks its section's, which outranks the form's.
public struct Style: Equatable, Sendable {
    public var title: String?
    public var value: String?
    public var focus: String?
    public var error: String?

    public init(title: String? = nil, value: String? = nil, focus: String? = nil, error: String? = nil) {
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
