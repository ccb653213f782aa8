import FormJSON

/// A position in YAML text: the byte offset in its UTF-8 bytes and the 0-based line and column
/// (columns count Unicode scalars, which is what indentation is measured in).
package struct YAMLMark: Equatable, Sendable {
    package var offset: Int
    package var line: Int
    package var column: Int

    package init(offset: Int, line: Int, column: Int) {
        self.offset = offset
        self.line = line
        self.column = column
    }

    /// The 1-based line:column that messages show.
    package var location: SourceLocation { SourceLocation(line: line + 1, column: column + 1) }
}
