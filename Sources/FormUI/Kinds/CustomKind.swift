import FormCore
import FormScreen

/// A row kind written outside formrun (a semantic version, a colour…), registered by name
/// (`RowKinds.register(_:as:)`) and used as `{"type": "<name>"}` in a form file or a `custom`
/// row built in code. It is small on purpose: it draws its value cell from the value and a width,
/// turns a key into a new value or a refusal, and declares its keys for the hint line and F1.
/// The engine keeps a cursor for it (an `Int` a row, 0 when it is first focused: which part of
/// the value the keys act on); everything else is the row's value.
package protocol CustomKind: CustomRowRules {
    /// What it is called in messages and help: `a version row`.
    var noun: String { get }
    /// Its keys, in the order they are tried: the hint line shows them (`inHint`), F1 lists them,
    /// and only keys they match reach `handle`.
    var keys: [CustomKeys] { get }
    /// The value column for `value` (`null` when empty), `width` cells wide; `cursor` is the
    /// row's cursor while it has the focus, nil otherwise.
    func cell(for value: Value, cursor: Int?, width: Int) -> CustomCell
    /// What `key` (one `keys` matched) does to `value` with the cursor at `cursor`.
    func handle(_ key: Key, value: Value, cursor: Int) -> CustomKeyOutcome
}

/// Keys a custom kind takes, with their words in the hint line (`label`) and on F1 (`help`).
package struct CustomKeys: Sendable {
    package var keys: [KeyPattern]
    package var label: String
    package var help: String
    package var inHint: Bool

    package init(_ keys: [KeyPattern], _ label: String, help: String? = nil, inHint: Bool = true) {
        self.keys = keys
        self.label = label
        self.help = help ?? label
        self.inHint = inHint
    }

    /// Keys of plain `Key`s.
    package init(keys: [Key], _ label: String, help: String? = nil, inHint: Bool = true) {
        self.init(keys.map(KeyPattern.key), label, help: help, inHint: inHint)
    }
}

/// A custom kind's value cell: one line of text, the part of it the cursor is on (drawn in the
/// focus style) and where the terminal's cursor goes, both in characters.
package struct CustomCell: Equatable, Sendable {
    package var text: String
    package var highlight: Range<Int>?
    package var cursorColumn: Int?

    package init(_ text: String, highlight: Range<Int>? = nil, cursorColumn: Int? = nil) {
        self.text = text
        self.highlight = highlight
        self.cursorColumn = cursorColumn
    }
}

/// What a custom kind did with a key.
package enum CustomKeyOutcome: Equatable, Sendable {
    /// Not for it after all: a later binding, then the form's keys, have it.
    case ignored
    /// The row's value and cursor from now on (the same value: only the cursor moved).
    case set(Value, cursor: Int)
    /// Refused: the message goes to the status line, with the bell; nothing changes.
    case refused(String)
}
