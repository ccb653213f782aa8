/// Unanchored ECMA-262-style `pattern` search as JSON Schema means it, with Swift's `Regex` (stdlib _StringProcessing).
///
/// Matching works on Unicode code points (`.` is one code point, as with ECMA-262's `u` flag), and
/// `\d`, `\w` and `\b` are ASCII-only as in ECMA-262. Syntax Swift's `Regex` lacks (lookbehind,
/// `\cX`, `[^]`) does not compile.
public enum SchemaPattern {
    /// Whether Swift's Regex can compile `pattern` (false for PCRE-only syntax, say).
    public static func compiles(_ pattern: String) -> Bool {
        compile(pattern) != nil
    }

    /// Whether `text` contains a match of `pattern`; nil when the pattern does not compile.
    public static func search(_ pattern: String, in text: String) -> Bool? {
        compile(pattern).map { matches($0, text) }
    }

    /// The compiled pattern (once per process: `RegexCache`), nil when it does not compile.
    static func compile(_ pattern: String) -> Regex<AnyRegexOutput>? {
        RegexCache.regex(pattern, .ecmaScript)
    }

    static func matches(_ regex: Regex<AnyRegexOutput>, _ text: String) -> Bool {
        text.contains(regex)
    }
}
