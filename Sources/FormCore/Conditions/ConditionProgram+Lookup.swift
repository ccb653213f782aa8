/// Looking up: a condition's constant value, or its compiled expression.
extension ConditionProgram {
    /// Conditions given as `true` / `false` (rows, sections and the form have `false` by default).
    /// Built on each access from a compact store; `constant(_:)` looks one up.
    public var constants: [ConditionKey: Bool] {
        var all = ownerConstants
        for (tag, index) in rowIndex {
            for kind in ConditionKind.allCases {
                if let value = rowConstants[index].value(kind) { all[ConditionKey(.row(tag), kind)] = value }
            }
        }
        return all
    }

    /// The constant value of a condition, nil when it is an expression or unknown.
    public func constant(_ key: ConditionKey) -> Bool? {
        if case .row(let tag) = key.owner {
            guard let index = rowIndex[tag] else { return nil }
            return rowConstants[index].value(key.kind)
        }
        return ownerConstants[key]
    }

    /// The compiled condition, if it is an expression.
    public func expression(_ owner: ConditionOwner, _ kind: ConditionKind) -> Compiled? {
        expressions[ConditionKey(owner, kind)]
    }
}
