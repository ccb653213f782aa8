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

    /// The theme of a form: `base` (a shipped theme or a theme file) with the form's own `style`
    /// laid over it, colours dropped when `colors` is false (`--no-color`, `NO_COLOR`, which win
    /// over every theme) or the base is monochrome.
    package init(style: Style, colors: Bool, base: ThemeSpec = ThemeSpec()) {
        let colors = colors && !base.monochrome
        self.colors = colors
        func pick(_ form: StyleSpec?, _ theme: StyleSpec?) -> CellStyle? {
            Theme.parse(form, colors: colors) ?? Theme.parse(theme, colors: colors)
        }
        title = pick(style.title, base.title) ?? .plain
        value = pick(style.value, base.value) ?? .plain
        focus = pick(style.focus, base.focus) ?? CellStyle(reverse: true)
        error = pick(style.error, base.error) ?? (colors ? CellStyle(bold: true, foreground: .red) : CellStyle(bold: true))
        if let placeholder = Theme.parse(base.placeholder, colors: colors) { self.placeholder = placeholder }
        if let box = Theme.parse(base.box, colors: colors) { border = box }
        if let hint = Theme.parse(base.hint, colors: colors) {
            footer = hint
            help = hint
        }
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

    /// A style of the form file or theme (read by FormCore) as a cell style; nil for nil.
    package static func parse(_ spec: StyleSpec?, colors: Bool) -> CellStyle? {
        guard let spec else { return nil }
        // A background is what marks such a style out: without colours, reverse video does.
        let reverse = spec.reverse || (!colors && spec.background != nil)
        return CellStyle(bold: spec.bold, dim: spec.dim, reverse: reverse, underline: spec.underline,
                         foreground: colors ? spec.color : nil, background: colors ? spec.background : nil)
    }
}
