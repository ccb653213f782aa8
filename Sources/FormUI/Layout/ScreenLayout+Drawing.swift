import FormScreen

/// Drawing: the screen's lines (title, body, status, hint line), the frame and the cursor.
extension ScreenLayout {
    /// Whether the body is drawn whole rather than from the form's lines (help screen, pop-ups):
    /// a renderer then draws every body line again.
    package func drawsWholeBody(_ state: FormState) -> Bool {
        if isTooSmall { return true }
        switch state.mode {
        case .help: return true
        case .form:
            guard let popup = state.popup, let row = state.row(popup.tag) else { return false }
            return !row.type.isInlineEditor
        case .confirmDiscard, .confirmDelete, .confirmReset: return false
        }
    }

    /// Screen line `screenRow`.
    package func line(_ screenRow: Int, state: FormState) -> ScreenLine {
        if isTooSmall { return MinimumSize.line(screenRow, cols: screenCols, ascii: options.ascii) }
        if screenRow == 0 {
            return Layout.titleLine(state, cols: cols, theme: drawer.theme, box: drawer.box, marker: marker(state),
                                    position: position(state))
        }
        if screenRow == rows - 2 { return Layout.statusLine(state, cols: cols, theme: drawer.theme, box: drawer.box) }
        if screenRow == rows - 1 { return helpLine(state) }
        let i = screenRow - body.lowerBound
        guard i >= 0, i < bodyHeight else { return ScreenLine(id: "none", spans: []) }
        if drawsWholeBody(state) { return wholeBody(state)[i] }
        return bodyLine(scroll + i, screenLine: i, state: state)
    }

    /// Every screen line.
    package func frame(_ state: FormState) -> Frame {
        Frame(rows: rows, cols: cols, lines: (0..<rows).map { line($0, state: state) }, cursor: cursor(state), body: body)
    }

    /// Where the cursor stands: in the focused text row while the form has the keys, else hidden.
    package func cursor(_ state: FormState) -> CursorPosition? {
        guard !isTooSmall, state.mode == .form, state.popup == nil, let tag = state.focus,
              let position = outline.position(of: tag), index.isShown(position) else { return nil }
        let start = index.range(of: position).lowerBound
        guard let c = drawnRow(position, line: nil, state: state).cursor else { return nil }
        let line = start + c.line - scroll
        guard line >= 0, line < bodyHeight else { return nil }
        return CursorPosition(row: body.lowerBound + line, column: Swift.min(c.column, cols - 1))
    }

    /// Which way the screen has more: the form's body, or the F1 screen while it is shown.
    private func marker(_ state: FormState) -> ScrollMarker {
        if state.mode == .help {
            let count = HelpScreen.lineCount(state, keyMap: keyMap, cols: cols)
            let first = Swift.max(0, Swift.min(state.helpScroll, count - bodyHeight))
            return ScrollMarker(above: first > 0, below: first + bodyHeight < count)
        }
        return ScrollMarker(above: scroll > 0, below: scroll + bodyHeight < index.total)
    }

    /// The focused row's place among the rows that take input, while the form does not fit.
    private func position(_ state: FormState) -> (Int, Int)? {
        guard state.mode != .help, index.total > bodyHeight, let tag = state.focus,
              let position = outline.position(of: tag), index.isShown(position) else { return nil }
        return (index.inputNumber(of: position), index.inputCount)
    }

    /// The hint line: the open editor's keys, or the focused row's keys then the form's that fit.
    ///
    /// The row's keys are drawn in default attributes, the form's in the help style as one run:
    /// moving to another kind of row then costs the row's characters and no attribute changes, and
    /// the blanks between them are plain (a terminal erases blanks in default attributes, so styled
    /// ones would look the same but differ from a repaint).
    private func helpLine(_ state: FormState) -> ScreenLine {
        let hint: HintLine.Parts
        switch state.mode {
        case .help:
            hint = HintLine.Parts(row: "", form: HintLine.helpScreen(ascii: options.ascii))
        case .confirmDiscard, .confirmDelete, .confirmReset:
            hint = HintLine.Parts(row: "", form: "y yes  n/Esc no")
        case .form:
            if let popup = state.popup, state.row(popup.tag) != nil {
                hint = HintLine.Parts(row: "", form: PopupLayout.hint(popup, ascii: options.ascii, width: cols - 1))
            } else {
                hint = HintLine.parts(state, keyMap: keyMap, ascii: options.ascii, width: cols - 1)
            }
        }
        var help = LineBuilder(ellipsis: drawer.box.ellipsis)
        help.add(" " + hint.row, .plain, limit: cols)
        if hint.alignsRight { help.pad(to: cols - DisplayWidth.of(hint.form)) }
        help.add(hint.form, drawer.theme.help, limit: cols)
        return help.line("help")
    }

    private func bodyLine(_ line: Int, screenLine: Int, state: FormState) -> ScreenLine {
        guard line < index.total, let part = index.part(at: line) else {
            return ScreenLine(id: "blank:\(screenLine)", spans: [])
        }
        switch part {
        case .gap(let s): return drawer.gap(outline.sections[s])
        case .top(let s): return drawer.border(top: true, of: outline.sections[s])
        case .bottom(let s): return drawer.border(top: false, of: outline.sections[s])
        case .footer(let s, let i): return drawer.footerLine(outline.sections[s], line: i)
        case .row(let position, let i):
            return drawnRow(position, line: i, state: state).line(i) ?? ScreenLine(id: "row:\(position)", spans: [])
        }
    }

    /// The row at `position` drawn, with at least its `line` when one is named. A row's value is
    /// drawn for the body lines on screen only (a text view can run to thousands of lines).
    func drawnRow(_ position: RowPosition, line: Int?, state: FormState) -> RowCell.Output {
        if let drawn = drawnRows[position], line.map({ drawn.covers($0..<$0 + 1) }) ?? true { return drawn }
        let row = outline.row(at: position)
        let start = index.range(of: position).lowerBound
        var window = Swift.max(0, scroll - start)..<Swift.max(0, scroll + bodyHeight - start)
        if let line, !window.contains(line) { window = line..<line + 1 }
        let output = drawer.cell(for: row, in: outline.sections[position.section])
            .lines(for: VisibleForm.visibleRow(row, in: state), window: window)
        drawnRows[position] = output
        return output
    }

    private func wholeBody(_ state: FormState) -> [ScreenLine] {
        if let drawnBody { return drawnBody }
        var lines: [ScreenLine]
        if state.mode == .help {
            lines = HelpScreen.lines(state, keyMap: keyMap, cols: cols, theme: drawer.theme, box: drawer.box, height: bodyHeight)
        } else {
            lines = (0..<bodyHeight).map { bodyLine(scroll + $0, screenLine: $0, state: state) }
            if let popup = state.popup, let row = state.row(popup.tag) {
                lines = PopupLayout.place(popup, row: row, rowLine: line(of: popup.tag).map { $0 - scroll },
                                          column: drawer.geometry.valueStart, over: lines, cols: cols,
                                          theme: drawer.theme, box: drawer.box)
            }
        }
        var index = 0
        while lines.count < bodyHeight {
            lines.append(ScreenLine(id: "blank:\(index)", spans: []))
            index += 1
        }
        drawnBody = Array(lines.prefix(bodyHeight))
        return drawnBody ?? lines
    }
}
