/// The rules of a row as data: its type's (`RowTypeUnit`), its `maxLength`, then its declared
/// validators, in the order the checker judges them. `required` and checks attached in code are
/// added by the checker, which knows whether the row is required now and what code it carries.
extension RowTypeUnit {
    /// Every rule `row` declares, in the order they are judged.
    package func rules(of row: Row) -> [Rule] {
        var rules = typeRules(row)
        if let limit = row.maxLength { rules.append(.maxLength(limit)) }
        rules += row.validators.map(Rule.validator)
        return rules
    }
}

extension Rule {
    /// A number row's `min`/`max` (none when it has neither).
    static func bounds(of row: Row) -> [Rule] {
        let low = row.min?.numberValue, high = row.max?.numberValue
        return low == nil && high == nil ? [] : [.range(min: low, max: high)]
    }

    /// A stepper's grid: `step` (1 when not given) counted from `min`, else 0.
    static func step(of row: Row) -> [Rule] {
        [.step(row.step ?? 1, from: row.min?.numberValue ?? 0)]
    }

    /// A date or time row's `min`/`max`, as written (`today` included).
    static func dateBounds(of row: Row, _ kind: TemporalKind) -> [Rule] {
        [.dateRange(kind, min: row.min?.stringValue, max: row.max?.stringValue)]
    }

    /// A list's (or tokens row's) `minItems`/`maxItems`.
    static func itemCount(of row: Row) -> [Rule] {
        row.minItems == nil && row.maxItems == nil ? [] : [.itemCount(min: row.minItems, max: row.maxItems)]
    }
}
