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
}
