/// Every setting of a form that a search can find (Ctrl-F), with what it is found by — its key,
/// its title, its description — and the way to it: the rows to open from the screen the search
/// began on, then the row to focus. Built once when a search opens (FormUI's
/// `SettingIndexBuilder` walks the answers and the form's spec, unopened sub-forms and list items
/// included); each letter typed ranks it again (`rank`) at the cost of the entries a shorter
/// query matched.
///
/// A reference type compared by identity: a search state holding it is copied and compared at
/// every key, and its thousands of entries never change once built.
package final class SettingIndex: Equatable, Sendable {
    /// One setting.
    package struct Entry: Equatable, Sendable {
        /// The tags of the rows to open from the screen the search began on, the row to focus last.
        package var way: [String]
        /// What the path shows, one segment per row on the way (`jobs › build › timeout-minutes`).
        package var path: [String]
        /// The member's key (an item's key in a keyed list), as the file spells it.
        package var key: String
        package var title: String
        package var description: String

        package init(way: [String], path: [String], key: String, title: String, description: String) {
            self.way = way
            self.path = path
            self.key = key
            self.title = title
            self.description = description
        }

        /// The path as a line: its segments joined by ` › `.
        package var pathText: String { path.joined(separator: " › ") }
    }

    /// Which text of an entry a query matched, best first.
    package enum Field: Int, Comparable, Sendable {
        case key, title, description

        package static func < (a: Field, b: Field) -> Bool { a.rawValue < b.rawValue }
    }

    package let entries: [Entry]
    /// Each entry's key, title and description, folded once (`SearchFolding`).
    private let folded: [(key: [Unicode.Scalar], title: [Unicode.Scalar], description: [Unicode.Scalar])]

    package init(_ entries: [Entry]) {
        self.entries = entries
        folded = entries.map { (SearchFolding.fold($0.key), SearchFolding.fold($0.title), SearchFolding.fold($0.description)) }
    }

    package static func == (a: SettingIndex, b: SettingIndex) -> Bool { a === b }

    /// How well `query` (folded) matches entry `index`: the best of its key and title, else its
    /// description; nil when none holds the query's letters in order.
    package func match(_ query: [Unicode.Scalar], at index: Int) -> (field: Field, score: FuzzyMatch.Score)? {
        let texts = folded[index]
        var best: (field: Field, score: FuzzyMatch.Score)?
        if let score = FuzzyMatch.score(of: query, in: texts.key) { best = (.key, score) }
        if let score = FuzzyMatch.score(of: query, in: texts.title), best.map({ score < $0.score }) ?? true {
            best = (.title, score)
        }
        if best == nil, let score = FuzzyMatch.score(of: query, in: texts.description) { best = (.description, score) }
        return best
    }

    /// The entries `query` matches, best first: a match in a key or title before one in a
    /// description only, then by `FuzzyMatch`'s order (at the start, at a word, anywhere; fewer
    /// letters skipped), then the shallower setting, then form order. An empty query gives every
    /// entry in form order. `among`, when given, are the only entries looked at: the matches of a
    /// shorter query that this one extends.
    package func rank(_ query: String, among: [Int]? = nil) -> [Int] {
        let needle = SearchFolding.fold(query)
        if needle.isEmpty { return Array(entries.indices) }
        var scored: [(field: Field, place: FuzzyMatch.Place, gaps: Int, depth: Int, index: Int)] = []
        for index in among ?? Array(entries.indices) where entries.indices.contains(index) {
            guard let (field, score) = match(needle, at: index) else { continue }
            // A key or a title matched alike ranks as one field: the title of a row is its name too.
            scored.append((field == .description ? .description : .key, score.place, score.gaps, entries[index].way.count, index))
        }
        scored.sort { ($0.field, $0.place, $0.gaps, $0.depth, $0.index) < ($1.field, $1.place, $1.gaps, $1.depth, $1.index) }
        return scored.map(\.index)
    }
}
