import FormJSON

/// What is wrong with YAML text (located by `YAMLError`).
package enum YAMLIssue: Equatable, Sendable {
    case invalidUTF8
    /// A control character (its code point) where YAML allows none: escape it in a double-quoted string.
    case nonPrintable(UInt32)
    /// A character that cannot start anything here (it is given).
    case unexpectedCharacter(String)
    /// A token that does not fit where it stands: what was found and what could come.
    case unexpected(found: String, expected: String)
    case unexpectedEnd(inside: String)
    /// A tab where only spaces may indent.
    case tabIndentation
    /// A line indented where no node can start, or less than its block needs.
    case badIndentation
    /// `a: b: c` on one line, or a `key:` inside a value that cannot hold a mapping.
    case mappingValueNotAllowed
    /// A `-` entry where a block sequence cannot start.
    case sequenceEntryNotAllowed
    /// A key not followed by `:` (an implicit key must end on its own line and within 1024 characters).
    case missingColon
    case unterminatedQuoted(double: Bool)
    case badEscape(String)
    /// A `---` or `...` line inside a quoted scalar.
    case documentMarkerInScalar
    case badBlockScalarHeader(String)
    /// Leading empty lines of a block scalar indented deeper than its text.
    case badBlockScalarIndentation
    case undefinedAlias(String)
    case emptyAnchorName
    case undefinedTagHandle(String)
    case badDirective(String)
    case duplicateDirective(String)
    /// A comment with no space before it (`a#b` is text; `"a"#b` is not allowed).
    case commentWithoutSpace
    /// A node after the document's root ended (`a\nb: c`, or text after a flow collection).
    case trailingContent
    /// Collections nested more than `limit` deep.
    case tooDeep(limit: Int)
    /// For the JSON view: aliases that expand to more than `limit` values (a "billion laughs").
    case tooManyValues(limit: Int)
    /// For the JSON view: a key that is a mapping or a sequence.
    case complexKey
    /// For the JSON view: a merge key (`<<`) whose value is not a mapping or a list of mappings.
    case badMerge
    /// For the JSON view: the same key twice in one mapping.
    case duplicateKey(String)
}

/// Why YAML text could not be read: what and where (1-based line:column).
package struct YAMLError: Error, Equatable, Sendable, CustomStringConvertible {
    package var issue: YAMLIssue
    package var location: SourceLocation

    package init(_ issue: YAMLIssue, at location: SourceLocation) {
        self.issue = issue
        self.location = location
    }

    package var description: String { "\(location): \(issue.message)" }
}
