/// Where every part of the form's body falls, as running sums of line counts: which line a row
/// starts at and which row is at a line, each in O(log n), and a changed row height in O(log n).
///
/// Each section is a head (the blank line that separates it from the section above, then its top
/// border: 2 lines), its rows (their measured line counts; 0 while a row's own condition hides
/// it), and a tail (the bottom border and the footer's lines). A section off screen counts 0
/// lines. Body lines are counted so that the first section's blank line is line -1, above the
/// body: the body starts at a top border.
struct LineIndex: Sendable {
    /// One part of the body, as `part(at:)` finds it.
    enum Part: Equatable {
        case gap(section: Int)
        case top(section: Int)
        /// Line `line` of the row at `position`.
        case row(RowPosition, line: Int)
        case bottom(section: Int)
        /// Footer line `line` of the section.
        case footer(section: Int, line: Int)
    }

    static let headLines = 2

    /// Per section: its lines while on screen, else 0.
    private var sections: PrefixSums
    /// Per section, per row: its lines while shown by its own conditions, else 0.
    private var rows: [PrefixSums]
    /// Per section, per row: its measured lines (kept while hidden).
    private var heights: [[Int]]
    /// Per section: 1 + its footer's lines.
    private var tails: [Int]
    private var shown: [Bool]
    private var rowShown: [[Bool]]
    /// Per section, per row: 1 while the row is shown and takes input (not read-only), else 0.
    private var inputs: [PrefixSums]
    /// Per section: its rows that take input while it is on screen, else 0.
    private var inputSections: PrefixSums
    private let takesInput: [[Bool]]

    /// - Parameters:
    ///   - heights: each row's measured lines, by section.
    ///   - rowShown: whether each row is shown by its own conditions.
    ///   - sectionShown: whether each section is on screen.
    ///   - tails: each section's bottom border and footer lines.
    ///   - takesInput: whether each row can take the focus when shown (it is not read-only).
    init(heights: [[Int]], rowShown: [[Bool]], sectionShown: [Bool], tails: [Int], takesInput: [[Bool]]) {
        self.heights = heights
        self.rowShown = rowShown
        self.shown = sectionShown
        self.tails = tails
        self.takesInput = takesInput
        let inputs = zip(rowShown, takesInput).map { s, t in PrefixSums(zip(s, t).map { $0 && $1 ? 1 : 0 }) }
        self.inputs = inputs
        inputSections = PrefixSums(inputs.indices.map { sectionShown[$0] ? inputs[$0].total : 0 })
        rows = zip(heights, rowShown).map { h, s in PrefixSums(zip(h, s).map { $1 ? $0 : 0 }) }
        var totals: [Int] = []
        totals.reserveCapacity(heights.count)
        for s in heights.indices {
            totals.append(sectionShown[s] ? LineIndex.headLines + rows[s].total + tails[s] : 0)
        }
        sections = PrefixSums(totals)
    }

    /// The lines of the body.
    var total: Int { Swift.max(0, sections.total - 1) }

    /// The lines of section `s` (empty while it is off screen), its blank line first.
    func range(ofSection s: Int) -> Range<Int> {
        let start = sections.prefix(s) - 1
        return start..<(start + sections[s])
    }

    /// The lines of the row at `position` (empty while it is not shown).
    func range(of position: RowPosition) -> Range<Int> {
        let start = sections.prefix(position.section) - 1 + LineIndex.headLines + rows[position.section].prefix(position.row)
        return start..<(start + rows[position.section][position.row])
    }

    /// Whether the row at `position` is the first / last row its section shows.
    func isFirstShown(_ position: RowPosition) -> Bool { rows[position.section].prefix(position.row) == 0 }
    func isLastShown(_ position: RowPosition) -> Bool {
        rows[position.section].prefix(position.row + 1) == rows[position.section].total
    }

    /// What body line `line` shows, or nil outside the body.
    func part(at line: Int) -> Part? {
        guard line >= -1, let s = sections.index(holding: line + 1) else { return nil }
        var offset = line + 1 - sections.prefix(s)
        if offset == 0 { return .gap(section: s) }
        if offset == 1 { return .top(section: s) }
        offset -= LineIndex.headLines
        if let r = rows[s].index(holding: offset) {
            let position = RowPosition(section: s, row: r)
            return .row(position, line: offset - rows[s].prefix(r))
        }
        offset -= rows[s].total
        return offset == 0 ? .bottom(section: s) : .footer(section: s, line: offset - 1)
    }

    /// How many shown rows take input.
    var inputCount: Int { inputSections.total }

    /// The place of the row at `position` among the shown rows that take input, from 1.
    func inputNumber(of position: RowPosition) -> Int {
        inputSections.prefix(position.section) + inputs[position.section].prefix(position.row) + 1
    }

    /// Whether the row at `position` is on screen.
    func isShown(_ position: RowPosition) -> Bool { shown[position.section] && rowShown[position.section][position.row] }

    /// The measured lines of the row at `position`.
    func height(of position: RowPosition) -> Int { heights[position.section][position.row] }

    mutating func setHeight(_ lines: Int, of position: RowPosition) {
        heights[position.section][position.row] = lines
        refreshRow(position)
    }

    mutating func setShown(_ isShown: Bool, row position: RowPosition) {
        rowShown[position.section][position.row] = isShown
        refreshRow(position)
    }

    mutating func setShown(_ isShown: Bool, section s: Int) {
        shown[s] = isShown
        refreshSection(s)
    }

    mutating func setTail(_ lines: Int, of s: Int) {
        tails[s] = lines
        refreshSection(s)
    }

    private mutating func refreshRow(_ position: RowPosition) {
        let (s, r) = (position.section, position.row)
        rows[s][r] = rowShown[s][r] ? heights[s][r] : 0
        inputs[s][r] = rowShown[s][r] && takesInput[s][r] ? 1 : 0
        refreshSection(s)
    }

    private mutating func refreshSection(_ s: Int) {
        sections[s] = shown[s] ? LineIndex.headLines + rows[s].total + tails[s] : 0
        inputSections[s] = shown[s] ? inputs[s].total : 0
    }
}
