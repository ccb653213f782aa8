import FormCore
import FormScreen

/// What a row draws in its value column: one or more lines of spans, and the cursor while the row
/// is edited (line index, screen column).
package struct ValueCell {
    /// The lines drawn: all of them, or those of `CellContext.window` when the kind draws only
    /// what is asked for.
    package var lines: [[Span]]
    /// The line `lines` starts with.
    package var first: Int
    /// How many lines the value has, drawn or not.
    package var count: Int
    package var cursor: (line: Int, column: Int)?

    package init(_ lines: [[Span]], cursor: (line: Int, column: Int)? = nil) {
        self.init(lines, first: 0, count: lines.count, cursor: cursor)
    }

    package init(_ lines: [[Span]], first: Int, count: Int, cursor: (line: Int, column: Int)?) {
        self.lines = lines
        self.first = first
        self.count = count
        self.cursor = cursor
    }

    /// One line of one span.
    package init(_ text: String, _ style: CellStyle) {
        self.init([[Span(text, style)]])
    }
}

/// Everything a row kind needs to draw its value: where the column is and how things look.
package struct CellContext {
    package var geometry: Geometry
    package var theme: Theme
    package var box: BoxChars
    /// The value column's width (room for the unit already taken off).
    package var valueWidth: Int
    /// The value's style (dimmed when the row is disabled).
    package var valueStyle: CellStyle
    /// The row's placeholder (its own, or one derived with `autoPlaceholder`).
    package var placeholder: String?
    /// The value lines wanted (nil: all): a kind whose value can run to many lines (a text view)
    /// draws only these.
    package var window: Range<Int>?
    /// Wrapped text kept between keys by the layout, when there is one.
    var wraps: TextWraps?
}

/// One kind of row: how it draws its value and the keys it takes while focused, as bindings.
/// Each type of the form file maps to one conforming value (`RowKinds.kind(for:)`, FormUI's one
/// table of row types), so adding a type means a file here (or a line giving an existing kind
/// other facts) and its line in that table.
package protocol RowKind: Sendable {
    /// What the kind is called in messages and help: `a stepper`, `a date row`.
    func noun(for row: Row) -> String
    /// The keys `row` takes now (while a number or date is being typed some keys change meaning),
    /// in the order they are tried: they handle the keys and write the hint line and F1.
    func bindings(for row: Row, in state: FormState) -> [RowBinding]
    /// The value column of `visible`.
    func cell(for visible: VisibleRow, in context: CellContext) -> ValueCell
    /// How many lines `cell` gives, without drawing (the body is measured whole, drawn in part).
    func lineCount(for visible: VisibleRow, in context: CellContext) -> Int
    /// How many lines `cell` gives for `row` whatever its value, or nil when that depends on the
    /// value or the width (wrapped text): what lets a long form be measured without drawing.
    func fixedLineCount(for row: Row) -> Int?
    /// What a text row accepts as it is typed (`.any` unless the kind says otherwise).
    var typing: TypingRule { get }
    /// The list it opens (`sheet`, `pushSelect`…), or nil when it opens none.
    var listStyle: ListPopup.Style? { get }
    /// The date or time editor it opens, or nil when it is no date or time row.
    var dateKind: DateEditor.Kind? { get }
    /// The keys of the editor it opens (a list, a month grid), for the F1 screen; empty when it
    /// opens none.
    func editorKeys(for row: Row) -> [KindKey]
    /// What its title column shows.
    func titleColumn(for row: Row) -> TitleColumn
    /// Its placeholder: the row's own, else (with `autoPlaceholder`) one the kind derives.
    func placeholder(for row: Row, auto: Bool) -> String?
    /// How its value is held, from the value it starts with (`today` is the date of the run).
    func storage(for row: Row, startingWith value: Value, today: String) -> RowStorage
    /// Before the focus leaves the row or the form is submitted, takes what was typed but not yet
    /// added into the value (a `tokens` row's last item, a typed number or date); returns why it
    /// cannot (the message shown under the row), or nil.
    func commitInput(of row: Row, in state: inout FormState) -> String?
    /// Takes a bracketed paste into the focused `row`, as text: no key binding acts on its
    /// characters. By default a row with a text buffer inserts it (`Paste.intoBuffer`) and any
    /// other row refuses it.
    func paste(_ text: String, row: Row, in state: inout FormState) -> [Effect]
}

extension RowKind {
    package var typing: TypingRule { .any }
    package var listStyle: ListPopup.Style? { nil }
    package var dateKind: DateEditor.Kind? { nil }
    package func editorKeys(for row: Row) -> [KindKey] { [] }
    package func titleColumn(for row: Row) -> TitleColumn { .title }

    package func placeholder(for row: Row, auto: Bool) -> String? {
        if let placeholder = row.placeholder { return placeholder }
        guard auto, !row.type.isReadOnly, !row.title.isEmpty else { return nil }
        return "Enter \(row.title.lowercased())"
    }

    package func storage(for row: Row, startingWith value: Value, today: String) -> RowStorage { .value(value) }

    package func commitInput(of row: Row, in state: inout FormState) -> String? { nil }

    package func paste(_ text: String, row: Row, in state: inout FormState) -> [Effect] {
        Paste.intoBuffer(text, row: row, in: &state)
    }

    /// One line, unless the kind says otherwise.
    package func lineCount(for visible: VisibleRow, in context: CellContext) -> Int { 1 }
    package func fixedLineCount(for row: Row) -> Int? { 1 }
}
