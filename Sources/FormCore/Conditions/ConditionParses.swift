/// The parsed form of each condition text of a form, by text: the form-file reader's check
/// parses every condition and validator expression once, and `ConditionProgram` takes its
/// expressions from here instead of parsing them again (one parse per text, #17).
///
/// It is a cache of the form's own texts, not part of what the form says: two forms are equal
/// whatever their parses (`==` ignores it), and a text missing from it is parsed as before.
package struct ConditionParses: Equatable, Sendable {
    private var parsed: [String: ConditionExpr] = [:]

    package init() {}

    /// Parses `text` unless held, and keeps the result when it parses.
    package mutating func parse(_ text: String) throws(ConditionError) -> ConditionExpr {
        if let expr = parsed[text] { return expr }
        let expr = try ConditionParser.parse(text)
        parsed[text] = expr
        return expr
    }

    /// Always equal: the parses follow from the texts, which the form compares itself.
    package static func == (_: ConditionParses, _: ConditionParses) -> Bool { true }
}
