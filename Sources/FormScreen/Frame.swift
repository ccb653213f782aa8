/// A colour of the basic eight; `nil` in a `CellStyle` means the terminal's default.
public enum TermColor: Int, Hashable, Sendable, CaseIterable {
    case black, red, green, yellow, blue, magenta, cyan, white

    public init?(name: String) {
        guard let c = TermColor.allCases.first(where: { "\($0)" == name.lowercased() }) else { return nil }
        self = c
    }
}

/// How a run of cells is drawn.
public struct CellStyle: Hashable, Sendable {
    public var bold = false
    public var dim = false
    public var reverse = false
    public var underline = false
    public var foreground: TermColor?

    public init(bold: Bool = false, dim: Bool = false, reverse: Bool = false, underline: Bool = false,
                foreground: TermColor? = nil) {
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
        self.foreground = foreground
    }

    public static let plain = CellStyle()
}

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

/// A cursor position on the screen, 0-based.
public struct CursorPosition: Hashable, Sendable {
    public var row: Int
    public var column: Int

    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }
}

/// What the screen should show: exactly `rows` lines, each at most `cols` cells wide.
public struct Frame: Hashable, Sendable {
    public var rows: Int
    public var cols: Int
    public var lines: [ScreenLine]
    /// Where the terminal cursor stands (a text row being edited), or nil to hide it.
    public var cursor: CursorPosition?
    /// The scrolling body of the form (between the title line and the status/help lines): the
    /// only lines the renderer may shift with insert/delete-line.
    public var body: Range<Int>

    public init(rows: Int, cols: Int, lines: [ScreenLine], cursor: CursorPosition? = nil, body: Range<Int>? = nil) {
        self.rows = rows
        self.cols = cols
        self.lines = lines
        self.cursor = cursor
        self.body = body ?? 0..<lines.count
    }

    /// The frame as plain text, one line per screen line, trailing spaces trimmed: golden snapshots.
    public var text: String {
        lines.map { line in
            var s = line.text
            while s.hasSuffix(" ") { s.removeLast() }
            return s
        }.joined(separator: "\n")
    }
}
