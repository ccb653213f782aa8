/// How a node is written in the source, so that a writer patching the text can write a new
/// sibling the same way.
package enum YAMLStyle: Equatable, Sendable {
    /// `- item` lines or `key: value` lines.
    case block
    /// `[a, b]` or `{a: b}`.
    case flow
    case plain
    case singleQuoted
    case doubleQuoted
    /// `|` and its header (`|-`, `|2+`).
    case literal
    /// `>` and its header.
    case folded
    /// A node with no text at all (`key:` with nothing after it): a null.
    case empty
}
