import FormCore
import FormScreen

/// The screen's layout, kept from one key to the next: where every section and row of the body
/// falls (`LineIndex`), the scroll, and the lines of the screen, drawn only when asked for.
///
/// `apply` takes the visible model's changeset, measures the rows it names, and says where the
/// changes are as body lines (`BodyEdits`); `settle` picks the scroll; `line(_:state:)` draws one
/// screen line. Nothing here walks the whole form after `init`: a key costs what changed plus
/// the lines drawn.
public final class ScreenLayout {
    public private(set) var rows: Int
    public private(set) var cols: Int
    public let options: LayoutOptions
    public let keyMap: KeyMap
    /// The first body line on screen.
    public private(set) var scroll = 0

    private let outline: FormOutline
    private let form: Form
    private let widestTitle: Int
    private var drawer: BodyDrawer
    private(set) var index: LineIndex
    /// Rows whose line count depends on the width (wrapped text).
    private let wrappedRows: [RowPosition]
    /// Sections with a footer, whose lines depend on the width.
    private let footedSections: [Int]
    /// Rows drawn since the last change, so that a row of several lines is drawn once.
    private var drawnRows: [RowPosition: RowCell.Output] = [:]
    /// The body drawn whole (help screen, pop-ups), since the last change.
    private var drawnBody: [ScreenLine]?

    /// The layout of `state` on a screen of `rows` × `cols` (at least 4 × 12), every row measured.
    public init(state: FormState, visible: VisibleModel, rows: Int, cols: Int, options: LayoutOptions = LayoutOptions(),
                keyMap: KeyMap = .standard) {
        self.rows = Swift.max(rows, 4)
        self.cols = Swift.max(cols, 12)
        self.options = options
        self.keyMap = keyMap
        outline = state.outline
        form = state.form
        widestTitle = state.widestTitle
        drawer = ScreenLayout.drawer(form: state.form, cols: Swift.max(cols, 12), widestTitle: state.widestTitle, options: options,
                                       wraps: TextWraps())
        var wrapped: [RowPosition] = []
        for (s, sectionRows) in state.outline.rows.enumerated() {
            for (r, row) in sectionRows.enumerated() {
                if RowKinds.kind(for: row.type).fixedLineCount(for: row) == nil { wrapped.append(RowPosition(section: s, row: r)) }
            }
        }
        wrappedRows = wrapped
        footedSections = state.outline.sections.indices.filter { state.outline.sections[$0].footer?.isEmpty == false }
        index = LineIndex(heights: [], rowShown: [], sectionShown: [], tails: [], takesInput: [])
        index = measureAll(state: state, visible: visible)
    }

    private static func drawer(form: Form, cols: Int, widestTitle: Int, options: LayoutOptions, wraps: TextWraps) -> BodyDrawer {
        BodyDrawer(geometry: Geometry(cols: cols, widestTitle: widestTitle),
                   theme: Theme(style: form.style, colors: options.colors),
                   box: options.ascii ? BoxChars.ascii : BoxChars.unicode, form: form, wraps: wraps)
    }

    private func measureAll(state: FormState, visible: VisibleModel) -> LineIndex {
        var heights: [[Int]] = []
        var rowShown: [[Bool]] = []
        var sectionShown: [Bool] = []
        var tails: [Int] = []
        var takesInput: [[Bool]] = []
        for (s, section) in outline.sections.enumerated() {
            let sectionRows = outline.rows[s]
            heights.append(sectionRows.map { row in
                if state.errors[row.tag] == nil, state.popup?.tag != row.tag,
                   let lines = drawer.cell(for: row, in: section).fixedLineCount(for: row) {
                    return lines
                }
                return measure(VisibleForm.visibleRow(row, in: state), in: section)
            })
            rowShown.append(sectionRows.indices.map { visible.isShownItself(RowPosition(section: s, row: $0)) })
            sectionShown.append(visible.isShown(section: s))
            tails.append(drawer.tailLines(of: section))
            takesInput.append(sectionRows.map { !$0.type.isReadOnly })
        }
        return LineIndex(heights: heights, rowShown: rowShown, sectionShown: sectionShown, tails: tails, takesInput: takesInput)
    }

    private func measure(_ visible: VisibleRow, in section: Section) -> Int {
        drawer.cell(for: visible.row, in: section).lineCount(for: visible)
    }

