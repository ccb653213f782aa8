import FormCore
import FormScreen

/// The cell styles of every part of the screen, from the form's `style` names
/// (`bold`, `dim`, `reverse`, `underline`, a colour, or several joined by spaces or `+`).
public struct Theme: Sendable {
    public var title: CellStyle
    public var value: CellStyle
    public var focus: CellStyle
    public var error: CellStyle
    public var placeholder = CellStyle(dim: true)
    public var formTitle = CellStyle(bold: true)
    public var sectionTitle = CellStyle(bold: true)
    public var border = CellStyle.plain
    public var footer = CellStyle(dim: true)
    public var help = CellStyle(dim: true)
    public var disabled = CellStyle(dim: true)
    public var question = CellStyle(bold: true, reverse: true)
    public var colors: Bool

    /// The theme of a form, with colours dropped when `colors` is false (`--no-color`, `NO_COLOR`).
    public init(style: Style, colors: Bool) {
        self.colors = colors
        title = Theme.parse(style.title, colors: colors) ?? .plain
        value = Theme.parse(style.value, colors: colors) ?? .plain
        focus = Theme.parse(style.focus, colors: colors) ?? CellStyle(reverse: true)
        error = Theme.parse(style.error, colors: colors) ?? (colors ? CellStyle(bold: true, foreground: .red) : CellStyle(bold: true))
    }

    /// This theme with a section's or row's own style names laid over it.
    public func overriding(_ style: Style?) -> Theme {
        guard let style else { return self }
        var theme = self
        if let s = Theme.parse(style.title, colors: colors) { theme.title = s }
        if let s = Theme.parse(style.value, colors: colors) { theme.value = s }
        if let s = Theme.parse(style.focus, colors: colors) { theme.focus = s }
        if let s = Theme.parse(style.error, colors: colors) { theme.error = s }
        return theme
    }

    /// A style of the form file (read by FormCore) as a cell style; nil for nil.
    public static func parse(_ spec: StyleSpec?, colors: Bool) -> CellStyle? {
        guard let spec else { return nil }
        return CellStyle(bold: spec.bold, dim: spec.dim, reverse: spec.reverse, underline: spec.underline,
                         foreground: colors ? spec.color : nil)
    }
}
