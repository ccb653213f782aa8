import FormCore
import FormScreen

/// How the form is drawn: colours and box characters, from the command line.
package struct LayoutOptions: Sendable {
    package var colors: Bool
    package var ascii: Bool
    /// The styles of `--theme` (a shipped theme or a theme file); the form's `style` is laid over them.
    package var theme: ThemeSpec

    package init(colors: Bool = true, ascii: Bool = false, theme: ThemeSpec = ThemeSpec()) {
        self.colors = colors
        self.ascii = ascii
        self.theme = theme
    }
}

/// A laid-out screen and what the update needs to know about it.
package struct LayoutResult: Sendable {
    package var frame: Frame
    /// The first body line shown.
    package var scroll: Int
    /// The body lines visible at once.
    package var bodyHeight: Int
}

/// A row kept on the same body line across two frames.
package struct ScrollAnchor: Equatable, Sendable {
    package var tag: String
    /// The row's first line, counted from the top of the visible body.
    package var line: Int

    package init(tag: String, line: Int) {
        self.tag = tag
        self.line = line
    }
}
