/// Picks what goes into the output: the visible rows that carry a value, in form order.
public enum OutputCollector {
    /// One entry per visible, value-bearing row (not `info`, `longInfo` or `pushButton`), keyed by
    /// `row.outputKey`. `isVisible` must account for hidden sections as well as hidden rows.
    public static func entries(form: Form, values: (Row) -> Value, isVisible: (Row) -> Bool) -> [(key: String, value: Value)] {
        var entries: [(key: String, value: Value)] = []
        for section in form.sections {
            for row in section.rows where row.type.carriesValue && isVisible(row) {
                entries.append((key: row.outputKey, value: values(row)))
            }
        }
        return entries
    }
}
