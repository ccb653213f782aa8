/// A run of text drawn in one style.
package struct Span: Hashable, Sendable {
    package var text: String
    package var style: CellStyle

    package init(_ text: String, _ style: CellStyle = .plain) {
        self.text = text
        self.style = style
    }
}

/// One terminal line of a frame. `id` names what the line shows (`row:email`, `top:account`…) so
/// that the renderer can tell a line that moved from one that changed.
package struct ScreenLine: Hashable, Sendable {
    package var id: String
    package var spans: [Span]

    package init(id: String, spans: [Span]) {
        self.id = id
        self.spans = spans
    }

    /// The line's characters without styles.
    package var text: String { spans.map(\.text).joined() }
}
