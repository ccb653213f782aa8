/// Where a value stands in the form file: 1-based line and column (columns count characters).
package struct SourceLocation: Equatable, Hashable, Sendable, CustomStringConvertible {
    package var line: Int
    package var column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    package static let unknown = SourceLocation(line: 0, column: 0)

    package var description: String { "\(line):\(column)" }
}
