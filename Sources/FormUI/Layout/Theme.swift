import FormCore
import FormScreen

/// The cell styles of every part of the screen, from the form's `style` names
/// (`bold`, `dim`, `reverse`, `underline`, a colour, or several joined by spaces or `+`).
package struct Theme: Sendable {
    package var title: CellStyle
    package var value: CellStyle
    package var focus: CellStyle
    package var error: CellStyle
    package var placeholder = CellStyle(dim: true)
    package var formTitle = CellStyle(bold: true)
    package var sectionTitle = CellStyle(bold: true)
    package var border = CellStyle.plain
    package var footer = CellStyle(dim: true)
    package var help = CellStyle(dim: true)
    package var disabled = CellStyle(dim: true)
    package var question = CellStyle(bold: true, reverse: true)
    package var colors: Bool

    /// The theme of a form, with colours dropped when `colors` is false (`--no-color`, `NO_COLOR`).
    package init(style: Style, colors: Bool) {
        self.colors = colors
        title = Theme.parse(style.title, colors: colors) ?? .plain
        value = Theme.parse(style.value, colors: colors) ?? .plain
        focus = Theme.parse(style.focus, colors: colors) ?? CellStyle(reverse: true)
        error = Theme.parse(style.error, colors: colors) ?? (colors ? CellStyle(bold: true, foreground: .red) : CellStyle(bold: true))
    }

    /// This theme with a section's or row's own style names laid over it.
    package func overriding(_ style: Style?) -> Theme {
        guard let style else { return self }
        var theme = self
        if let s = Theme.parse(style.title, colors: colors) { theme.title = s }
        if let s = Theme.parse(style.value, colors: colors) { theme.value = s }
        if let s = Theme.parse(style.focus, colors: colors) { theme.focus = s }
        if let s = Theme.parse(style.error, colors: colors) { theme.error = s }
        return theme
    }

    /// A style of the form file (read by FormCore) as a cell style; nil for nil.
    package static func parse(_ spec: StyleSpec?, colors: Bool) -> CellStyle? {
        guard let spec else { return nil }
        return CellStyle(bold: spec.bold, dim: spec.dim, reverse: spec.reverse, underline: spec.underline,
                         foreground: colors ? spec.color : nil)
    }
}
