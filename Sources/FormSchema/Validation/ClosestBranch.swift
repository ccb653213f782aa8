import FormJSON

/// What a failed `oneOf`/`anyOf` says: the branch the value comes closest to, and what it lacks.
///
/// A branch is farther the more it rules the value out by kind: one whose `type` the value is not
/// of is farthest, then one whose `const`/`enum` refuses the value or one of its members (a
/// discriminator), then the rest by how many failures they find. When every branch is ruled out
/// by type (or every one by value) the failure names all the types (or values) allowed. When the
/// closest branch only lacks members or has members it does not allow, the failure names what it
/// needs, with every other branch that differs from the value only by members ("Needs `runs-on`,
/// or `uses` without `steps`"). Otherwise the closest branch's own failures are told.
struct ClosestBranch {
    /// The failures of each branch, tried in order.
    let branches: [ArraySlice<SchemaEvaluation.Finding>]
    /// Where the `oneOf`/`anyOf` applies.
    let path: String

    /// How far a branch is: (ruled out by type, by value, failure count).
    private func distance(_ findings: ArraySlice<SchemaEvaluation.Finding>) -> (Int, Int) {
        var kind = 0
        for finding in findings {
            switch finding.problem {
            case .type where finding.path == path: kind = max(kind, 2)
            case .notOneOf, .notExactly:
                if finding.path == path || isMember(finding.path) { kind = max(kind, 1) }
            default: break
            }
        }
        return (kind, findings.count)
    }

    /// Whether `pointer` is a member or item of the value at `path`.
    private func isMember(_ pointer: String) -> Bool {
        pointer.hasPrefix(path + "/") && !pointer.dropFirst(path.count + 1).contains("/")
    }

    /// The index of the closest branch (the first of equals).
    var closest: Int {
        var best = 0
        for index in branches.indices where distance(branches[index]) < distance(branches[best]) { best = index }
        return best
    }

    /// The one problem to tell at `path` when it says more than the closest branch's failures:
    /// the types or values allowed, or the members needed; nil otherwise.
    var summary: SchemaProblem? {
        if let types = allRuledOutByType() { return .type(types) }
        if let values = allRuledOutByValue() { return .notOneOf(values) }
        guard let nearest = keyChange(branches[closest]), !nearest.missing.isEmpty else { return nil }
        var alternatives = [nearest]
        for (index, findings) in branches.enumerated() where index != closest {
            if let change = keyChange(findings), !change.missing.isEmpty, !alternatives.contains(change) {
                alternatives.append(change)
            }
        }
        return .needs(alternatives)
    }

    /// What `findings` ask to add and take away, when that is all they ask at `path`.
    private func keyChange(_ findings: ArraySlice<SchemaEvaluation.Finding>) -> SchemaProblem.KeyChange? {
        var change = SchemaProblem.KeyChange(missing: [], extra: [])
        for finding in findings {
            guard finding.path == path else { return nil }
            switch finding.problem {
            case .missing(let name): if !change.missing.contains(name) { change.missing.append(name) }
            case .notAllowed(let name): if !change.extra.contains(name) { change.extra.append(name) }
            default: return nil
            }
        }
        return change
    }

    /// Every type the branches allow, when each branch refuses the value by its type.
    private func allRuledOutByType() -> [String]? {
        var names: [String] = []
        for findings in branches {
            let types = findings.compactMap { finding -> [String]? in
                guard finding.path == path, case .type(let names) = finding.problem else { return nil }
                return names
            }
            guard let first = types.first else { return nil }
            for name in first where !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// Every value the branches allow, when each branch is a `const` or `enum` refusing the value.
    private func allRuledOutByValue() -> [JSONNode]? {
        var values: [JSONNode] = []
        for findings in branches {
            guard findings.count == 1, let finding = findings.first, finding.path == path else { return nil }
            switch finding.problem {
            case .notExactly(let value): values.append(value)
            case .notOneOf(let allowed): values += allowed
            default: return nil
            }
        }
        return values
    }
}
