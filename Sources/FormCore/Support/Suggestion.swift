/// "Did you mean …?" suggestions by edit distance.
package enum Suggestion {
    /// The longest word (in bytes) a suggestion is looked for.
    static let longestWord = 256

    /// The Levenshtein distance between two strings, by characters.
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let x = Array(a), y = Array(b)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[y.count]
    }

    /// The candidate closest to `word`, when it is close enough to be a likely typo
    /// (distance at most a third of the word's length, and at least 1 allowed; case is ignored).
    package static func closest<S: Sequence>(to word: String, in candidates: S) -> String? where S.Element == String {
        // The distance costs the product of the lengths: a word longer than any likely typo
        // (a 100,000-name key path) gets no suggestion, and a candidate whose length alone puts it
        // out of reach is not measured (neither changes which candidate is closest within reach).
        guard word.utf8.count <= longestWord else { return nil }
        let lower = word.lowercased()
        let allowed = Swift.max(1, (word.count + 2) / 3)
        let length = lower.count
        var best: (String, Int)?
        for candidate in candidates {
            let other = candidate.lowercased()
            guard abs(other.count - length) <= allowed else { continue }
            let d = editDistance(lower, other)
            if best == nil || d < best!.1 { best = (candidate, d) }
        }
        guard let (candidate, distance) = best else { return nil }
        return distance <= allowed ? candidate : nil
    }
}
