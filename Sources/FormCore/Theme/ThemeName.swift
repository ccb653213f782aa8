/// The themes formrun ships, chosen by `--theme NAME` or `FORMRUN_THEME=NAME`.
package enum ThemeName: String, CaseIterable, Sendable {
    /// formrun's own look: the focus bar reversed, errors bold red, hints and placeholders dim.
    case `default`
    /// No dim text (hard to read on many screens), bold titles and box lines, errors and the
    /// focus bar reversed and bold, placeholders underlined so they never pass for a value.
    case highContrast = "high-contrast"
    /// Attributes only, never a colour, even one the form's own `style` names.
    case mono

    /// The styles this theme sets.
    package var spec: ThemeSpec {
        switch self {
        case .default:
            return ThemeSpec()
        case .highContrast:
            return ThemeSpec(focus: StyleSpec(bold: true, reverse: true), title: StyleSpec(bold: true),
                             value: StyleSpec(), placeholder: StyleSpec(underline: true),
                             error: StyleSpec(bold: true, reverse: true, color: .red), box: StyleSpec(bold: true),
                             hint: StyleSpec())
        case .mono:
            return ThemeSpec(focus: StyleSpec(reverse: true), error: StyleSpec(bold: true, underline: true),
                             monochrome: true)
        }
    }
}
