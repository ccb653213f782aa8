/// How a run of cells is drawn: attributes, and the foreground and background colours (nil for
/// the terminal's own).
public struct CellStyle: Hashable, Sendable {
    public var bold = false
    public var dim = false
    public var reverse = false
    public var underline = false
    public var foreground: TermColor?
    public var background: TermColor?

    public init(bold: Bool = false, dim: Bool = false, reverse: Bool = false, underline: Bool = false,
                foreground: TermColor? = nil, background: TermColor? = nil) {
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
        self.foreground = foreground
        self.background = background
    }

    public static let plain = CellStyle()
}
