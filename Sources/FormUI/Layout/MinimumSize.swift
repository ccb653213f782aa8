import FormScreen

/// The smallest screen formrun draws a form on: 26 columns (a box whose inside holds the
/// 20-cell month grid, and `^S submit`) by 8 rows (the title, a body of five lines — a date
/// pop-up showing one week in its box, or a date and time one without the weekday names —, the
/// status and the hint line). On a smaller screen it says so instead
/// (`terminal too small: 26×8 needed`), keeps the answers and takes no
/// key but those that leave, suspend or repaint; a screen large enough again brings the form back.
package enum MinimumSize {
    package static let rows = 8
    package static let cols = 26

    /// Whether a screen of `rows` × `cols` is too small to draw the form on.
    package static func isTooSmall(rows: Int, cols: Int) -> Bool { rows < self.rows || cols < self.cols }

    /// The words, with `×` spelled `x` under `--ascii`.
    package static func message(ascii: Bool) -> String {
        "terminal too small: \(cols)\(ascii ? "x" : "×")\(rows) needed"
    }

    /// Screen line `row` of a screen `cols` wide: the words wrapped to the width, from the top.
    static func line(_ row: Int, cols: Int, ascii: Bool) -> ScreenLine {
        let lines = DisplayWidth.wrap(message(ascii: ascii), width: Swift.max(1, cols))
        guard row < lines.count else { return ScreenLine(id: "small:\(row)", spans: []) }
        return ScreenLine(id: "small:\(row)", spans: [Span(lines[row])])
    }
}
