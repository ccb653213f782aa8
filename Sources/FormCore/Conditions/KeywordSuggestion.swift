/// Did-you-mean for the few words of the condition language. Short words make edit distance
/// too strict (`adn` is two edits from `and`), so a swap of two neighbouring letters also
/// counts and, with `byPrefix`, a shared start of three letters (`lenght` → `len`).
enum KeywordSuggestion {
    static func closest(to word: String, in candidates: [String], byPrefix: Bool = false) -> String? {
        if let match = Suggestion.closest(to: word, in: candidates) { return match }
        let lower = Array(word.lowercased())
        for candidate in candidates {
            let c = Array(candidate.lowercased())
            if c.count == lower.count, isOneSwapApart(lower, c) { return candidate }
        }
        guard byPrefix else { return nil }
        return candidates.first { candidate in
            let c = Array(candidate.lowercased())
            let shared = zip(lower, c).prefix { $0 == $1 }.count
            return shared >= 3 && shared == Swift.min(lower.count, c.count)
        }
    }

    private static func isOneSwapApart(_ a: [Character], _ b: [Character]) -> Bool {
        let differing = a.indices.filter { a[$0] != b[$0] }
        guard differing.count == 2, differing[1] == differing[0] + 1 else { return false }
        return a[differing[0]] == b[differing[1]] && a[differing[1]] == b[differing[0]]
    }
}
