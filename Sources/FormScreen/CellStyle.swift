/// How a run of cells is drawn: attributes, and the foreground and background colours (nil for
/// the terminal's own).
package struct CellStyle: Hashable, Sendable {
    package var bold = false
    package var dim = false
    package var reverse = false
    package var underline = false
    package var foreground: TermColor?
    package var background: TermColor?

    package init(bold: Bool = false, dim: Bool = false, reverse: Bool = false, underline: Bool = false,
                foreground: TermColor? = nil, background: TermColor? = nil) {
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
        self.foreground = foreground
        self.background = background
    }

    package static let plain = CellStyle()

    /// This style drawn on `base` (a title on the focus bar): the attributes of both, this
    /// style's colours where it has them, else the base's.
    package func laid(on base: CellStyle) -> CellStyle {
        CellStyle(bold: bold || base.bold, dim: dim || base.dim, reverse: reverse || base.reverse,
                  underline: underline || base.underline, foreground: foreground ?? base.foreground,
                  background: background ?? base.background)
    }
}
