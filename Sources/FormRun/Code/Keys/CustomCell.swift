import FormUI

/// A custom kind's value cell: one line of text, the part of it the cursor is on (drawn in the
/// focus style) and where the terminal's cursor goes, both in characters.
public struct CustomCell: Hashable, Sendable {
    /// The value as shown; cut to the row's width.
    public var text: String
    /// The characters drawn in the focus style while the row has the focus.
    public var highlight: Range<Int>?
    /// Where the terminal's cursor goes while the row has the focus.
    public var cursorColumn: Int?

    /// A cell showing `text`, with `highlight` and the cursor at `cursorColumn` when focused.
    public init(_ text: String, highlight: Range<Int>? = nil, cursorColumn: Int? = nil) {
        self.text = text
        self.highlight = highlight
        self.cursorColumn = cursorColumn
    }
}

extension FormUI.CustomCell {
    /// The engine's cell for the library's.
    init(_ cell: FormRun.CustomCell) {
        self.init(cell.text, highlight: cell.highlight, cursorColumn: cell.cursorColumn)
    }
}
