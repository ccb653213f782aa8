/// Which JSON the reader takes.
///
/// Files people write (form files, values files, JSON Schemas) are read as `.jsonc`; what
/// formrun writes and reads back itself (drafts, sub-form values, JSON text rows) stays `.strict`.
/// Output is always strict JSON.
package enum JSONSyntax: Sendable {
    /// RFC 8259 JSON.
    case strict
    /// JSON with comments, as VS Code's settings: `// line` and `/* block */` comments wherever
    /// whitespace may be, and a comma before a closing `]` or `}`. A comment counts as whitespace
    /// for locations.
    case jsonc
}
