import FormScreen

/// How the form is drawn: colours and box characters, from the command line.
public struct LayoutOptions: Sendable {
    public var colors: Bool
    public var ascii: Bool

    public init(colors: Bool = true, ascii: Bool = false) {
        self.colors = colors
        self.ascii = ascii
    }
}

/// A laid-out screen and what the update needs to know about it.
public struct LayoutResult: Sendable {
    public var frame: Frame
    /// The first body line shown.
    public var scroll: Int
    /// The body lines visible at once.
    public var bodyHeight: Int
}

/// A row kept on the same body line across two frames.
public struct ScrollAnchor: Equatable, Sendable {
    public var tag: String
    /// The row's first line, counted from the top of the visible body.
    public var line: Int

    public init(tag: String, line: Int) {
        self.tag = tag
        self.line = line
    }
}
