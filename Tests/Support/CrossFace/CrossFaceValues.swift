import FormDiff

/// A generated values file for a `CrossFaceForm`: a tree with a value for some rows at every
/// depth (sub-forms as objects, lists as arrays, keyed lists as objects), and, in about half
/// the cases, values that break a rule at random depths.
public struct CrossFaceValues: Sendable {
    /// The values file's JSON text.
    public var text: String
    /// How many values break a rule on purpose (the faces must all refuse when it is not 0, unless
    /// the value sits where no face reads it).
    public var broken: Int
}

public enum CrossFaceValueGenerator {
    public static func values(for form: CrossFaceForm, _ random: inout SplitMix64) -> CrossFaceValues {
        var broken = 0
        let breakPercent = random.chance(50) ? 0 : 5 + random.below(20)
        let text = object(form.rows, &random, breakPercent: breakPercent, broken: &broken)
        return CrossFaceValues(text: text, broken: broken)
    }

    static func object(_ rows: [CrossFaceRow], _ random: inout SplitMix64, breakPercent: Int, broken: inout Int) -> String {
        var members: [String] = []
        for row in rows where !row.carriesNoValue && random.chance(75) {
            guard let value = value(row, &random, breakPercent: breakPercent, broken: &broken) else { continue }
            members.append("\"\(row.tag)\": \(value)")
        }
        return "{" + members.joined(separator: ", ") + "}"
    }

    static func value(_ row: CrossFaceRow, _ random: inout SplitMix64, breakPercent: Int, broken: inout Int) -> String? {
        if !row.invalid.isEmpty, random.chance(breakPercent) {
            broken += 1
            return row.invalid[random.below(row.invalid.count)]
        }
        switch row.type {
        case .form:
            return object(row.children, &random, breakPercent: breakPercent, broken: &broken)
        case .list:
            var count = random.below(4)
            if let max = row.maxItems, count > max, !random.chance(breakPercent) { count = max }
            if let min = row.minItems, count < min, !random.chance(breakPercent) { count = min }
            if let max = row.maxItems, count > max { broken += 1 }
            if let min = row.minItems, count < min { broken += 1 }
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
