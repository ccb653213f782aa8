/// A compiled pattern: a Thompson NFA as a program for `RegexMatcher` (a Pike VM without
/// captures). Consuming instructions match one scalar and go on to the next instruction;
/// `split`, `jump`, `assert` and `look` move without consuming.
struct RegexProgram: Sendable {
    enum Instruction: Equatable, Sendable {
        case scalar(UInt32)
        /// Any scalar but a line terminator (`.`).
        case any
        /// A scalar of `sets[i]`.
        case set(Int)
        /// Both ways (`?`, `*`, `|`): the order is irrelevant, only whether a match exists counts.
        case split(Int, Int)
        case jump(Int)
        case assert(RegexAssertion)
        /// Goes on where `lookarounds[i]` holds at the position.
        case look(Int)
        case match
    }

    var instructions: [Instruction]
    var sets: [RegexScalarSet]
    var flavor: RegexFlavor
    /// Every match starts at the text's start (the pattern begins with `^` outside any
    /// alternative): a search need not start threads past it.
    var anchoredAtStart: Bool
    /// The pattern's lookarounds by number (`RegexLook.index`), nested ones included; empty in
    /// a lookaround's own body program, whose `look` instructions number into its pattern's list.
    var lookarounds: [RegexLookaround] = []

    /// The instructions of the program and of every lookaround body.
    var instructionCount: Int {
        lookarounds.reduce(instructions.count) { $0 + $1.body.instructions.count }
    }
}

/// A lookaround's body compiled on its own, so that one pass over the text decides it at every
/// position (`RegexLookTable`): a lookbehind's body as written, run forwards; a lookahead's with
/// every concatenation reversed, run backwards from the text's end.
struct RegexLookaround: Sendable {
    var body: RegexProgram
    var look: RegexLook
}

/// A character class compiled for matching: membership of the ASCII scalars precomputed in a
/// bitmap, the rest decided from the sorted ranges and the class escapes.
struct RegexScalarSet: Sendable {
    private var ascii: (UInt64, UInt64) = (0, 0)
    private var ranges: [ClosedRange<UInt32>]
    private var escapes: [RegexClassEscape]
    private var negated: Bool
    private var flavor: RegexFlavor

    init(_ set: RegexCharSet, flavor: RegexFlavor) {
        ranges = Self.merged(set.ranges)
        escapes = set.escapes
        negated = set.negated
        self.flavor = flavor
        for v in UInt32(0)..<128 where slowContains(v) {
            if v < 64 { ascii.0 |= 1 << UInt64(v) } else { ascii.1 |= 1 << UInt64(v - 64) }
        }
    }

    func contains(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        if v < 64 { return ascii.0 & (1 << UInt64(v)) != 0 }
        if v < 128 { return ascii.1 & (1 << UInt64(v - 64)) != 0 }
        return slowContains(v)
    }

    private func slowContains(_ v: UInt32) -> Bool {
        guard let s = Unicode.Scalar(v) else { return false }
        var low = 0, high = ranges.count
        while low < high {
            let mid = (low + high) / 2
            if ranges[mid].upperBound < v { low = mid + 1 } else { high = mid }
        }
        let hit = (low < ranges.count && ranges[low].contains(v)) || escapes.contains { $0.contains(s, flavor) }
        return hit != negated
    }

    /// Sorted, overlapping and touching ranges joined.
    private static func merged(_ ranges: [ClosedRange<UInt32>]) -> [ClosedRange<UInt32>] {
        var result: [ClosedRange<UInt32>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = result.last, range.lowerBound <= last.upperBound &+ 1 {
                result[result.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }
}