    // MARK: Geometry

    /// The screen lines of the body (between the title line and the status and help lines).
    public var body: Range<Int> { 1..<(rows - 2) }
    public var bodyHeight: Int { rows - 3 }
    /// The body's length in lines.
    public var total: Int { index.total }

    /// A new screen size: rows whose wrapping depends on the width are measured again.
    public func resize(rows: Int, cols: Int, state: FormState) {
        let cols = Swift.max(cols, 12)
        self.rows = Swift.max(rows, 4)
        forget()
        guard cols != self.cols else { return }
        self.cols = cols
        drawer = ScreenLayout.drawer(form: form, cols: cols, widestTitle: widestTitle, options: options, wraps: drawer.wraps ?? TextWraps())
        var remeasure = wrappedRows
        if let tag = state.popup?.tag, let position = outline.position(of: tag) { remeasure.append(position) }
        for position in remeasure {
            let row = outline.row(at: position)
            index.setHeight(measure(VisibleForm.visibleRow(row, in: state), in: outline.sections[position.section]), of: position)
        }
        for s in footedSections {
            index.setTail(drawer.tailLines(of: outline.sections[s]), of: s)
        }
    }

    // MARK: Changes

    /// Measures what `changeset` names, updates the line index, and says which body lines went and
    /// came. The scroll is not touched: `settle` follows.
    public func apply(_ changeset: VisibleChangeset, visible: VisibleModel, state: FormState) -> BodyEdits {
        forget()
        let oldTotal = index.total
        if changeset.everything {
            index = measureAll(state: state, visible: visible)
            return BodyEdits(removed: oldTotal > 0 ? [0..<oldTotal] : [], added: index.total > 0 ? [0..<index.total] : [],
                             oldTotal: oldTotal, newTotal: index.total, oldScroll: scroll, newScroll: scroll)
        }
        var edits = BodyEdits.Builder()
        edits.remove(sections: changeset.deletedSections, rows: changeset.deletedRows + changeset.updatedRows, in: index)

        for (position, row) in changeset.touched {
            index.setHeight(measure(row, in: outline.sections[position.section]), of: position)
        }
        for position in changeset.shownChanged {
            index.setShown(visible.isShownItself(position), row: position)
        }
        for s in changeset.deletedSections { index.setShown(false, section: s) }
        for s in changeset.insertedSections { index.setShown(true, section: s) }

        edits.add(sections: changeset.insertedSections, rows: changeset.insertedRows + changeset.updatedRows, in: index)
        return edits.edits(oldTotal: oldTotal, newTotal: index.total, oldScroll: scroll, newScroll: scroll)
    }

    /// Picks the scroll: `anchor` (a row to keep on its screen line) first, then the smallest move
    /// that keeps the focused row, with its section's border when it is first or last, on screen.
    public func settle(_ state: FormState, anchor: ScrollAnchor?) {
        guard state.mode != .help else { return }
        var current = scroll
        if let anchor, let position = outline.position(of: anchor.tag), index.isShown(position) {
            current = index.range(of: position).lowerBound - anchor.line
        }
        scroll = Viewport.scroll(current: current, total: index.total, height: bodyHeight, keeping: focusRange(state))
        forget()
    }

    /// Sets the scroll as it is (tests, and a session that restores one).
    public func scroll(to line: Int, state: FormState) {
        scroll = line
        settle(state, anchor: nil)
    }

    /// The lines to keep on screen for the focused row: the row, its section's border when it is
    /// the first or last row, and one row of context on each side (the row before and the row
    /// after, across a section's border) when the screen is tall enough for them.
    private func focusRange(_ state: FormState) -> Range<Int>? {
        guard let tag = state.focus, let position = outline.position(of: tag), index.isShown(position) else { return nil }
        var range = index.range(of: position)
        if index.isFirstShown(position) { range = (range.lowerBound - 1)..<range.upperBound }
        if index.isLastShown(position) { range = range.lowerBound..<(range.upperBound + 1) }
        let before = neighbourRow(from: range.lowerBound - 1, step: -1)?.lowerBound ?? range.lowerBound
        let after = neighbourRow(from: range.upperBound, step: 1)?.upperBound ?? range.upperBound
        if after - before <= bodyHeight { return before..<after }
        if after - range.lowerBound <= bodyHeight { return range.lowerBound..<after }
        return range
    }

