import Synchronization

/// Compiled patterns by their source and flavour, so that a pattern checked on every key is
/// compiled once. Refused patterns are remembered too, with why. Bounded: emptied when it reaches
/// `limit` entries. The one cache of the `regex` validators, `tokens` patterns and JSON Schema
/// `pattern`s; every pattern runs on formrun's own linear-time engine (`RegexPattern`).
package enum RegexCache {
    /// Patterns by their UTF-8 bytes (`String` keys would merge canonically equivalent patterns).
    private struct Key: Hashable {
        var bytes: [UInt8]
        var flavor: RegexFlavor
    }

    static let limit = 512
    private static let compiled = Mutex<[Key: Result<RegexPattern, RegexError>]>([:])

    /// `pattern` compiled in `flavor`, or why it is refused.
    package static func compile(_ pattern: String, _ flavor: RegexFlavor) -> Result<RegexPattern, RegexError> {
        let key = Key(bytes: Array(pattern.utf8), flavor: flavor)
        if let known = compiled.withLock({ $0[key] }) { return known }
        let result: Result<RegexPattern, RegexError>
        do {
            result = .success(try RegexPattern(pattern, flavor: flavor))
        } catch {
            result = .failure(error)
        }
        compiled.withLock { cache in
            if cache.count >= limit { cache.removeAll(keepingCapacity: true) }
            cache[key] = result
        }
        return result
    }

    /// `pattern` compiled in `flavor`, or nil when it is refused.
    package static func regex(_ pattern: String, _ flavor: RegexFlavor) -> RegexPattern? {
        try? compile(pattern, flavor).get()
    }
}
