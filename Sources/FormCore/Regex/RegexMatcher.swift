/// Runs a `RegexProgram` over a text without backtracking (Thompson's simulation, a Pike VM
/// without captures): it walks the text's Unicode scalars once, keeping the set of instructions
/// alive at the current position, each at most once.
///
/// **Bound.** With `n` instructions and `L` scalars, each of the `L + 1` positions follows each
/// instruction's ε-moves at most once (`RegexThreadList` refuses a second visit; a `split` pushes
/// two successors, `jump` and `assert` one) and steps each consuming thread once, so the work —
/// counted in `steps` — is at most `4n + 1` per position: O(n × L) time and O(n) memory for every
/// pattern and every text. No pattern can make formrun freeze.
struct RegexMatcher {
    let program: RegexProgram
    /// Whether the match must span the whole text (else: anywhere in it).
    let whole: Bool
    /// The instructions run so far (pushed successors popped, threads stepped).
    private(set) var steps = 0

    private var stack: [Int] = []
    private var matched = false

    init(program: RegexProgram, whole: Bool) {
        self.program = program
        self.whole = whole
    }

    /// Whether `text` matches.
    mutating func run(_ text: String) -> Bool {
        var current = RegexThreadList(capacity: program.instructions.count)
        var next = current
        var scalars = text.unicodeScalars.makeIterator()
        var here = scalars.next()
        follow(0, into: &current, before: nil, after: here)
        let restart = !whole && !program.anchoredAtStart
        while !matched, let scalar = here {
            if current.count == 0 && !restart { return false }
            let after = scalars.next()
            next.removeAll()
            for i in 0..<current.count {
                let pc = current[i]
                steps += 1
                let hit: Bool
                switch program.instructions[pc] {
                case .scalar(let value): hit = value == scalar.value
                case .any: hit = !RegexFlavor.isLineTerminator(scalar)
                case .set(let index): hit = program.sets[index].contains(scalar)
                case .split, .jump, .assert, .match: hit = false
                }
                if hit { follow(pc + 1, into: &next, before: scalar, after: after) }
            }
            if restart { follow(0, into: &next, before: scalar, after: after) }
            swap(&current, &next)
            here = after
        }
        return matched
    }

    /// Adds `start` and everything its ε-moves reach at the position between `before` and
    /// `after` (nil: a text end). Reaching `match` where a match may end sets `matched`.
    private mutating func follow(_ start: Int, into list: inout RegexThreadList, before: Unicode.Scalar?,
                                 after: Unicode.Scalar?) {
        stack.append(start)
        while let pc = stack.popLast() {
            steps += 1
            if list.contains(pc) { continue }
            list.insert(pc)
            switch program.instructions[pc] {
            case .jump(let target):
                stack.append(target)
            case .split(let first, let second):
                stack.append(second)
                stack.append(first)
            case .assert(let assertion):
                if holds(assertion, before: before, after: after) { stack.append(pc + 1) }
            case .match:
                if !whole || after == nil { matched = true }
            case .scalar, .any, .set:
                break
            }
        }
    }

    private func holds(_ assertion: RegexAssertion, before: Unicode.Scalar?, after: Unicode.Scalar?) -> Bool {
        switch assertion {
        case .start: return before == nil
        case .end: return after == nil
        case .wordBoundary, .notWordBoundary:
            let flavor = program.flavor
            let boundary = (before.map(flavor.isWord) ?? false) != (after.map(flavor.isWord) ?? false)
            return boundary == (assertion == .wordBoundary)
        }
    }
}
