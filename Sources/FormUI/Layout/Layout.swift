import FormCore

/// State → Frame: the title line, the scrolled body of boxed sections, the status line and the
/// help line. Pure: the same state and size always give the same frame.
public enum Layout {
    /// - Parameters:
    ///   - sections: the visible sections of `state`, when the caller has them already.
    ///   - anchor: a row to keep on the same screen line (the focused row, when rows appear or
    ///     vanish above it).
    public static func frame(for state: FormState, rows: Int, cols: Int, options: LayoutOptions = LayoutOptions(),
                             keyMap: KeyMap = .standard, sections: [VisibleSection]? = nil,
                             anchor: ScrollAnchor? = nil) -> LayoutResult {
        let rows = Swift.max(rows, 4), cols = Swift.max(cols, 12)
        let sections = sections ?? VisibleForm.sections(of: state)
        let theme = Theme(style: state.form.style, colors: options.colors)
        let box = options.ascii ? BoxChars.ascii : BoxChars.unicode
        let geometry = Geometry(cols: cols, widestTitle: state.widestTitle)
        let body = FormBody(sections, form: state.form, geometry: geometry, theme: theme, box: box)

        let bodyTop = 1
        let bodyHeight = rows - 3
        var scroll: Int
        var lines: [ScreenLine]
        var cursor: CursorPosition?
        if state.mode == .help {
            scroll = 0
            lines = HelpScreen.lines(keyMap: keyMap, geometry: geometry, theme: theme, height: bodyHeight)
        } else {
            var current = state.scroll
            if let anchor, let start = body.rowStarts[anchor.tag] { current = start - anchor.line }
            scroll = Viewport.scroll(current: current, total: body.total, height: bodyHeight,
                                     keeping: state.focus.flatMap { body.focusRanges[$0] })
            let window = body.lines(scroll..<(scroll + bodyHeight))
            lines = window.lines
            if let c = window.cursor, state.mode == .form {
                cursor = CursorPosition(row: bodyTop + c.line, column: Swift.min(c.column, cols - 1))
            }
        }
        var index = 0
        while lines.count < bodyHeight {
            lines.append(ScreenLine(id: "blank:\(index)", spans: []))
            index += 1
        }
        var helpText = keyMap.helpLine
        if state.mode == .form, let popup = state.popup, let row = state.row(popup.tag) {
            let rowLine = body.rowStarts[popup.tag].map { $0 - scroll }
            lines = PopupLayout.place(popup, row: row, rowLine: rowLine, column: geometry.valueStart, over: lines, cols: cols,
                                      theme: theme, box: box)
            cursor = nil
            helpText = PopupLayout.hint(popup, ascii: options.ascii)
        }

        var screen: [ScreenLine] = [titleLine(state, cols: cols, theme: theme, box: box,
                                              more: scroll > 0 || scroll + bodyHeight < body.total)]
        screen += lines
        screen.append(statusLine(state, cols: cols, theme: theme))
        var help = LineBuilder()
        help.add(" " + helpText, theme.help, limit: cols)
        screen.append(help.line("help"))
        let frame = Frame(rows: rows, cols: cols, lines: screen, cursor: cursor, body: bodyTop..<(bodyTop + bodyHeight))
        return LayoutResult(frame: frame, scroll: scroll, bodyHeight: bodyHeight, rowLines: body.rowStarts)
    }

    /// The screen line (counted from the top of the body) of a row's first line, as `LayoutResult.screenLine` gives it.
    public static func anchor(_ tag: String?, in result: LayoutResult) -> ScrollAnchor? {
        guard let tag, let start = result.rowLines[tag] else { return nil }
        return ScrollAnchor(tag: tag, line: start - result.scroll)
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
                line.add(" " + status, state.refused ? theme.error : .plain, limit: cols)
            }
        }
        return line.line("status")
    }
}
