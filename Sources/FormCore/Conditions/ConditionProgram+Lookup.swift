/// Looking up: a condition's constant value, or its compiled expression.
extension ConditionProgram {
    /// Conditions given as `true` / `false` (rows, sections and the form have `false` by default).
    /// Built on each access from a compact store; `constant(_:)` looks one up.
    package var constants: [ConditionKey: Bool] {
        var all = ownerConstants
        for (tag, index) in rowIndex {
            for kind in ConditionKind.allCases {
                if let value = rowConstants[index].value(kind) { all[ConditionKey(.row(tag), kind)] = value }
            }
        }
        return all
    }

    /// The constant value of a condition, nil when it is an expression or unknown.
    package func constant(_ key: ConditionKey) -> Bool? {
        if case .row(let tag) = key.owner {
            guard let index = rowIndex[tag] else { return nil }
            return rowConstants[index].value(key.kind)
        }
        return ownerConstants[key]
    }

    /// The number of the row tagged `tag` (its position in `rowTags`; the first row of a tag given
    /// twice), or nil when no row has it.
    package func rowNumber(of tag: String) -> Int? { rowIndex[tag] }

    /// The compiled condition, if it is an expression.
    package func expression(_ owner: ConditionOwner, _ kind: ConditionKind) -> Compiled? {
        expressions[ConditionKey(owner, kind)]
    }
}

/// The section tag of each row tag, as `program.sectionOfRow[tag]` asks it.
package struct SectionOfRow: Sendable {
    let program: ConditionProgram

    package subscript(tag: String) -> String? {
        program.rowIndex[tag].map { program.sectionTags[program.rowSection[$0]] }
    }
}
