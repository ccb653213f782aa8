import FormJSON

/// Picks what goes into the output: the visible rows that carry a value, in the order the
/// screen shows them (sections in form order; rows sorted by tag within each with `sortByTag`).
package enum OutputCollector {
    /// One entry per visible, value-bearing row (not `info`, `longInfo` or `pushButton`), keyed by
    /// `row.outputKey`, its value as its type outputs it (`RowTypeUnit.output`: an empty list or
    /// a rating of 0 is `null`). `isVisible` must account for hidden sections as well as rows.
    package static func entries(form: Form, values: (Row) -> Value, isVisible: (Row) -> Bool) -> [(key: String, value: Value)] {
        outputRows(form: form, isVisibleAt: { row, _ in isVisible(row) }) { row in
            (key: row.outputKey, value: row.type.unit.output(values(row)))
        }
    }

    /// The visible, value-bearing rows in output order, each as `make` turns it (given it, not a
    /// copy kept in between). `isVisibleAt` is also told the row's position in display order,
    /// counted across sections (hidden sections' rows included).
    private static func outputRows<Made>(form: Form, isVisibleAt: (Row, Int) -> Bool, _ make: (Row) -> Made) -> [Made] {
        var made: [Made] = []
        var position = 0
        for section in form.sections {
            let rows = form.displayRows(of: section)
            for (r, row) in rows.enumerated() where row.type.carriesValue && isVisibleAt(row, position + r) {
                made.append(make(row))
            }
            position += rows.count
        }
        return made
    }

    /// The output as `OutputWriter` takes it. A form read from a JSON Schema (`form.instance`)
    /// gives an instance of the schema that changes nothing that was not edited (`InstanceOutput`).
    package static func output(form: Form, values: (Row) -> Value, isVisible: (Row) -> Bool) -> [OutputEntry] {
        output(form: form, values: values, isVisibleAt: { row, _ in isVisible(row) })
    }

    /// `output(form:values:isVisible:)` with `isVisibleAt` also told each row's position in
    /// display order, counted across sections (hidden sections' rows included).
    package static func output(form: Form, values: (Row) -> Value, isVisibleAt: (Row, Int) -> Bool) -> [OutputEntry] {
        guard let rules = form.instance else {
            return outputRows(form: form, isVisibleAt: isVisibleAt) { row in
                let value = row.type.unit.output(values(row))
                guard row.encoding.isJSONText else { return OutputEntry(path: row.outputPath, content: .value(value)) }
                return OutputEntry(path: row.outputPath, content: JSONTextRow.content(value, encoding: row.encoding))
            }
        }
        let rows = outputRows(form: form, isVisibleAt: isVisibleAt) { row in
            (row: row, value: row.type.unit.output(values(row)))
        }
        return InstanceOutput.entries(form: form, rows: rows, rules: rules)
    }
}
