// TEMPORARY stubs, replaced by the real modules when merged.
import Foundation
public struct ValidationContext {
    public var value: (String) -> Value
    public var evaluate: ((String) -> Bool?)?
    public init(value: @escaping (String) -> Value, evaluate: ((String) -> Bool?)? = nil) { self.value = value; self.evaluate = evaluate }
}
public enum Validation {
    public static func check(row: Row, value: Value, required: Bool, context: ValidationContext) -> String? {
        if required && value.isEmpty { return "\(row.title) is required" }
        return nil
    }
}
public enum TextValue {
    public static func value(fromText text: String, type: RowType) -> Value {
        if text.isEmpty { return .null }
        if type == .integer || type == .decimal { return Double(text).map(Value.number) ?? .string(text) }
        return .string(text)
    }
    public static func text(from value: Value, type: RowType) -> String {
        switch value { case .string(let s): return s; case .number(let n): return n == n.rounded() ? String(Int(n)) : String(n); default: return "" }
    }
}
