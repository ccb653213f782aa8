// TEMPORARY stubs, replaced by the real editor when merged.
import FormCore
public enum DisplayWidth {
    public static func of(_ s: String) -> Int { s.count }
    public static func of(_ c: Character) -> Int { 1 }
    public static func truncate(_ s: String, to width: Int) -> String { String(s.prefix(width)) }
    public static func pad(_ s: String, to width: Int) -> String { s + String(repeating: " ", count: max(0, width - s.count)) }
    public static func wrap(_ s: String, width: Int) -> [String] { [s] }
}
