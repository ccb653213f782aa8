/// Why JSON text could not be read: a syntax error where it stands, or a text too large for the
/// compact document's 32-bit offsets.
package enum JSONReadError: Error, Equatable, Sendable {
    case syntax(JSONSyntaxIssue, at: SourceLocation)
    case tooLarge
}
