import FormCore
import FormScreen

/// State → Frame in one go: the title line, the scrolled body of boxed sections, the status line
/// and the help line. Pure: the same state, size and scroll always give the same frame. (The run
/// loop keeps a `ScreenLayout` from key to key instead; this builds one and draws it whole.)
package enum Layout {
    /// - Parameter scroll: the first body line wanted on screen; it moves as little as needed to
    ///   show the focused row.
    package static func frame(for state: FormState, rows: Int, cols: Int, options: LayoutOptions = LayoutOptions(),
                             keyMap: KeyMap = .standard, scroll: Int = 0) -> LayoutResult {
        let layout = ScreenLayout(state: state, visible: VisibleModel(state: state), rows: rows, cols: cols,
                                  options: options, keyMap: keyMap)
        layout.scroll(to: scroll, state: state)
        return LayoutResult(frame: layout.frame(state), scroll: layout.scroll, bodyHeight: layout.bodyHeight)
    }

    /// The form's title, then at the right the focused row's place (`12/48`) and which way there is
    /// more (`↓ more`), when the form does not fit.
    static func titleLine(_ state: FormState, cols: Int, theme: Theme, box: BoxChars, marker: ScrollMarker,
                          position: (Int, Int)?) -> ScreenLine {
        // The place is drawn in default attributes: it changes with every move, and a change of
        // attributes costs more bytes than its digits.
        var line = LineBuilder(ellipsis: box.ellipsis)
        let place = position.map { "\($0.0)/\($0.1)" } ?? ""
        let more = marker.text(box) ?? ""
        let right = place + (place.isEmpty || more.isEmpty ? "" : "  ") + more
        let room = cols - DisplayWidth.of(right) - 2
        // No title, no styled blank: a terminal erases blanks in default attributes, so a styled
        // one would differ from a repaint's.
        if let title = state.form.title, !title.isEmpty {
            line.add(" " + title, theme.formTitle, limit: Swift.max(1, room))
        } else {
            line.add(" ", .plain, limit: Swift.max(1, room))
        }
        if !right.isEmpty {
            line.pad(to: cols - DisplayWidth.of(right) - 1)
            line.add(place + (place.isEmpty || more.isEmpty ? "" : "  "), .plain, limit: cols)
            line.add(more, theme.help, limit: cols)
        }
        return line.line("title")
    }

    static func statusLine(_ state: FormState, cols: Int, theme: Theme, box: BoxChars) -> ScreenLine {
        var line = LineBuilder(ellipsis: box.ellipsis)
        switch state.mode {
        case .confirmDiscard:
            line.add(" Discard changes? (y/n) ", theme.question, limit: cols)
        case .confirmDelete(let tag):
            let title = state.row(tag)?.title ?? tag
            let verb = state.place?.list != nil ? "Remove" : "Delete"
            line.add(" \(verb) '\(title)'? (y/n) ", theme.question, limit: cols)
        case .confirmReset:
            line.add(" Reset every answer? (y/n) ", theme.question, limit: cols)
        case .help:
            line.add(" Keys of this form", theme.help, limit: cols)
        case .form:
            if let status = state.status {
                line.add(" " + status.text, status.isError ? theme.error : .plain, limit: cols)
            }
        }
        // A refused key's reminder follows the question.
        if state.mode.isQuestion, let status = state.status {
            line.add(status.text + " ", status.isError ? theme.error : .plain, limit: cols)
        }
        return line.line("status")
    }
}
