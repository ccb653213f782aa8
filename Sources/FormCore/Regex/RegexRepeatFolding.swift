/// Rewrites counted repetitions into smaller ones that match the same texts, before compiling:
/// `{m,n}` copies its body, and a match costs the program's size for every character, so
/// `(.*){1,1000}b` would cost a thousand times `.*b` for nothing. The rewrites hold for languages
/// (the matcher only answers match or no match, without captures):
///
/// - `(Y{a,}){m,n}` (a body that repeats without end: `Y*`, `Y+`) is `Y{a·m,}` when `m ≥ 1`
///   (one copy takes every extra `Y`), and `Y*` when `m = 0` and `a ≤ 1`;
/// - `(X){m,n}` with `X` matching the empty string is `X{n}` (each missing copy can match empty),
///   and `(X){m,}` is `X*`;
/// - `e{0}` (`{0}`, `{0,0}`) is the empty pattern;
/// - in a concatenation, `Y*` right after an equal `Y*` is dropped (`.*.*` is `.*`).
///
/// Bodies holding a lookaround are kept as written: their numbering is the pattern's.
enum RegexRepeatFolding {
    static func folded(_ node: RegexNode) -> RegexNode {
        switch node {
        case .empty, .scalar, .any, .set, .assertion, .lookaround: return node
        case .group(let inner, let kind): return .group(folded(inner), kind)
        case .alternation(let branches): return .alternation(branches.map(folded))
        case .concat(let items):
            var kept: [RegexNode] = []
            for item in items.map(folded) {
                if let last = kept.last, let star = starBody(last), starBody(item) == star { continue }
                kept.append(item)
            }
            return .concat(kept)
        case .repetition(let inner, let low, let high, let offset):
            let body = folded(inner)
            guard !holdsLookaround(body) else { return .repetition(body, min: low, max: high, offset: offset) }
            return repeated(body, low, high, offset)
        }
    }

    private static func repeated(_ body: RegexNode, _ low: Int, _ high: Int?, _ offset: Int) -> RegexNode {
        if high == 0 { return .empty }
        if case .repetition(let y, let a, nil, _) = unwrapped(body) {
            if low == 0 {
                return a <= 1 ? .repetition(y, min: 0, max: nil, offset: offset) : .repetition(body, min: 0, max: 1, offset: offset)
            }
            let (count, overflow) = a.multipliedReportingOverflow(by: low)
            if !overflow { return .repetition(y, min: count, max: nil, offset: offset) }
        }
        if nullable(body) {
            guard let high else { return .repetition(body, min: 0, max: nil, offset: offset) }
            return high == 1 ? body : .repetition(body, min: high, max: high, offset: offset)
        }
        return .repetition(body, min: low, max: high, offset: offset)
    }

    /// Whether `node` matches the empty text (anywhere; an assertion is taken as not).
    static func nullable(_ node: RegexNode) -> Bool {
        switch node {
        case .empty: return true
        case .scalar, .any, .set, .assertion, .lookaround: return false
        case .group(let inner, _): return nullable(inner)
        case .concat(let items): return items.allSatisfy(nullable)
        case .alternation(let branches): return branches.contains(where: nullable)
        case .repetition(let inner, let low, _, _): return low == 0 || nullable(inner)
        }
    }

    private static func unwrapped(_ node: RegexNode) -> RegexNode {
        if case .group(let inner, _) = node { return unwrapped(inner) }
        return node
    }

    /// `Y` of `Y*` (groups around it ignored).
    private static func starBody(_ node: RegexNode) -> RegexNode? {
        if case .repetition(let body, 0, nil, _) = unwrapped(node) { return body }
        return nil
    }

    private static func holdsLookaround(_ node: RegexNode) -> Bool {
        switch node {
        case .empty, .scalar, .any, .set, .assertion: return false
        case .lookaround: return true
        case .group(let inner, _), .repetition(let inner, _, _, _): return holdsLookaround(inner)
        case .concat(let items), .alternation(let items): return items.contains(where: holdsLookaround)
        }
    }
}
