import FormJSON

/// Picks what goes into the output: the visible rows that carry a value, in the order the
/// screen shows them (sections in form order; rows sorted by tag within each with `sortByTag`).
public enum OutputCollector {
    /// One entry per visible, value-bearing row (not `info`, `longInfo` or `pushButton`), keyed by
    /// `row.outputKey`, its value as its type outputs it (`RowTypeUnit.output`: an empty list or
    /// a rating of 0 is `null`). `isVisible` must account for hidden sections as well as rows.
    public static func entries(form: Form, values: (Row) -> Value, isVisible: (Row) -> Bool) -> [(key: String, value: Value)] {
        outputRows(form: form, values: values, isVisible: isVisible).map { (key: $0.row.outputKey, value: $0.value) }
    }

    /// The visible, value-bearing rows in output order, each with its value as its type outputs it.
    private static func outputRows(form: Form, values: (Row) -> Value, isVisible: (Row) -> Bool) -> [(row: Row, value: Value)] {
        var rows: [(row: Row, value: Value)] = []
        for section in form.sections {
            for row in form.displayRows(of: section) where row.type.carriesValue && isVisible(row) {
                rows.append((row, row.type.unit.output(values(row))))
            }
        }
        return rows
    }

    /// The output as `OutputWriter` takes it. A form read from a JSON Schema (`form.instance`)
    /// gives an instance of the schema that changes nothing that was not edited (`InstanceOutput`).
    public static func output(form: Form, values: (Row) -> Value, isVisible: (Row) -> Bool) -> [OutputEntry] {
        let rows = outputRows(form: form, values: values, isVisible: isVisible)
        guard let rules = form.instance else {
            return rows.map { row, value in
                guard row.encoding == .jsonText else { return OutputEntry(path: row.outputPath, content: .value(value)) }
                return OutputEntry(path: row.outputPath, content: SubFormRule.document(value).map { .json($0) } ?? .value(.null))
            }
        }
        return InstanceOutput.entries(form: form, rows: rows, rules: rules)
    }
}
