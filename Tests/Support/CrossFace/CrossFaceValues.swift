import FormDiff

/// A generated values file for a `CrossFaceForm`: a tree with a value for some rows at every
/// depth (sub-forms as objects, lists as arrays, keyed lists as objects), and, in about half
/// the cases, values that break a rule at random depths.
public struct CrossFaceValues: Sendable {
    /// The values file's JSON text.
    public var text: String
    /// The rules broken on purpose, once a value, with the top-level row each is under: every
    /// face must refuse when one is in a row that shows.
    public var brokenAt: [(tag: String, rule: CrossFaceRule)]
    /// The top level's members in order: the row's tag, the value's JSON text, the rule it breaks.
    public var members: [(tag: String, value: String, breaks: CrossFaceRule?)]

    /// The values file without the members tagged `left`.
    public func text(leaving left: Set<String>) -> String {
        "{" + members.filter { !left.contains($0.tag) }.map { "\"\($0.tag)\": \($0.value)" }.joined(separator: ", ") + "}"
    }
}

public enum CrossFaceValueGenerator {
    public static func values(for form: CrossFaceForm, _ random: inout SplitMix64) -> CrossFaceValues {
        var broken: [CrossFaceRule] = []
        let breakPercent = random.chance(50) ? 0 : 5 + random.below(20)
        var members: [(tag: String, value: String, breaks: CrossFaceRule?)] = []
        var brokenAt: [(tag: String, rule: CrossFaceRule)] = []
        for row in form.rows where !row.carriesNoValue && (row.minItems != nil || random.chance(75)) {
            let before = broken.count
            guard let value = value(row, &random, breakPercent: breakPercent, broken: &broken) else { continue }
            members.append((row.tag, value, broken.count > before ? broken[before] : nil))
            brokenAt += broken[before...].map { (row.tag, $0) }
        }
        let text = "{" + members.map { "\"\($0.tag)\": \($0.value)" }.joined(separator: ", ") + "}"
        return CrossFaceValues(text: text, brokenAt: brokenAt, members: members)
    }

    /// A list with `minItems` is always given, with enough items: piped plain mode asks to add
    /// the missing items (Enter means yes) where the other faces refuse, a question and not a
    /// disagreement, so the values never leave a list short.
    static func object(_ rows: [CrossFaceRow], _ random: inout SplitMix64, breakPercent: Int, broken: inout [CrossFaceRule]) -> String {
        var members: [String] = []
        for row in rows where !row.carriesNoValue && (row.minItems != nil || random.chance(75)) {
            guard let value = value(row, &random, breakPercent: breakPercent, broken: &broken) else { continue }
            members.append("\"\(row.tag)\": \(value)")
        }
        return "{" + members.joined(separator: ", ") + "}"
    }

    static func value(_ row: CrossFaceRow, _ random: inout SplitMix64, breakPercent: Int, broken: inout [CrossFaceRule]) -> String? {
        if !row.invalid.isEmpty, random.chance(breakPercent) {
            let pick = row.invalid[random.below(row.invalid.count)]
            broken.append(pick.rule)
            return pick.value
        }
        switch row.type {
        case .form:
            return object(row.children, &random, breakPercent: breakPercent, broken: &broken)
        case .list:
            var count = random.below(4)
            if let max = row.maxItems, count > max, !random.chance(breakPercent) { count = max }
            if let min = row.minItems, count < min { count = min }
            if let max = row.maxItems, count > max { broken.append(.maxItems) }
            let items = (0..<count).map { _ in object(row.children, &random, breakPercent: breakPercent, broken: &broken) }
            if row.keyed {
                return "{" + items.enumerated().map { "\"item\($0.offset)\": \($0.element)" }.joined(separator: ", ") + "}"
            }
            return "[" + items.joined(separator: ", ") + "]"
        default:
            return row.valid.isEmpty ? nil : row.valid[random.below(row.valid.count)]
        }
    }
}
