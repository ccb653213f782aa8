/// The comparison operators, each binding tighter than `!`, `&&` and `||`.
package enum ComparisonOperator: String, Equatable, Sendable, CaseIterable {
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessEqual = "<="
    case greater = ">"
    case greaterEqual = ">="
    case contains
    case `in`
}

/// The functions a condition may call.
package enum ConditionFunction: String, Equatable, Sendable, CaseIterable {
    case empty, len, today

    /// How many arguments the function takes.
    package var arity: Int {
        switch self {
        case .empty, .len: return 1
        case .today: return 0
        }
    }
}

/// A parsed condition expression.
package indirect enum ConditionExpr: Equatable, Sendable, CustomStringConvertible {
    case literal(Value)
    /// `$tag`; `offset` is where its `$` stands in the expression.
    case tag(String, offset: Int)
    case list([ConditionExpr])
    case not(ConditionExpr)
    case and(ConditionExpr, ConditionExpr)
    case or(ConditionExpr, ConditionExpr)
    case compare(ComparisonOperator, ConditionExpr, ConditionExpr)
    case call(ConditionFunction, [ConditionExpr])

    /// Every `$tag` the expression reads, in source order (repeats included), with its offset.
    package var references: [(tag: String, offset: Int)] {
        var found: [(tag: String, offset: Int)] = []
        collectReferences(into: &found)
        return found
    }

    /// The set of tags the expression reads.
    package var tags: Set<String> { Set(references.map(\.tag)) }

    private func collectReferences(into found: inout [(tag: String, offset: Int)]) {
        switch self {
        case .literal: break
        case .tag(let name, let offset): found.append((name, offset))
        case .list(let items), .call(_, let items): items.forEach { $0.collectReferences(into: &found) }
        case .not(let operand): operand.collectReferences(into: &found)
        case .and(let l, let r), .or(let l, let r), .compare(_, let l, let r):
            l.collectReferences(into: &found)
            r.collectReferences(into: &found)
        }
    }

    /// A fully parenthesised prefix form, e.g. `(or (and $a $b) (not $c))`: shows the tree's shape.
    package var description: String {
        switch self {
        case .literal(let value): return ConditionExpr.describe(value)
        case .tag(let name, _): return "$\(name)"
        case .list(let items): return "[" + items.map(\.description).joined(separator: " ") + "]"
        case .not(let operand): return "(not \(operand))"
        case .and(let l, let r): return "(and \(l) \(r))"
        case .or(let l, let r): return "(or \(l) \(r))"
        case .compare(let op, let l, let r): return "(\(op.rawValue) \(l) \(r))"
        case .call(let function, let args):
            return "(\(function.rawValue)" + args.map { " \($0)" }.joined() + ")"
        }
    }

    static func describe(_ value: Value) -> String {
        switch value {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n):
            return NumberText.format(n)
        case .string(let s): return "'\(s)'"
        case .list(let items): return "[" + items.map(describe).joined(separator: " ") + "]"
        case .object, .unparsed: return value.compactJSON
        }
    }
}
