import FormJSON

/// An answer that breaks a rule: where it is in the tree of answers (a JSON Pointer, `/repos/1/stars`;
/// `""` for the row's own value when no place is known), the rule, the message the faces show,
/// and the tag of the row that holds it (at its own level: `stars` for `/repos/1/stars`).
package struct RuleFailure: Equatable, Sendable {
    package var path: String
    package var rule: Rule
    package var message: String
    package var tag: String

    package init(path: String, rule: Rule, message: String, tag: String) {
        self.path = path
        self.rule = rule
        self.message = message
        self.tag = tag
    }

    /// The message with its path in front (`/0: Missing required property 'city'`): what a row
    /// shows for a failure inside its own value (a JSON text row's), before it is seen from above.
    /// A tree nested past the limit says so first: its path is as long as the tree is deep.
    package var words: String {
        if message == Value.tooDeepMessage, !path.isEmpty { return "Nested too deeply (more than \(NestingLimit.depth) levels) at " + path }
        return path.isEmpty ? message : path + ": " + message
    }

    /// `segments` as a JSON Pointer (`["repos", "1", "stars"]` is `/repos/1/stars`).
    package static func pointer(_ segments: [String]) -> String {
        JSONPointer.pointer(segments)
    }

    /// The failure seen from one level up: its path under `segments` (a row's output key path,
    /// an item's index or key).
    package func under(_ segments: [String]) -> RuleFailure {
        RuleFailure(path: JSONPointer.pointer(segments) + path, rule: rule, message: message, tag: tag)
    }
}
