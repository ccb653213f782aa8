import FormDiff

/// A generated values file for a `CrossFaceForm`: a tree with a value for some rows at every
/// depth (sub-forms as objects, lists as arrays, keyed lists as objects), and, in about half
/// the cases, values that break a rule at random depths.
package struct CrossFaceValues: Sendable {
    /// The values file's JSON text.
    package var text: String
    /// The rules broken on purpose, once a value, with the top-level row each is under: every
    /// face must refuse when one is in a row that shows.
    package var brokenAt: [(tag: String, rule: CrossFaceRule)]
    /// The top level's members in order: the row's tag, the value's JSON text, the rule it breaks,
    /// and for a sub-form (`form` row) its own members so.
    package var members: [Member]

    package struct Member: Sendable {
        package var tag: String
        package var value: String
        package var breaks: CrossFaceRule?
        package var inner: [Member]?

        package init(tag: String, value: String, breaks: CrossFaceRule?, inner: [Member]? = nil) {
            self.tag = tag
            self.value = value
            self.breaks = breaks
            self.inner = inner
        }
    }

    /// The values file without the members at `left`: `tag` at the top, `tag/child` in a sub-form.
    package func text(leaving left: Set<String>) -> String {
        "{" + members.filter { !left.contains($0.tag) }.map { member in
            guard let inner = member.inner else { return "\"\(member.tag)\": \(member.value)" }
            let kept = inner.filter { !left.contains(member.tag + "/" + $0.tag) }
            return "\"\(member.tag)\": {" + kept.map { "\"\($0.tag)\": \($0.value)" }.joined(separator: ", ") + "}"
        }.joined(separator: ", ") + "}"
    }
}

package enum CrossFaceValueGenerator {
    package static func values(for form: CrossFaceForm, _ random: inout SplitMix64) -> CrossFaceValues {
        var broken: [CrossFaceRule] = []
        let breakPercent = random.chance(50) ? 0 : 5 + random.below(20)
        var brokenAt: [(tag: String, rule: CrossFaceRule)] = []
        var members: [CrossFaceValues.Member] = []
        for row in form.rows where !row.carriesNoValue && (row.minItems != nil || random.chance(75)) {
            let before = broken.count
            if row.type == .form {
                let inner = self.members(row.children, &random, breakPercent: breakPercent, broken: &broken)
                let text = "{" + inner.map { "\"\($0.tag)\": \($0.value)" }.joined(separator: ", ") + "}"
                members.append(CrossFaceValues.Member(tag: row.tag, value: text, breaks: broken.count > before ? broken[before] : nil, inner: inner))
            } else {
                guard let value = value(row, &random, breakPercent: breakPercent, broken: &broken) else { continue }
                members.append(CrossFaceValues.Member(tag: row.tag, value: value, breaks: broken.count > before ? broken[before] : nil))
            }
            brokenAt += broken[before...].map { (row.tag, $0) }
        }
        let text = "{" + members.map { "\"\($0.tag)\": \($0.value)" }.joined(separator: ", ") + "}"
        return CrossFaceValues(text: text, brokenAt: brokenAt, members: members)
    }

    /// The members of an object of `rows`, each with the first rule it breaks (at any depth).
    static func members(_ rows: [CrossFaceRow], _ random: inout SplitMix64, breakPercent: Int,
                        broken: inout [CrossFaceRule]) -> [CrossFaceValues.Member] {
        var members: [CrossFaceValues.Member] = []
        for row in rows where !row.carriesNoValue && (row.minItems != nil || random.chance(75)) {
            let before = broken.count
            guard let value = value(row, &random, breakPercent: breakPercent, broken: &broken) else { continue }
            members.append(CrossFaceValues.Member(tag: row.tag, value: value, breaks: broken.count > before ? broken[before] : nil))
        }
        return members
    }

    /// A list with `minItems` is always given, with enough items: piped plain mode asks to add
    /// the missing items (Enter means yes) where the other faces refuse, a question and not a
    /// disagreement, so the values never leave a list short.
    static func object(_ rows: [CrossFaceRow], _ random: inout SplitMix64, breakPercent: Int, broken: inout [CrossFaceRule]) -> String {
        "{" + members(rows, &random, breakPercent: breakPercent, broken: &broken).map { "\"\($0.tag)\": \($0.value)" }.joined(separator: ", ") + "}"
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
