/// A run of text drawn in one style.
public struct Span: Hashable, Sendable {
    public var text: String
    public var style: CellStyle

    public init(_ text: String, _ style: CellStyle = .plain) {
        self.text = text
        self.style = style
    }
}

/// One terminal line of a frame. `id` names what the line shows (`row:email`, `top:account`…) so
/// that the renderer can tell a line that moved from one that changed.
public struct ScreenLine: Hashable, Sendable {
    public var id: String
    public var spans: [Span]

    public init(id: String, spans: [Span]) {
        self.id = id
        self.spans = spans
    }

    /// The line's characters without styles.
    public var text: String { spans.map(\.text).joined() }
}