    /// The lines of the first row met from body line `line` going `step` (past borders, footers
    /// and gaps, at most a few lines), or nil.
    private func neighbourRow(from line: Int, step: Int) -> Range<Int>? {
        var current = line
        for _ in 0..<12 {
            guard current >= 0, current < index.total, let part = index.part(at: current) else { return nil }
            if case .row(let position, _) = part { return index.range(of: position) }
            current += step
        }
        return nil
    }

    /// The focused row's screen line counted from the top of the body, to keep it there.
    public func anchor(for tag: String?) -> ScrollAnchor? {
        guard let tag, let position = outline.position(of: tag), index.isShown(position) else { return nil }
        return ScrollAnchor(tag: tag, line: index.range(of: position).lowerBound - scroll)
    }

    /// The body lines of the row tagged `tag`, when it is shown.
    public func lines(ofRow tag: String) -> Range<Int>? {
        guard let position = outline.position(of: tag), index.isShown(position) else { return nil }
        return index.range(of: position)
    }

    /// The body lines of the section tagged `tag` (its blank line first), when it is shown.
    public func lines(ofSection tag: String) -> Range<Int>? {
        guard let s = outline.sectionIndex(of: tag) else { return nil }
        let range = index.range(ofSection: s)
        return range.isEmpty ? nil : Swift.max(0, range.lowerBound)..<Swift.max(0, range.upperBound)
    }

    /// The width of the title column, which every row's lines depend on.
    public var titleWidth: Int { widestTitle }

    /// The first body line of the row tagged `tag`, when it is shown.
    public func line(of tag: String) -> Int? {
        guard let position = outline.position(of: tag), index.isShown(position) else { return nil }
        return index.range(of: position).lowerBound
    }

    /// What the update needs to know of the layout, as values taken now.
    public var updateContext: UpdateContext {
        UpdateContext(pageSize: bodyHeight, width: cols, lines: RowLines(index))
    }

    private func forget() {
        drawnRows.removeAll(keepingCapacity: true)
        drawnBody = nil
    }

    // MARK: Drawing

    /// Whether the body is drawn whole rather than from the form's lines (help screen, pop-ups):
    /// a renderer then draws every body line again.
    public func drawsWholeBody(_ state: FormState) -> Bool {
        switch state.mode {
        case .help: return true
        case .form:
            guard let popup = state.popup, let row = state.row(popup.tag) else { return false }
            return !row.type.isInlineEditor
        case .confirmDiscard, .confirmDelete, .confirmReset: return false
        }
    }

    /// Screen line `screenRow`.
    public func line(_ screenRow: Int, state: FormState) -> ScreenLine {
        if screenRow == 0 {
            return Layout.titleLine(state, cols: cols, theme: drawer.theme, box: drawer.box, marker: marker(state),
                                    position: position(state))
        }
        if screenRow == rows - 2 { return Layout.statusLine(state, cols: cols, theme: drawer.theme) }
        if screenRow == rows - 1 { return helpLine(state) }
        let i = screenRow - body.lowerBound
        guard i >= 0, i < bodyHeight else { return ScreenLine(id: "none", spans: []) }
        if drawsWholeBody(state) { return wholeBody(state)[i] }
        return bodyLine(scroll + i, screenLine: i, state: state)
    }

    /// Every screen line.
    public func frame(_ state: FormState) -> Frame {
        Frame(rows: rows, cols: cols, lines: (0..<rows).map { line($0, state: state) }, cursor: cursor(state), body: body)
    }

    /// Where the cursor stands: in the focused text row while the form has the keys, else hidden.
    public func cursor(_ state: FormState) -> CursorPosition? {
        guard state.mode == .form, state.popup == nil, let tag = state.focus,
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
                hint = HintLine.Parts(row: "", form: PopupLayout.hint(popup, ascii: options.ascii))
            } else {
                hint = HintLine.parts(state, keyMap: keyMap, ascii: options.ascii, width: cols - 1)
            }
        }
        var help = LineBuilder()
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
    private func drawnRow(_ position: RowPosition, line: Int?, state: FormState) -> RowCell.Output {
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
            lines = HelpScreen.lines(state, keyMap: keyMap, cols: cols, theme: drawer.theme, height: bodyHeight)
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
