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
    /// gives an instance of the schema: empty values and the "Other…" choice are left out (so an
    /// object whose properties all are is too), values are encoded as their rows say
    /// (`ValueEncoding`), and the objects the schema requires are there, `{}` if need be.
    public static func output(form: Form, values: (Row) -> Value, isVisible: (Row) -> Bool) -> [OutputEntry] {
        let rows = outputRows(form: form, values: values, isVisible: isVisible)
        guard let rules = form.instance else {
            return rows.map { OutputEntry(path: $0.row.outputPath, content: .value($0.value)) }
        }
        var entries: [OutputEntry] = []
        for (row, value) in rows {
            guard !value.isEmpty, value != InstanceRules.otherOption,
                  let content = encoded(value, as: row.encoding) else { continue }
            entries.append(OutputEntry(path: row.outputPath, content: content))
        }
        entries += rules.kept
        // The objects written so far: every proper prefix of a path written.
        var written = Set(entries.flatMap { entry in (1..<max(entry.path.count, 1)).map { Array(entry.path.prefix($0)) } })
        for object in rules.requiredObjects where object.count == 1 || written.contains(Array(object.dropLast())) {
            entries.append(OutputEntry(path: object, content: .emptyObject))
            for count in 1...object.count { written.insert(Array(object.prefix(count))) }
        }
        return entries
    }

    private static func encoded(_ value: Value, as encoding: ValueEncoding) -> OutputEntry.Content? {
        switch encoding {
        case .asIs:
            return .value(value)
        case .jsonText:
            guard let text = value.stringValue, let node = try? JSONReader.parse(text, file: "") else { return nil }
            return .json(node)
        case .rfc3339:
            guard let text = value.stringValue else { return .value(value) }
            return .value(.string(RFC3339Text.encode(text)))
        case .trueOnly:
            return value == .bool(false) ? nil : .value(value)
        }
    }
}
