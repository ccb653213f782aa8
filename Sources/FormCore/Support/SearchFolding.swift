/// How text is compared when a person searches it: lowercased, with the accents of Latin letters
/// taken away (`"zur"` finds `"Zürich"`, `"É"` finds `"e"`), without Foundation. Every list filter
/// (`FuzzyMatch`) and every letter jump of a choice folds both sides with it.
package enum SearchFolding {
    /// `text` lowercased, with combining marks dropped, accented Latin letters (Latin-1 and Latin
    /// Extended-A) replaced by their base letter and the ligatures spelled out (`ß` → `ss`,
    /// `æ` → `ae`, `œ` → `oe`, `ĳ` → `ij`).
    package static func fold(_ text: String) -> [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        result.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.lowercased().unicodeScalars {
            let v = scalar.value
            if (0x300...0x36F).contains(v) { continue }
            if let spelled = ligatures[scalar] {
                result += spelled
            } else {
                result.append(base(of: scalar))
            }
        }
        return result
    }

    /// True when `text`, folded, starts with `start` folded (case and accents ignored).
    package static func starts(_ text: String, with start: String) -> Bool {
        fold(text).starts(with: fold(start))
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

    /// Letters folded into two (after lowercasing).
    private static let ligatures: [Unicode.Scalar: [Unicode.Scalar]] = [
        "ß": ["s", "s"], "æ": ["a", "e"], "œ": ["o", "e"], "ĳ": ["i", "j"],
    ]

    /// U+00E0…U+00FF; `?` keeps the scalar (÷, þ).
    private static let latin1 = Array("aaaaaa?ceeeeiiiidnooooo?ouuuuy?y".unicodeScalars)

    /// U+0100…U+017F, upper and lower case alike; `?` keeps the scalar.
    private static let extendedA: [Unicode.Scalar] = {
        let runs: [(Unicode.Scalar, Int)] = [
            ("a", 6), ("c", 8), ("d", 4), ("e", 10), ("g", 8), ("h", 4), ("i", 10), ("?", 2), ("j", 2),
            ("k", 3), ("l", 10), ("n", 9), ("o", 6), ("?", 2), ("r", 6), ("s", 8), ("t", 6), ("u", 12),
            ("w", 2), ("y", 3), ("z", 6), ("s", 1),
        ]
        return runs.flatMap { Array(repeating: $0.0, count: $0.1) }
    }()
}
