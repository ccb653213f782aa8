/// What one `Renderer.render` call did to the terminal (the figures of the trace).
package struct RenderStats: Equatable, Sendable {
    /// Lines rewritten (FORMAT.md's "how many terminal lines were rewritten"), those in
    /// `linesScrolledIn` included.
    package var linesDrawn: Int
    /// Lines moved by insert/delete-line instead of being rewritten.
    package var linesShifted: Int
    /// Of `linesDrawn`, those drawn into the room a delete-line opened at the bottom of the body:
    /// content that was below the view and scrolls in with the shift (hiding a section mid-screen).
    package var linesScrolledIn: Int
    /// Whether the screen was cleared and repainted.
    package var fullRepaint: Bool

    package init(linesDrawn: Int = 0, linesShifted: Int = 0, linesScrolledIn: Int = 0, fullRepaint: Bool = false) {
        self.linesDrawn = linesDrawn
        self.linesShifted = linesShifted
        self.linesScrolledIn = linesScrolledIn
        self.fullRepaint = fullRepaint
    }
}
