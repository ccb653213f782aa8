/// A compiled regular expression, run by formrun's own engine in time linear in pattern × text.
///
/// The syntax is ECMA-262's as JSON Schema specifies it (see `RegexParser`), lookaround included,
/// without backreferences, which only a backtracking engine runs and which are refused.
/// Matching works on Unicode scalars (a character beyond the BMP is one `.`); `^` and `$` are the
/// text's start and end (no multiline mode). **Bound:** a match costs at most
/// `(4 × instructionCount + 1 + lookaroundCount) × (scalars + 1)` steps (`RegexMatcher`; each
/// lookaround is one linear pass, `RegexLookTables`), whatever the pattern — `^(a+)+$` against
/// 10,000 `a`s and a `b` answers in about a millisecond, `^(?!(a+)+b).*$` in about two. The
/// program is at most `RegexCompiler.instructionLimit` instructions, counted after
/// `RegexRepeatFolding` (so `(.*){1,1000}b` costs what `.*b` costs).
package struct RegexPattern: Sendable {
    package let source: String
    package let flavor: RegexFlavor
    let program: RegexProgram

    /// Compiles `source`; throws why it is refused (invalid, needing backtracking, too large).
    package init(_ source: String, flavor: RegexFlavor) throws(RegexError) {
        try self.init(source, flavor: flavor, folding: true)
    }

    /// `folding` false keeps counted repetitions as written (`RegexRepeatFolding`; for tests).
    init(_ source: String, flavor: RegexFlavor, folding: Bool) throws(RegexError) {
        self.source = source
        self.flavor = flavor
        program = try RegexCompiler.compile(try RegexParser.parse(source), flavor: flavor, folding: folding)
    }

    /// The size of the compiled program, lookaround bodies included (the `n` of the bound).
    package var instructionCount: Int { program.instructionCount }

    /// The lookarounds written in the pattern (the `k` of the bound).
    package var lookaroundCount: Int { program.lookarounds.count }

    /// Whether the pattern matches the whole of `text` (a form's `regex` validator).
    package func wholeMatch(_ text: String) -> Bool { run(text, whole: true).matched }

    /// Whether the pattern matches somewhere in `text` (a JSON Schema `pattern`).
    package func search(_ text: String) -> Bool { run(text, whole: false).matched }

    /// The answer and the steps it took (for tests and benchmarks of the bound).
    package func run(_ text: String, whole: Bool) -> (matched: Bool, steps: Int) {
        RegexMatcher.run(program, text, whole: whole)
    }

    /// The most steps a match of a text of `scalars` Unicode scalars may take.
    package func stepBound(scalars: Int) -> Int { (4 * instructionCount + 1 + lookaroundCount) * (scalars + 1) }
}
