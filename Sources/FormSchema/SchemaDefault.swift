import FormCore
import FormJSON

/// A property's schema `default` as a form shows it (DECISIONS: "Defaults on purpose"): the
/// placeholder of an optional property's row (`default: 360`), never its value, so that the row
/// starts unset, writes nothing until a value is chosen or typed, and writes a value equal to the
/// default when one is. A required property's row still starts at its default: its member is
/// always written, and a new object's required member takes that value.
enum SchemaDefault {
    /// Whether the row of a property starts at its default (required) rather than showing it.
    static func startsAtDefault(required: Bool) -> Bool { required }

    /// `default: 360`, `default: ubuntu-latest`, `default: ["a","b"]`; nil without a default.
    static func words(of node: JSONNode) -> String? {
        guard let value = node["default"], !value.isNull else { return nil }
        return "default: " + text(of: value)
    }

    /// A default as it is shown: a string as it is, anything else as compact JSON.
    static func text(of value: JSONNode) -> String {
        if let string = value.stringValue { return string }
        var text = ""
        OutputWriter.write(value, indent: 0, compact: true, into: &text)
        return text
    }

    /// `placeholder` with the default's words in front (`default: 360 · The job's timeout`).
    static func placeholder(_ words: String, before placeholder: String?) -> String {
        guard let placeholder, !placeholder.isEmpty else { return words }
        return words + " · " + placeholder
    }

    /// `node` without its `default` member.
    static func withoutDefault(_ node: JSONNode) -> JSONNode {
        guard let members = node.members, members.contains(where: { $0.key == "default" }) else { return node }
        return JSONNode(.object(members.filter { $0.key != "default" }), at: node.location)
    }
}
