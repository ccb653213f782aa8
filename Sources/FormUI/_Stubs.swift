// TEMPORARY stubs, replaced by the real editor when merged.
import FormCore
public struct TextBuffer: Equatable, Sendable {
    public var characters: [Character]
    public var cursor: Int
    public var text: String { String(characters) }
    public init(_ text: String) { characters = Array(text); cursor = characters.count }
}
public enum TextEditOutcome: Equatable { case edited, moved, refused(String), ignored }
public enum TextEditor {
    public static func handle(_ key: Key, in buffer: inout TextBuffer, type: RowType, maxLength: Int?) -> TextEditOutcome {
        if case .char(let c) = key { buffer.characters.insert(c, at: buffer.cursor); buffer.cursor += 1; return .edited }
        if key == .backspace, buffer.cursor > 0 { buffer.characters.remove(at: buffer.cursor - 1); buffer.cursor -= 1; return .edited }
        return .ignored
    }
    public static func displayText(_ buffer: TextBuffer, type: RowType, format: String?) -> String {
        type == .password ? String(repeating: "•", count: buffer.characters.count) : buffer.text
    }
}
public enum DisplayWidth {
    public static func of(_ s: String) -> Int { s.count }
    public static func of(_ c: Character) -> Int { 1 }
    public static func truncate(_ s: String, to width: Int) -> String { String(s.prefix(width)) }
    public static func pad(_ s: String, to width: Int) -> String { s + String(repeating: " ", count: max(0, width - s.count)) }
    public static func wrap(_ s: String, width: Int) -> [String] { [s] }
}
