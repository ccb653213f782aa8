/// What one `Renderer.render` call did to the terminal (the figures of the trace).
public struct RenderStats: Equatable, Sendable {
    /// Lines rewritten.
    public var linesDrawn: Int
    /// Lines moved by insert/delete-line instead of being rewritten.
    public var linesShifted: Int
    /// Whether the screen was cleared and repainted.
    public var fullRepaint: Bool

    public init(linesDrawn: Int = 0, linesShifted: Int = 0, fullRepaint: Bool = false) {
        self.linesDrawn = linesDrawn
        self.linesShifted = linesShifted
        self.fullRepaint = fullRepaint
    }
}
