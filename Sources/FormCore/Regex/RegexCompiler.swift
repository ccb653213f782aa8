/// Compiles a `RegexNode` into a `RegexProgram` (Thompson's construction), once its counted
/// repetitions are folded (`RegexRepeatFolding`: `(.*){1,1000}` is `.*`). `{n,m}` is expanded
/// into copies, so the program's size is measured first, without building anything: a pattern
/// whose program would exceed `instructionLimit` is refused at the quantifier that makes it so.
/// A lookaround becomes one `look` instruction, its body a program of its own (compiled once,
/// however many copies of it `{n,m}` makes); the limit counts them all.
struct RegexCompiler {
    /// The most instructions a program may hold.
    static let instructionLimit = 100_000

    private var instructions: [RegexProgram.Instruction] = []
    private var sets: [RegexScalarSet] = []
    private let flavor: RegexFlavor
    /// Concatenations emitted last to first (a lookahead's body, run backwards).
    private let reversed: Bool

    private init(flavor: RegexFlavor, reversed: Bool) {
        self.flavor = flavor
        self.reversed = reversed
    }

    /// `folding` false compiles the repetitions as written (tests compare the two).
    static func compile(_ written: RegexNode, flavor: RegexFlavor, folding: Bool = true) throws(RegexError) -> RegexProgram {
        let node = folding ? RegexRepeatFolding.folded(written) : written
        var bodies: [Int: (RegexNode, RegexLook)] = [:]
        collectLookarounds(in: node, into: &bodies)
        var size = try Self.size(of: node) + 1
        for (body, _) in bodies.values { size = min(size + (try Self.size(of: body)) + 1, instructionLimit + 1) }
        if size > instructionLimit { throw RegexError(offset: 0, kind: .tooLarge(limit: instructionLimit)) }
        var program = Self.program(node, flavor: flavor, reversed: false)
        program.lookarounds = bodies.keys.sorted().compactMap { index in
            bodies[index].map { body, look in
                RegexLookaround(body: Self.program(body, flavor: flavor, reversed: !look.behind), look: look)
            }
        }
        return program
    }

    private static func program(_ node: RegexNode, flavor: RegexFlavor, reversed: Bool) -> RegexProgram {
        var compiler = RegexCompiler(flavor: flavor, reversed: reversed)
        compiler.emit(node)
        compiler.instructions.append(.match)
        return RegexProgram(instructions: compiler.instructions, sets: compiler.sets, flavor: flavor,
                            anchoredAtStart: !reversed && startsAnchored(node))
    }

    /// Every lookaround of `node` (nested ones too) by number, with its body.
    private static func collectLookarounds(in node: RegexNode, into bodies: inout [Int: (RegexNode, RegexLook)]) {
        switch node {
        case .empty, .scalar, .any, .set, .assertion: break
        case .group(let inner, _), .repetition(let inner, _, _, _): collectLookarounds(in: inner, into: &bodies)
        case .concat(let items), .alternation(let items):
            for item in items { collectLookarounds(in: item, into: &bodies) }
        case .lookaround(let inner, let look):
            collectLookarounds(in: inner, into: &bodies)
            bodies[look.index] = (inner, look)
        }
    }

    /// The instructions `emit` writes for `node`, capped just above the limit; throws at the
    /// first repetition (innermost first) that passes it.
    private static func size(of node: RegexNode) throws(RegexError) -> Int {
        let cap = instructionLimit + 1
        switch node {
        case .empty: return 0
        case .scalar, .any, .set, .assertion, .lookaround: return 1
        case .group(let inner, _): return try size(of: inner)
        case .concat(let items):
            var total = 0
            for item in items { total = min(total + (try size(of: item)), cap) }
            return total
        case .alternation(let branches):
            var total = 2 * (branches.count - 1)
            for branch in branches { total = min(total + (try size(of: branch)), cap) }
            return total
        case .repetition(let inner, let low, let high, let offset):
            let one = try size(of: inner)
            let total: Int
            if let high {
                total = low * one + (high - low) * (one + 1)
            } else {
                total = low == 0 ? one + 2 : low * one + 1
            }
            if total > instructionLimit { throw RegexError(offset: offset, kind: .tooLarge(limit: instructionLimit)) }
            return total
        }
    }

    /// Whether every match of `node` must start at the text's start.
    private static func startsAnchored(_ node: RegexNode) -> Bool {
        switch node {
        case .assertion(.start): return true
        case .concat(let items): return items.first.map(startsAnchored) ?? false
        case .group(let inner, _): return startsAnchored(inner)
        case .alternation(let branches): return branches.allSatisfy(startsAnchored)
        default: return false
        }
    }

    private mutating func emit(_ node: RegexNode) {
        switch node {
        case .empty: break
        case .scalar(let s): instructions.append(.scalar(s.value))
        case .any: instructions.append(.any)
        case .set(let set):
            sets.append(RegexScalarSet(set, flavor: flavor))
            instructions.append(.set(sets.count - 1))
        case .assertion(let a): instructions.append(.assert(a))
        case .lookaround(_, let look): instructions.append(.look(look.index))
        case .group(let inner, _): emit(inner)
        case .concat(let items): for item in reversed ? items.reversed() : items { emit(item) }
        case .alternation(let branches): emitAlternation(branches)
        case .repetition(let inner, let low, let high, _): emitRepetition(inner, low, high)
        }
    }

    /// `split L1, L2; L1: first; jump END; L2: split …; last; END:` (iterative: thousands of
    /// alternatives must not recurse).
    private mutating func emitAlternation(_ branches: [RegexNode]) {
        var jumps: [Int] = []
        for branch in branches.dropLast() {
            let split = placeholder()
            emit(branch)
            jumps.append(placeholder())
            instructions[split] = .split(split + 1, instructions.count)
        }
        if let last = branches.last { emit(last) }
        for jump in jumps { instructions[jump] = .jump(instructions.count) }
    }

    /// `low` copies, then `*` (`e+` as `L: e; split L, OUT` when there was a copy) or
    /// `high - low` optional copies (`split NEXT, OUT_i; e`).
    private mutating func emitRepetition(_ inner: RegexNode, _ low: Int, _ high: Int?) {
        guard let high else {
            if low == 0 {
                let split = placeholder()
                emit(inner)
                instructions.append(.jump(split))
                instructions[split] = .split(split + 1, instructions.count)
            } else {
                for _ in 0..<(low - 1) { emit(inner) }
                let start = instructions.count
                emit(inner)
                instructions.append(.split(start, instructions.count + 1))
            }
            return
        }
        for _ in 0..<low { emit(inner) }
        for _ in low..<high {
            let split = placeholder()
            emit(inner)
            instructions[split] = .split(split + 1, instructions.count)
        }
    }

    /// A slot filled in once its targets are known.
    private mutating func placeholder() -> Int {
        instructions.append(.match)
        return instructions.count - 1
    }
}
