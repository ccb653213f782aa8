import FormCore

/// Unanchored ECMA-262 `pattern` search as JSON Schema means it, with formrun's own linear-time
/// engine (`RegexPattern`).
///
/// Matching works on Unicode code points (`.` is one code point, as with ECMA-262's `u` flag), and
/// `\d`, `\w` and `\b` are ASCII-only as in ECMA-262. Lookaround runs (in linear time too);
/// backreferences are refused (they need backtracking), as are patterns that are not valid.
package enum SchemaPattern {
    /// Whether `pattern` compiles.
    package static func compiles(_ pattern: String) -> Bool {
        compile(pattern) != nil
    }

    /// Why `pattern` is refused, or nil when it compiles.
    package static func error(_ pattern: String) -> RegexError? {
        if case .failure(let error) = RegexCache.compile(pattern, .ecmaScript) { return error }
        return nil
    }

    /// Whether `text` contains a match of `pattern`; nil when the pattern is refused.
    package static func search(_ pattern: String, in text: String) -> Bool? {
        compile(pattern).map { matches($0, text) }
    }

    /// The compiled pattern (once per process: `RegexCache`), nil when it is refused.
    static func compile(_ pattern: String) -> RegexPattern? {
        RegexCache.regex(pattern, .ecmaScript)
    }

    static func matches(_ regex: RegexPattern, _ text: String) -> Bool {
        regex.search(text)
    }
}
