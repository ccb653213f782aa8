/// Picks what goes into the output: the visible rows that carry a value, in the order the
/// screen shows them (sections in form order; rows sorted by tag within each with `sortByTag`).
public enum OutputCollector {
    /// One entry per visible, value-bearing row (not `info`, `longInfo` or `pushButton`), keyed by
    /// `row.outputKey`, its value as its type outputs it (`RowTypeUnit.output`: an empty list or
    /// a rating of 0 is `null`). `isVisible` must account for hidden sections as well as rows.
    public static func entries(form: Form, values: (Row) -> Value, isVisible: (Row) -> Bool) -> [(key: String, value: Value)] {
        var entries: [(key: String, value: Value)] = []
        for section in form.sections {
            for row in form.displayRows(of: section) where row.type.carriesValue && isVisible(row) {
                entries.append((key: row.outputKey, value: row.type.unit.output(values(row))))
            }
        }
        return entries
    }
}
