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
    /// The instructions run so far (pushed successors popped, threads stepped).
    private(set) var steps = 0
    private let whole: Bool
    private let flavor: RegexFlavor
    private let code: UnsafeBufferPointer<RegexProgram.Instruction>
    private let sets: UnsafeBufferPointer<RegexScalarSet>
    private let stack: UnsafeMutablePointer<Int32>
    private var matched = false

    private init(whole: Bool, flavor: RegexFlavor, code: UnsafeBufferPointer<RegexProgram.Instruction>,
                 sets: UnsafeBufferPointer<RegexScalarSet>, stack: UnsafeMutablePointer<Int32>) {
        self.whole = whole
        self.flavor = flavor
        self.code = code
        self.sets = sets
        self.stack = stack
    }

    /// Whether `text` matches `program` (the whole text, or anywhere in it), and the steps taken.
    static func run(_ program: RegexProgram, _ text: String, whole: Bool) -> (matched: Bool, steps: Int) {
        let n = program.instructions.count
        // Two thread lists (dense and sparse halves) and a stack of at most 2n + 1 successors.
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: 6 * n + 2) { memory in
            memory.initialize(repeating: 0)
            guard let base = memory.baseAddress else { return (false, 0) }
            return program.instructions.withUnsafeBufferPointer { code in
                program.sets.withUnsafeBufferPointer { sets in
                    var matcher = RegexMatcher(whole: whole, flavor: program.flavor, code: code, sets: sets,
                                               stack: base + 4 * n)
                    var current = RegexThreadList(dense: base, sparse: base + n)
                    var next = RegexThreadList(dense: base + 2 * n, sparse: base + 3 * n)
                    let matched = matcher.scan(text, &current, &next, restart: !whole && !program.anchoredAtStart)
                    return (matched, matcher.steps)
                }
            }
        }
    }

    private mutating func scan(_ text: String, _ current: inout RegexThreadList, _ next: inout RegexThreadList,
                               restart: Bool) -> Bool {
        var scalars = text.unicodeScalars.makeIterator()
        var here = scalars.next()
        follow(0, into: &current, before: nil, after: here)
        while !matched, let scalar = here {
            if current.count == 0 && !restart { return false }
            let after = scalars.next()
            next.removeAll()
            for i in 0..<current.count {
                let pc = current[i]
                steps += 1
                let hit: Bool
                switch code[pc] {
                case .scalar(let value): hit = value == scalar.value
                case .any: hit = !RegexFlavor.isLineTerminator(scalar)
                case .set(let index): hit = sets[index].contains(scalar)
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
                if holds(assertion, before: before, after: after) {
                    stack[top] = Int32(truncatingIfNeeded: pc + 1)
                    top += 1
                }
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
            let boundary = (before.map(flavor.isWord) ?? false) != (after.map(flavor.isWord) ?? false)
            return boundary == (assertion == .wordBoundary)
        }
    }
}
