/// A `fileMatch` pattern of a schema catalog (`tsconfig*.json`, `.github/workflows/*.yml`,
/// `**/docker-compose.yml`), matched as editors match it: a pattern without `/` against the
/// file's name, one with `/` against the tail of its path. `*` and `?` stay within a path segment,
/// `**` spans segments, `{a,b}` is either.
package struct FileMatchGlob: Equatable, Sendable {
    package let pattern: String

    package init(_ pattern: String) {
        self.pattern = pattern
    }

    /// Whether `path` (as given, relative or absolute) matches.
    package func matches(_ path: String) -> Bool {
        var body = pattern
        while body.hasPrefix("**/") { body.removeFirst(3) }
        while body.hasPrefix("/") || body.hasPrefix("./") { body.removeFirst(body.hasPrefix("/") ? 1 : 2) }
        let segments = path.split(separator: "/").map(String.init).filter { $0 != "." }
        guard !segments.isEmpty else { return false }
        let patternSegments = body.split(separator: "/", omittingEmptySubsequences: false).count
        if !body.contains("/") { return Self.glob(Array(body.unicodeScalars), Array(segments[segments.count - 1].unicodeScalars)) }
        // Every tail of the path at least as long as the pattern's fixed segments.
        for start in stride(from: segments.count - 1, through: 0, by: -1) where segments.count - start >= min(patternSegments, 1) {
            let tail = segments[start...].joined(separator: "/")
            if Self.glob(Array(body.unicodeScalars), Array(tail.unicodeScalars)) { return true }
        }
        return false
    }

    /// Glob matching with `*`, `**`, `?` and `{a,b}` (alternatives expanded first).
    static func glob(_ p: [Unicode.Scalar], _ s: [Unicode.Scalar]) -> Bool {
        if let open = p.firstIndex(of: "{"), let close = p[open...].firstIndex(of: "}") {
            let options = p[(open + 1)..<close].split(separator: ",", omittingEmptySubsequences: false)
            return options.contains { glob(Array(p[..<open]) + Array($0) + Array(p[(close + 1)...]), s) }
        }
        return match(p[...], s[...])
    }

    private static func match(_ p: ArraySlice<Unicode.Scalar>, _ s: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let first = p.first else { return s.isEmpty }
        if first == "*" {
            let double = p.dropFirst().first == "*"
            var rest = p.dropFirst(double ? 2 : 1)
            if double && rest.first == "/" {
                // `**/` also matches no folder at all.
                if match(rest.dropFirst(), s) { return true }
                rest = p.dropFirst(2)
            }
            var i = s.startIndex
            while true {
                if match(rest, s[i...]) { return true }
                guard i < s.endIndex, double || s[i] != "/" else { return false }
                i += 1
            }
        }
        guard let c = s.first else { return false }
        if first == "?" ? c != "/" : first == c { return match(p.dropFirst(), s.dropFirst()) }
        return false
    }
}
