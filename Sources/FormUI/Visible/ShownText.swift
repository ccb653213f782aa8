/// A text row's text as it is drawn when no display format rewrites it: the buffer's characters
/// (shared, not copied), each shown as itself or, masked (`password`, `format: "mask"`), as `•`.
/// A collection of the characters drawn, so that the layout reads only the window it shows.
package struct ShownText: RandomAccessCollection, Equatable, Sendable {
    package let characters: [Character]
    package let masked: Bool
    /// The state's `textRevisions` entry of the buffer: equal numbers mean equal text (within
    /// one state's history), so a row is fingerprinted without reading its text; and where the
    /// text changed since the revision before, so that wrapped lines are mended, not redone.
    package let history: TextRevision
    package var revision: Int { history.number }

    package init(characters: [Character], masked: Bool, history: TextRevision = .initial) {
        self.characters = characters
        self.masked = masked
        self.history = history
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { characters.count }
    package subscript(position: Int) -> Character { masked ? "•" : characters[position] }

    /// Equal when they show the same (the revision is a shortcut of the state, not part of it).
    package static func == (a: ShownText, b: ShownText) -> Bool {
        a.masked == b.masked && (a.masked ? a.characters.count == b.characters.count : a.characters == b.characters)
    }
}
