import FormScreen

extension BodyEdits {
    /// The one translator from a statement of change to body lines, for a key (`ScreenLayout.apply`)
    /// and a `--watch` reload (`ReloadEdits`) alike: the sections and rows that went or are drawn
    /// anew are looked up in the body as it was, those that came or are drawn anew in the body as
    /// it is. Parts off screen take no lines.
    struct Builder {
        private var removed: [Range<Int>] = []
        private var added: [Range<Int>] = []

        /// The sections and rows leaving their lines in `index`, the body before the change.
        mutating func remove(sections: [Int], rows: [RowPosition], in index: LineIndex) {
            removed += Builder.lines(sections: sections, rows: rows, in: index)
        }

        /// The sections and rows taking their lines in `index`, the body after the change.
        mutating func add(sections: [Int], rows: [RowPosition], in index: LineIndex) {
            added += Builder.lines(sections: sections, rows: rows, in: index)
        }

        /// The edits, between a body of `oldTotal` lines scrolled to `oldScroll` and one of `newTotal`.
        func edits(oldTotal: Int, newTotal: Int, oldScroll: Int, newScroll: Int) -> BodyEdits {
            BodyEdits(removed: BodyEdits.normalized(removed), added: BodyEdits.normalized(added),
                      oldTotal: oldTotal, newTotal: newTotal, oldScroll: oldScroll, newScroll: newScroll)
        }

        /// Their body lines; a section's blank line above the body (line -1) is left out.
        private static func lines(sections: [Int], rows: [RowPosition], in index: LineIndex) -> [Range<Int>] {
            var ranges = sections.map(index.range(ofSection:))
            for position in rows where index.isShown(position) { ranges.append(index.range(of: position)) }
            return ranges.map { Swift.max(0, $0.lowerBound)..<Swift.max(0, $0.upperBound) }
        }
    }
}
