/// The answers of a pattern's lookarounds for one text, each decided at every position by one
/// pass of `RegexMatcher` over the whole text the first time it is asked, then read from a bit
/// per position — never by matching the body again from each position (which would be
/// quadratic) nor by backtracking.
///
/// A lookbehind `(?<=B)` holds at `p` when `B` matches some `text[q..<p]`: run `B` forwards with
/// a thread started at every position (a search) and note every position where it reaches
/// `match`. A lookahead `(?=B)` holds at `p` when `B` matches some `text[p..<q]`: the same with
/// `B`'s concatenations reversed, walking the text from its end to its start. Captures are not
/// kept and backreferences are refused, so only whether a match exists matters, and that is what
/// a pass answers. A negative lookaround is the opposite bit. Nested lookarounds are passes of
/// their own, made when the enclosing body first reaches them; a lookaround is never run twice
/// for a text. Cost: `(4m + 1)(L + 1)` steps for a body of `m` instructions over `L` scalars,
/// and `L + 1` bits.
final class RegexLookTables {
    private let lookarounds: [RegexLookaround]
    private let scalars: [Unicode.Scalar]
    /// Per lookaround, where its body matches (one bit per position), once passed.
    private var tables: [[UInt64]?]
    /// The steps of every pass made.
    private(set) var steps = 0

    init(_ program: RegexProgram, _ scalars: [Unicode.Scalar]) {
        lookarounds = program.lookarounds
        self.scalars = scalars
        tables = Array(repeating: nil, count: program.lookarounds.count)
    }

    /// Whether lookaround `index` holds at `position` (0…`scalars.count`).
    func holds(_ index: Int, at position: Int) -> Bool {
        let table = tables[index] ?? pass(index)
        let found = table[position >> 6] & (1 << UInt64(position & 63)) != 0
        return found != lookarounds[index].look.negative
    }

    private func pass(_ index: Int) -> [UInt64] {
        let lookaround = lookarounds[index]
        var bits = [UInt64](repeating: 0, count: scalars.count / 64 + 1)
        let passSteps = bits.withUnsafeMutableBufferPointer { record in
            if lookaround.look.behind {
                var source = scalars.makeIterator()
                return RegexMatcher.run(lookaround.body, &source, length: scalars.count, whole: false, restart: true,
                                        looks: self, record: record.baseAddress).steps
            }
            var source = scalars.reversed().makeIterator()
            return RegexMatcher.run(lookaround.body, &source, length: scalars.count, whole: false, restart: true,
                                    backward: true, looks: self, record: record.baseAddress).steps
        }
        steps += passSteps
        tables[index] = bits
        return bits
    }
}
