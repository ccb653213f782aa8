import FormCore
import FormScreen

/// The screen's layout, kept from one key to the next: where every section and row of the body
/// falls (`LineIndex`), the scroll, and the lines of the screen, drawn only when asked for.
///
/// `apply` takes the visible model's changeset, measures the rows it names, and says where the
/// changes are as body lines (`BodyEdits`); `settle` picks the scroll; `line(_:state:)` draws one
/// screen line. Nothing here walks the whole form after `init`: a key costs what changed plus
/// the lines drawn.
package final class ScreenLayout {
    package private(set) var rows: Int
    package private(set) var cols: Int
    /// The screen's real size: below `MinimumSize` the screen says it is too small.
    package private(set) var screenRows: Int
    package private(set) var screenCols: Int
    package let options: LayoutOptions
    package let keyMap: KeyMap
    /// The first body line on screen.
    package internal(set) var scroll = 0

    let outline: FormOutline
    private let form: Form
    private let widestTitle: Int
    private(set) var drawer: BodyDrawer
    private(set) var index: LineIndex
    /// Rows whose line count depends on the width (wrapped text).
    private let wrappedRows: [RowPosition]
    /// Sections with a footer, whose lines depend on the width.
    private let footedSections: [Int]
    /// Rows drawn since the last change, so that a row of several lines is drawn once.
    var drawnRows: [RowPosition: RowCell.Output] = [:]
    /// The body drawn whole (help screen, pop-ups), since the last change.
    var drawnBody: [ScreenLine]?

    /// The layout of `state` on a screen of `rows` × `cols` (at least 4 × 12), every row measured.
    package init(state: FormState, visible: VisibleModel, rows: Int, cols: Int, options: LayoutOptions = LayoutOptions(),
                keyMap: KeyMap = .standard) {
        self.rows = Swift.max(rows, 4)
        self.cols = Swift.max(cols, 12)
        screenRows = rows
        screenCols = cols
        self.options = options
        self.keyMap = keyMap
        outline = state.outline
        form = state.form
        widestTitle = state.widestTitle
        drawer = ScreenLayout.drawer(form: state.form, rows: self.rows, cols: Swift.max(cols, 12), widestTitle: state.widestTitle, options: options,
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

    private static func drawer(form: Form, rows: Int, cols: Int, widestTitle: Int, options: LayoutOptions,
                               wraps: TextWraps) -> BodyDrawer {
        var geometry = Geometry(cols: cols, widestTitle: widestTitle)
        geometry.editorHeight = Swift.max(1, rows - 3 - 1)
        return BodyDrawer(geometry: geometry,
                   theme: Theme(style: form.style, colors: options.colors, base: options.theme),
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
                if state.errors[row.tag] == nil, state.popup?.tag != row.tag, state.focus != row.tag || row.hint == nil,
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
    package var body: Range<Int> { 1..<(rows - 2) }
    package var bodyHeight: Int { rows - 3 }
    /// The body's length in lines.
    package var total: Int { index.total }

    /// A new screen size: rows whose wrapping depends on the width are measured again.
    package func resize(rows: Int, cols: Int, state: FormState) {
        screenRows = rows
        screenCols = cols
        let cols = Swift.max(cols, 12)
        self.rows = Swift.max(rows, 4)
        forget()
        let editorHeight = Swift.max(1, self.rows - 3 - 1)
        guard cols != self.cols || editorHeight != drawer.geometry.editorHeight else { return }
        let widthChanged = cols != self.cols
        self.cols = cols
        drawer = ScreenLayout.drawer(form: form, rows: self.rows, cols: cols, widestTitle: widestTitle, options: options,
                                     wraps: drawer.wraps ?? TextWraps())
        // Only a row with an editor open under it depends on the height.
        var remeasure = widthChanged ? wrappedRows : []
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
    package func apply(_ changeset: VisibleChangeset, visible: VisibleModel, state: FormState) -> BodyEdits {
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

    /// The width of the title column, which every row's lines depend on.
    package var titleWidth: Int { widestTitle }

    /// What the update needs to know of the layout, as values taken now.
    /// Whether the screen is below `MinimumSize`: it shows the words that say so, and keys wait.
    package var isTooSmall: Bool { MinimumSize.isTooSmall(rows: screenRows, cols: screenCols) }

    package var updateContext: UpdateContext {
        UpdateContext(pageSize: bodyHeight, width: cols, lines: RowLines(index))
    }

    /// Drops the rows and the body drawn since the last change.
    func forget() {
        drawnRows.removeAll(keepingCapacity: true)
        drawnBody = nil
    }
}
