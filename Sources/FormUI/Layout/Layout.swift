import FormCore

/// State → Frame in one go: the title line, the scrolled body of boxed sections, the status line
/// and the help line. Pure: the same state, size and scroll always give the same frame. (The run
/// loop keeps a `ScreenLayout` from key to key instead; this builds one and draws it whole.)
public enum Layout {
    /// - Parameter scroll: the first body line wanted on screen; it moves as little as needed to
    ///   show the focused row.
    public static func frame(for state: FormState, rows: Int, cols: Int, options: LayoutOptions = LayoutOptions(),
                             keyMap: KeyMap = .standard, scroll: Int = 0) -> LayoutResult {
        let layout = ScreenLayout(state: state, visible: VisibleModel(state: state), rows: rows, cols: cols,
                                  options: options, keyMap: keyMap)
        layout.scroll(to: scroll, state: state)
        return LayoutResult(frame: layout.frame(state), scroll: layout.scroll, bodyHeight: layout.bodyHeight)
    }

    static func titleLine(_ state: FormState, cols: Int, theme: Theme, box: BoxChars, more: Bool) -> ScreenLine {
        var line = LineBuilder()
        let moreText = more ? box.more : ""
        let room = cols - DisplayWidth.of(moreText) - 2
        line.add(" " + (state.form.title ?? ""), theme.formTitle, limit: Swift.max(1, room))
        if more {
            line.pad(to: cols - DisplayWidth.of(moreText) - 1)
            line.add(moreText, theme.help, limit: cols)
        }
        return line.line("title")
    }

    static func statusLine(_ state: FormState, cols: Int, theme: Theme) -> ScreenLine {
        var line = LineBuilder()
        switch state.mode {
        case .confirmDiscard:
            line.add(" Discard changes? (y/n) ", theme.question, limit: cols)
        case .confirmDelete(let tag):
            let title = state.row(tag)?.title ?? tag
            line.add(" Delete '\(title)'? (y/n) ", theme.question, limit: cols)
        case .help:
            line.add(" Press any key to return to the form", theme.help, limit: cols)
        case .form:
            if let status = state.status {
                line.add(" " + status.text, status.isError ? theme.error : .plain, limit: cols)
            }
        }
        return line.line("status")
    }
}
