import Synchronization

/// Compiled patterns by their source and flavour, so that a pattern checked on every key is parsed
/// once (compiling costs tens of µs, matching a short value a few). Patterns that do not compile
/// are remembered too. Bounded: emptied when it reaches `limit` entries. The one cache of the
/// `regex` validators and of JSON Schema `pattern`s.
enum RegexCache {
    /// How a pattern is read.
    enum Flavor: Hashable, Sendable {
        /// A `regex` validator: Unicode scalars, `\d` and `\w` Unicode-aware (as ICU read them).
        case validator
        /// A JSON Schema `pattern` (ECMA-262 with the `u` flag): Unicode scalars, `\d`, `\w` and
        /// `\b` ASCII-only.
        case ecmaScript
    }

    /// A compiled pattern, or nil for one that does not compile. `Regex<AnyRegexOutput>` is not
    /// `Sendable` only because its output type is not; a compiled regex is immutable (its program
    /// is built once, atomically), so sharing it between threads for matching is safe.
    struct Entry: @unchecked Sendable {
        var regex: Regex<AnyRegexOutput>?
    }

    /// Patterns by their UTF-8 bytes (`String` keys would merge canonically equivalent patterns).
    private struct Key: Hashable {
        var bytes: [UInt8]
        var flavor: Flavor
    }

    static let limit = 512
    private static let compiled = Mutex<[Key: Entry]>([:])

    /// `pattern` compiled in `flavor`, or nil when it does not compile.
    static func regex(_ pattern: String, _ flavor: Flavor) -> Regex<AnyRegexOutput>? {
        let key = Key(bytes: Array(pattern.utf8), flavor: flavor)
        if let known = compiled.withLock({ $0[key] }) { return known.regex }
        var regex = (try? Regex(pattern)).map { $0.matchingSemantics(.unicodeScalar) }
        if flavor == .ecmaScript { regex = regex.map { $0.asciiOnlyDigits().asciiOnlyWordCharacters() } }
        let entry = Entry(regex: regex)
        compiled.withLock { cache in
            if cache.count >= limit { cache.removeAll(keepingCapacity: true) }
            cache[key] = entry
        }
        return entry.regex
    }
}
