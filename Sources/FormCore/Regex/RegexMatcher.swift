/// Runs a `RegexProgram` over a text without backtracking (Thompson's simulation, a Pike VM
/// without captures): it walks the text's Unicode scalars once, keeping the set of instructions
/// alive at the current position, each at most once. Lookarounds are decided by `RegexLookTables`,
/// one more such pass per lookaround.
///
/// **Bound.** With `n` instructions and `L` scalars, each of the `L + 1` positions follows each
/// instruction's ε-moves at most once (`RegexThreadList` refuses a second visit; a `split` pushes
/// two successors, `jump`, `assert` and `look` one) and steps each consuming thread once, so the
/// work — counted in `steps` — is at most `4n + 1` per position: O(n × L) time and O(n) memory
/// for every pattern and every text. A pattern with `k` lookarounds adds one pass per lookaround
/// over the whole text (its body's `m` instructions: at most `(4m + 1)(L + 1)` steps) and `k × (L + 1)`
/// bits: with `n` counting every body's instructions too, at most `(4n + 1 + k)(L + 1)` steps,
/// still linear in pattern × text. No pattern can make formrun freeze.
struct RegexMatcher {
    /// The instructions run so far (pushed successors popped, threads stepped).
    private(set) var steps = 0
    private let whole: Bool
    /// Walking the text from its end to its start (a lookahead's reversed body).
    private let backward: Bool
    private let flavor: RegexFlavor
    private let code: UnsafeBufferPointer<RegexProgram.Instruction>
    private let sets: UnsafeBufferPointer<RegexScalarSet>
    private let stack: UnsafeMutablePointer<Int32>
    /// The lookarounds' answers, when the program has any.
    private let looks: RegexLookTables?
    /// Where `match` is reached, one bit per position, instead of stopping at the first match
    /// (a lookaround's pass).
    private let record: UnsafeMutablePointer<UInt64>?
    private var matched = false

    private init(_ program: RegexProgram, whole: Bool, backward: Bool, code: UnsafeBufferPointer<RegexProgram.Instruction>,
                 sets: UnsafeBufferPointer<RegexScalarSet>, stack: UnsafeMutablePointer<Int32>,
                 looks: RegexLookTables?, record: UnsafeMutablePointer<UInt64>?) {
        self.whole = whole
        self.backward = backward
        self.flavor = program.flavor
        self.code = code
        self.sets = sets
        self.stack = stack
        self.looks = looks
        self.record = record
    }

    /// Whether `text` matches `program` (the whole text, or anywhere in it), and the steps taken.
    static func run(_ program: RegexProgram, _ text: String, whole: Bool) -> (matched: Bool, steps: Int) {
        let restart = !whole && !program.anchoredAtStart
        if program.lookarounds.isEmpty {
            var source = text.unicodeScalars.makeIterator()
            return run(program, &source, length: 0, whole: whole, restart: restart, looks: nil, record: nil)
        }
        let scalars = Array(text.unicodeScalars)
        let looks = RegexLookTables(program, scalars)
        var source = scalars.makeIterator()
        let (matched, steps) = run(program, &source, length: scalars.count, whole: whole, restart: restart,
                                   looks: looks, record: nil)
        return (matched, steps + looks.steps)
    }

    /// One pass of `program` over the scalars `source` gives, from the end of a text of `length`
    /// scalars to its start when `backward` (a lookahead's reversed body, `RegexLookTables`).
    static func run<Source: IteratorProtocol<Unicode.Scalar>>(
        _ program: RegexProgram, _ source: inout Source, length: Int, whole: Bool, restart: Bool,
        backward: Bool = false, looks: RegexLookTables?, record: UnsafeMutablePointer<UInt64>?
    ) -> (matched: Bool, steps: Int) {
        let n = program.instructions.count
        // Two thread lists (dense and sparse halves) and a stack of at most 2n + 1 successors.
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: 6 * n + 2) { memory in
            memory.initialize(repeating: 0)
            guard let base = memory.baseAddress else { return (false, 0) }
            return program.instructions.withUnsafeBufferPointer { code in
                program.sets.withUnsafeBufferPointer { sets in
                    var matcher = RegexMatcher(program, whole: whole, backward: backward, code: code, sets: sets,
                                               stack: base + 4 * n, looks: looks, record: record)
                    var current = RegexThreadList(dense: base, sparse: base + n)
                    var next = RegexThreadList(dense: base + 2 * n, sparse: base + 3 * n)
                    let matched = matcher.scan(&source, length: length, &current, &next, restart: restart)
                    return (matched, matcher.steps)
                }
            }
        }
    }

    private mutating func scan<Source: IteratorProtocol<Unicode.Scalar>>(
        _ scalars: inout Source, length: Int, _ current: inout RegexThreadList, _ next: inout RegexThreadList, restart: Bool
    ) -> Bool {
        var position = backward ? length : 0
        var here = scalars.next()
        follow(0, into: &current, previous: nil, here: here, at: position)
        while !matched, let scalar = here {
            if current.count == 0 && !restart { return false }
            let after = scalars.next()
            position += backward ? -1 : 1
            next.removeAll()
            for i in 0..<current.count {
                let pc = current[i]
                steps += 1
                let hit: Bool
                switch code[pc] {
                case .scalar(let value): hit = value == scalar.value
                case .any: hit = !RegexFlavor.isLineTerminator(scalar)
                case .set(let index): hit = sets[index].contains(scalar)
                case .split, .jump, .assert, .look, .match: hit = false
                }
                if hit { follow(pc + 1, into: &next, previous: scalar, here: after, at: position) }
            }
            if restart { follow(0, into: &next, previous: scalar, here: after, at: position) }
            swap(&current, &next)
            here = after
        }
        return matched
    }

    /// Adds `start` and everything its ε-moves reach at `position`, between the scalar just
    /// walked over (`previous`) and the next one (`here`; nil: a text end). Reaching `match`
    /// where a match may end sets `matched` (or the position's bit in `record`).
    private mutating func follow(_ start: Int, into list: inout RegexThreadList, previous: Unicode.Scalar?,
                                 here: Unicode.Scalar?, at position: Int) {
        var top = 0
        stack[top] = Int32(truncatingIfNeeded: start)
        top += 1
        while top > 0 {
            top -= 1
            let pc = Int(stack[top])
            steps += 1
            if list.contains(pc) { continue }
            list.insert(pc)
            switch code[pc] {
            case .jump(let target):
                stack[top] = Int32(truncatingIfNeeded: target)
                top += 1
            case .split(let first, let second):
                stack[top] = Int32(truncatingIfNeeded: second)
                stack[top + 1] = Int32(truncatingIfNeeded: first)
                top += 2
            case .assert(let assertion):
                let holds = backward ? self.holds(assertion, before: here, after: previous)
                    : self.holds(assertion, before: previous, after: here)
                if holds {
                    stack[top] = Int32(truncatingIfNeeded: pc + 1)
                    top += 1
                }
            case .look(let index):
                if looks?.holds(index, at: position) == true {
                    stack[top] = Int32(truncatingIfNeeded: pc + 1)
                    top += 1
                }
            case .match:
                if let record {
                    record[position >> 6] |= 1 << UInt64(position & 63)
                } else if !whole || here == nil {
                    matched = true
                }
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
            let boundary = (before.map(flavor.isWord) ?? false) != (after.map(flavor.isWord) ?? false)
            return boundary == (assertion == .wordBoundary)
        }
    }
}
