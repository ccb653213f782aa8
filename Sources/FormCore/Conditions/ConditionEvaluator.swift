#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Evaluates parsed conditions over values. Total: every expression yields a value, whatever
/// the types it meets (a mismatch compares unequal and unordered, it never fails).
package struct ConditionEvaluator: Sendable {
    /// Today's date as `YYYY-MM-DD`; injected so that tests do not depend on the clock.
    package var today: @Sendable () -> String

    package init(today: @escaping @Sendable () -> String = ConditionEvaluator.systemToday) {
        self.today = today
    }

    /// An evaluator whose `today()` is always `date`.
    package static func fixed(today date: String) -> ConditionEvaluator {
        ConditionEvaluator(today: { date })
    }

    /// The local date from the system clock, `YYYY-MM-DD`: `time` and `localtime_r` (the C
    /// library's time zone, `TZ` or /etc/localtime), so no Foundation or ICU is loaded for it.
    /// 1970-01-01 if the clock cannot be converted.
    @Sendable package static func systemToday() -> String {
        _ = timeZoneRead
        var now = time(nil)
        var local = tm()
        guard localtime_r(&now, &local) != nil else { return isoDate(year: 1970, month: 1, day: 1) }
        return isoDate(year: Int(local.tm_year) + 1900, month: Int(local.tm_mon) + 1, day: Int(local.tm_mday))
    }

    /// `tzset()` once per process: `localtime_r`, unlike `localtime`, need not read `TZ` itself.
    private static let timeZoneRead: Void = tzset()

    /// `YYYY-MM-DD`, zero-padded.
    package static func isoDate(year: Int, month: Int, day: Int) -> String {
        func pad(_ n: Int, _ width: Int) -> String {
            let digits = String(n)
            return String(repeating: "0", count: Swift.max(0, width - digits.count)) + digits
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    /// The condition's truth: `null`, `false`, `0`, `""` and `[]` are false, everything else true.
    package static func truthy(_ value: Value) -> Bool {
        switch value {
        case .null: return false
        case .bool(let b): return b
        case .number(let n): return n.double != 0 && !n.isNaN
        case .string(let s), .unparsed(let s): return !s.isEmpty
        case .list(let items): return !items.isEmpty
        case .object(let members): return !members.isEmpty
        }
    }

    /// The value of `expr`, reading `$tag` through `values`.
    package func evaluate(_ expr: ConditionExpr, values: (String) -> Value) -> Value {
        switch expr {
        case .literal(let value):
            return value
        case .tag(let name, _):
            return values(name)
        case .list(let items):
            return .list(items.map { evaluate($0, values: values) })
        case .not(let operand):
            return .bool(!Self.truthy(evaluate(operand, values: values)))
        case .and(let l, let r):
            return .bool(Self.truthy(evaluate(l, values: values)) && Self.truthy(evaluate(r, values: values)))
        case .or(let l, let r):
            return .bool(Self.truthy(evaluate(l, values: values)) || Self.truthy(evaluate(r, values: values)))
        case .compare(let op, let l, let r):
            return .bool(Self.compare(op, evaluate(l, values: values), evaluate(r, values: values)))
        case .call(let function, let args):
            return call(function, args.map { evaluate($0, values: values) })
        }
    }

    /// Evaluates `expr` and applies `truthy`.
    package func test(_ expr: ConditionExpr, values: (String) -> Value) -> Bool {
        Self.truthy(evaluate(expr, values: values))
    }

    private func call(_ function: ConditionFunction, _ args: [Value]) -> Value {
        switch function {
        case .today:
            return .string(today())
        case .empty:
            return .bool(args.first?.isEmpty ?? true)
        case .len:
            switch args.first ?? .null {
            case .string(let s): return .number(Double(s.count))
            case .list(let items): return .number(Double(items.count))
            case .object(let members): return .number(Double(members.count))
            case .null: return .number(0)
            case .unparsed: return .null
            case .bool, .number: return .null
            }
        }
    }

    /// Applies a comparison operator; see `equal` and `order` for the rules.
    package static func compare(_ op: ComparisonOperator, _ a: Value, _ b: Value) -> Bool {
        switch op {
        case .equal: return equal(a, b)
        case .notEqual: return !equal(a, b)
        case .less: return order(a, b).map { $0 < 0 } ?? false
        case .lessEqual: return order(a, b).map { $0 <= 0 } ?? false
        case .greater: return order(a, b).map { $0 > 0 } ?? false
        case .greaterEqual: return order(a, b).map { $0 >= 0 } ?? false
        case .contains: return contains(a, b)
        case .in: return contains(b, a)
        }
    }

    /// Equality: values of different types are unequal (`1 != '1'`); numbers compare
    /// numerically (`1 == 1.0`); dates and times compare chronologically; lists element-wise.
    package static func equal(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.number(let x), .number(let y)): return x == y
        case (.string(let x), .string(let y)):
            if x == y { return true }
            if let tx = TemporalValue(x), let ty = TemporalValue(y), let o = TemporalValue.order(tx, ty) { return o == 0 }
            return false
        case (.list(let x), .list(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { equal($0, $1) }
        default: return false
        }
    }

    /// Ordering (-1, 0, 1) of numbers and of strings (chronological when both read as dates
    /// or times; a time of day and a date are unordered); nil for anything else, including `null`.
    package static func order(_ a: Value, _ b: Value) -> Int? {
        switch (a, b) {
        case (.number(let x), .number(let y)):
            if x.isNaN || y.isNaN { return nil }
            return x < y ? -1 : (x > y ? 1 : 0)
        case (.string(let x), .string(let y)):
            if let tx = TemporalValue(x), let ty = TemporalValue(y) { return TemporalValue.order(tx, ty) }
            return x < y ? -1 : (x > y ? 1 : 0)
        default:
            return nil
        }
    }

    /// `container contains item`: a substring of a string, a member of a list.
    package static func contains(_ container: Value, _ item: Value) -> Bool {
        switch (container, item) {
        case (.string(let s), .string(let part)): return part.isEmpty || s.contains(part)
        case (.list(let items), _): return items.contains { equal($0, item) }
        default: return false
        }
    }
}
