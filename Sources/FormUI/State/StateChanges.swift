/// What the updates since the last look touched: the rows whose drawing may have changed and the
/// owners (row and section tags, `""` for the form) whose conditions changed. The visible model
/// looks at these again, and only these.
package struct StateChanges: Equatable, Sendable {
    /// Rows whose value, cursor, focus, error or editor may have changed.
    package var rows: Set<String> = []
    /// Rows, sections (by tag) and the form (`""`) whose hidden, disabled or required condition changed.
    package var owners: Set<String> = []
    /// Everything may have changed (a reset).
    package var everything = false
    /// Rows whose value changed (a subset of `rows`): what a draft journals.
    package var values: Set<String> = []

    package init(rows: Set<String> = [], owners: Set<String> = [], everything: Bool = false) {
        self.rows = rows
        self.owners = owners
        self.everything = everything
    }
}
