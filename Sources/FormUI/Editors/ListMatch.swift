/// How a list's filter matches option titles: a substring, ignoring case and the accents of
/// Latin letters (`"zur"` finds `"Zürich"`, `"Ü"` finds `"über"`), without Foundation.
enum ListMatch {
    /// `text` lowercased, with combining marks dropped and accented Latin letters (Latin-1 and
    /// Latin Extended-A) replaced by their base letter.
    static func fold(_ text: String) -> [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        for scalar in text.lowercased().unicodeScalars {
            let v = scalar.value
            if (0x300...0x36F).contains(v) { continue }
            result.append(base(of: scalar))
        }
        return result
    }

    /// True when `needle` occurs as a run in `haystack` (an empty needle always does).
    static func contains(_ haystack: [Unicode.Scalar], _ needle: [Unicode.Scalar]) -> Bool {
        guard !needle.isEmpty else { return true }
        guard haystack.count >= needle.count else { return false }
        for start in 0...(haystack.count - needle.count)
        where haystack[start] == needle[0] && haystack[start..<start + needle.count].elementsEqual(needle) {
            return true
        }
        return false
    }

    /// The base letter of a lowercase accented Latin letter; any other scalar unchanged.
    private static func base(of scalar: Unicode.Scalar) -> Unicode.Scalar {
        let v = scalar.value
        let table: [Unicode.Scalar]
        let index: Int
        if (0xE0...0xFF).contains(v) {
            table = latin1
            index = Int(v - 0xE0)
        } else if (0x100...0x17F).contains(v) {
            table = extendedA
            index = Int(v - 0x100)
        } else {
            return scalar
        }
        return table[index] == "?" ? scalar : table[index]
    }

    /// U+00E0…U+00FF; `?` keeps the scalar (æ, ÷, þ).
    private static let latin1 = Array("aaaaaa?ceeeeiiiidnooooo?ouuuuy?y".unicodeScalars)

    /// U+0100…U+017F, upper and lower case alike; `?` keeps the scalar (ĳ, œ).
    private static let extendedA: [Unicode.Scalar] = {
        let runs: [(Unicode.Scalar, Int)] = [
            ("a", 6), ("c", 8), ("d", 4), ("e", 10), ("g", 8), ("h", 4), ("i", 10), ("?", 2), ("j", 2),
            ("k", 3), ("l", 10), ("n", 9), ("o", 6), ("?", 2), ("r", 6), ("s", 8), ("t", 6), ("u", 12),
            ("w", 2), ("y", 3), ("z", 6), ("s", 1),
        ]
        return runs.flatMap { Array(repeating: $0.0, count: $0.1) }
    }()
}
