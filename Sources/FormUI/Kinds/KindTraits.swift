import FormCore

/// A key a row kind takes, as data: what the F1 screen lists for it.
package struct KindKey: Hashable, Sendable {
    package var keys: String
    package var help: String

    package init(_ keys: String, _ help: String) {
        self.keys = keys
        self.help = help
    }
}

/// What a row draws in its title column.
package enum TitleColumn: Equatable, Sendable {
    /// Its title (with the required mark), highlighted while focused.
    case title
    /// `[ Title ]`: a button, highlighted while focused.
    case button
    /// Nothing: the value takes the whole line (a `longInfo` without a title).
    case none
}

/// How a row's value is held while the form runs.
package enum RowStorage: Equatable, Sendable {
    /// Edited as text (the typed value is read from it).
    case text(TextBuffer)
    /// Held as a value.
    case value(Value)
    /// Held as a value, with text being typed towards it (a `tokens` row's next item).
    case valueAndInput(Value, TextBuffer)
}
