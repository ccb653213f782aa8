import FormJSON
import FormCore

/// How schema values appear in failure messages.
enum SchemaText {
    /// A value as a message shows it: a string as is (unless empty), anything else as compact JSON.
    static func display(_ node: JSONNode) -> String {
        if case .string(let s) = node.kind, !s.isEmpty { return s }
        return json(node)
    }

    /// Compact JSON text, numbers as written.
    static func json(_ node: JSONNode) -> String {
        var text = ""
        OutputWriter.write(node, indent: 0, compact: true, into: &text)
        return text
    }

    /// "1 item", "3 items".
    static func count(_ n: Int, _ singular: String, _ plural: String) -> String {
        "\(n) " + (n == 1 ? singular : plural)
    }

    /// `message` with its first letter in lower case, to follow a colon.
    static func lowercasingFirst(_ message: String) -> String {
        guard let first = message.first else { return message }
        return first.lowercased() + message.dropFirst()
    }
}
