/// The one matcher of every list filter (the options of `sheet`, `alert`, `pushSelect` and
/// `multipleSelect`, the names a `file` row completes): a filter matches a text when its letters
/// appear in the text in order, not necessarily side by side (`prtgl` finds `Portugal`), case and
/// accents ignored (`SearchFolding`). Matches rank by where they begin — at the start of the text,
/// then at the start of a word, then anywhere — then by how few letters they skip, then by the
/// texts' own order.
package enum FuzzyMatch {
    /// Where a match begins, best first.
    package enum Place: Int, Comparable, Sendable {
        /// At the first character of the text.
        case prefix
        /// At the first character of a word (after a character that is no letter or digit).
        case wordStart
        /// Inside a word.
        case anywhere

        package static func < (a: Place, b: Place) -> Bool { a.rawValue < b.rawValue }
    }

    /// How well a filter matches a text: the smaller, the better.
    package struct Score: Comparable, Hashable, Sendable {
        package var place: Place
        /// Characters of the text skipped between the first and the last matched one.
        package var gaps: Int
        /// Where the match begins, in folded scalars.
        package var start: Int

        package init(place: Place, gaps: Int, start: Int) {
            self.place = place
            self.gaps = gaps
            self.start = start
        }

        package static func < (a: Score, b: Score) -> Bool {
            (a.place, a.gaps, a.start) < (b.place, b.gaps, b.start)
        }
    }

    /// The best match of `filter` in `text`, both already folded; nil when the filter's letters do
    /// not all appear in order. An empty filter matches every text at its start.
    package static func score(of filter: [Unicode.Scalar], in text: [Unicode.Scalar]) -> Score? {
        guard let first = filter.first else { return Score(place: .prefix, gaps: 0, start: 0) }
        var best: Score?
        var start = 0
        while start < text.count {
            guard let s = text[start...].firstIndex(of: first) else { break }
            // The earliest end of a match from s: the tightest one beginning there.
            var at = s + 1
            var matched = 1
            while matched < filter.count, at < text.count {
                if text[at] == filter[matched] { matched += 1 }
                at += 1
            }
            // Not all found from s: a later start finds fewer still.
            guard matched == filter.count else { break }
            let candidate = Score(place: place(of: s, in: text), gaps: at - s - filter.count, start: s)
            if best.map({ candidate < $0 }) ?? true { best = candidate }
            if candidate.place == .prefix, candidate.gaps == 0 { break }
            start = s + 1
        }
        return best
    }

    /// The best match of `filter` in `text`, folding both.
    package static func score(of filter: String, in text: String) -> Score? {
        score(of: SearchFolding.fold(filter), in: SearchFolding.fold(text))
    }

    /// The indices of the `texts` that `filter` matches, best first; equal matches keep the
    /// texts' order, so an empty filter gives every index in order. `among`, when given, are the
    /// only indices looked at: the matches of a shorter filter that this one extends (no other
    /// text can match it), so that each letter typed costs the matches left, not the list.
    package static func rank(_ texts: [String], by filter: String, among: [Int]? = nil) -> [Int] {
        let needle = SearchFolding.fold(filter)
        if needle.isEmpty { return Array(texts.indices) }
        var scored: [(score: Score, index: Int)] = []
        for index in among ?? Array(texts.indices) where texts.indices.contains(index) {
            if let score = score(of: needle, in: SearchFolding.fold(texts[index])) { scored.append((score, index)) }
        }
        scored.sort { ($0.score.place, $0.score.gaps, $0.index) < ($1.score.place, $1.score.gaps, $1.index) }
        return scored.map(\.index)
    }

    private static func place(of start: Int, in text: [Unicode.Scalar]) -> Place {
        if start == 0 { return .prefix }
        let before = text[start - 1].properties
        return before.isAlphabetic || before.numericType != nil ? .anywhere : .wordStart
    }
}
