/// The places plain mode goes through, numbered in form order: each section's rows, then a place
/// for its footer. A number says its section and row in O(1).
struct PlainPlaces {
    /// The first place of each section (its first row, or its footer when it has none).
    private let starts: [Int]
    /// Each place's section.
    private let sections: [Int]

    init(_ outline: FormOutline) {
        var starts: [Int] = [], sections: [Int] = []
        starts.reserveCapacity(outline.sections.count)
        for (s, rows) in outline.rows.enumerated() {
            starts.append(sections.count)
            sections.append(contentsOf: repeatElement(s, count: rows.count + 1))
        }
        self.starts = starts
        self.sections = sections
    }

    var count: Int { sections.count }

    func section(of place: Int) -> Int { sections[place] }

    /// The row index of `place` in its section; nil for the section's footer.
    func row(of place: Int) -> Int? {
        let s = sections[place]
        return place == footer(ofSection: s) ? nil : place - starts[s]
    }

    func footer(ofSection s: Int) -> Int {
        (s + 1 < starts.count ? starts[s + 1] : sections.count) - 1
    }

    /// The places of section `s`: its rows and its footer.
    func places(ofSection s: Int) -> ClosedRange<Int> { starts[s]...footer(ofSection: s) }

    /// The place of the row tagged `tag`.
    func place(of tag: String, in outline: FormOutline) -> Int? {
        outline.position(of: tag).map { starts[$0.section] + $0.row }
    }
}
