/// Picks what goes into the output: the visible rows that carry a value, in form order.
public enum OutputCollector {
    /// One entry per visible, value-bearing row (not `info`, `longInfo` or `pushButton`), keyed by
    /// `row.outputKey`. `isVisible` must account for hidden sections as well as hidden rows.
    public static func entries(form: Form, values: (Row) -> Value, isVisible: (Row) -> Bool) -> [(key: String, value: Value)] {
        form.allRows
            .filter { $0.type.carriesValue && isVisible($0) }
            .map { (key: $0.outputKey, value: values($0)) }
    }
}
