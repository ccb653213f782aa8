/// The styles of the parts of the screen a theme sets, each nil where the theme keeps formrun's
/// own: what `--theme NAME` (a `ThemeName`) or a theme file (`ThemeFile`) gives the layout.
package struct ThemeSpec: Equatable, Sendable {
    /// The focused row's bar (its mark, title and the cells after its value).
    package var focus: StyleSpec?
    /// Row titles.
    package var title: StyleSpec?
    /// Row values.
    package var value: StyleSpec?
    /// Placeholders of empty rows.
    package var placeholder: StyleSpec?
    /// Error messages under rows.
    package var error: StyleSpec?
    /// Box lines of sections and pop-ups.
    package var box: StyleSpec?
    /// The hint line, a row's hint, footers.
    package var hint: StyleSpec?
    /// Draws no colour at all, whatever the form's own style names (`mono`).
    package var monochrome = false

    package init(focus: StyleSpec? = nil, title: StyleSpec? = nil, value: StyleSpec? = nil, placeholder: StyleSpec? = nil,
                 error: StyleSpec? = nil, box: StyleSpec? = nil, hint: StyleSpec? = nil, monochrome: Bool = false) {
        self.focus = focus
        self.title = title
        self.value = value
        self.placeholder = placeholder
        self.error = error
        self.box = box
        self.hint = hint
        self.monochrome = monochrome
    }

    /// Sets the style of `part`.
    package mutating func set(_ part: ThemePart, _ style: StyleSpec) {
        switch part {
        case .focus: focus = style
        case .title: title = style
        case .value: value = style
        case .placeholder: placeholder = style
        case .error: error = style
        case .box: box = style
        case .hint: hint = style
        }
    }
}

/// The parts of the screen a theme file styles: the keys of its object.
package enum ThemePart: String, CaseIterable, Sendable {
    case focus, title, value, placeholder, error, box, hint
}
