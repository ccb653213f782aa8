import FormCore

/// Which paths a check is waiting for: the `file` rows with `mustExist` whose path `files` does
/// not know yet. Relative paths start at the working folder, as `FileRule` reads them.
package enum FileChecks {
    /// The path `row`'s check needs to know about, when `files` does not say.
    static func unknownPath(of row: Row, in state: FormState, files: FileFacts) -> String? {
        guard row.mustExist, let path = FileRule.pathToCheck(row, state.value(of: row.tag), directory: nil),
              files[path] == nil else { return nil }
        return path
    }

    /// The unknown paths of the rows a submit checks (shown rows of shown sections).
    static func unknownPaths(in state: FormState, files: FileFacts) -> [String] {
        var paths: [String] = []
        for (s, section) in state.outline.sections.enumerated() where !state.isSectionHidden(section) {
            for row in state.outline.rows[s] where row.mustExist && !state.isHidden(row) {
                if let path = unknownPath(of: row, in: state, files: files) { paths.append(path) }
            }
        }
        return paths
    }

    /// The paths whose facts the check of `value` on `row` reads (plain mode gathers them before
    /// it takes an answer).
    package static func paths(for row: Row, value: Value) -> [String] {
        FileRule.pathToCheck(row, value, directory: nil).map { [$0] } ?? []
    }
}
